import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { acknowledgementState, enquiriesCsv, mailState } from "../enquiry-csv.ts";
import type { EnquiryStore, StoredEnquiry } from "../store/enquiry-store.ts";
import { type Erasure, eraseEnquiries } from "../store/erase-enquiries.ts";
import { openStore } from "../store/open-store.ts";
import { visible, visibleLines } from "../visible-text.ts";

// Still importable from here, where it was first written.
export { csvCell } from "../enquiry-csv.ts";

const usage = `Usage: npm run enquiries -- <command>

  list [--limit N | --all]   newest enquiries first (50 unless told otherwise)
  show ID                    one enquiry in full, with the state of its e-mail and of the
                             visitor's acknowledgement
  export --csv               every enquiry as CSV (UTF-8 with BOM) on standard output; redirect it
                             to a file (> enquiries.csv) for a spreadsheet
  delete ID                  erase one enquiry, its e-mail job and its .eml copy
  delete EMAIL               erase every enquiry sent from that address (a privacy request)
  retry ID                   send the enquiry's e-mail again (also releases suspected spam;
                             its acknowledgement is not made or sent again)

The store is the server's: DATABASE_URL if set, else DATA_DIR (default ./data).`;

class UsageError extends Error {}
class NotFound extends Error {}

function parseId(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value))
    throw new UsageError(`Expected an enquiry ID (a number), got ${visible(value ?? "nothing")}.`);
  return Number(value);
}

const truncate = (value: string, max: number) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function show(e: StoredEnquiry): string {
  const lines = [
    `Enquiry ${e.id}`,
    `Reference:  ${e.publicId}`,
    `Received:   ${e.receivedAt.toISOString()} (browser time ${visible(e.clientTimestamp)})`,
    `Name:       ${visible(e.name)}`,
    `Email:      ${visible(e.email)}`,
    `Phone:      ${visible(e.phone)}`,
    `Subject:    ${visible(e.subject)}`,
    `Language:   ${e.language === "ar" ? "Arabic" : "English"} (of the page it was sent from)`,
    `E-mail:     ${mailState(e)}${e.mail ? ` after ${e.mail.attempts} attempt(s)` : ""}${e.mail?.sentAt ? `, sent ${e.mail.sentAt.toISOString()}` : ""}`,
  ];
  if (e.mail?.status === "pending" || e.mail?.status === "sending") {
    lines.push(`Next try:   ${e.mail.nextAttemptAt.toISOString()}`);
  }
  if (e.mail?.lastError) lines.push(`Last error: ${visible(e.mail.lastError)}`);
  const ack = e.acknowledgement;
  lines.push(
    `Acknowledgement: ${acknowledgementState(e)}${ack ? ` after ${ack.attempts} attempt(s)` : ""}${ack?.sentAt ? `, sent ${ack.sentAt.toISOString()}` : ""}`,
  );
  if (ack?.lastError) lines.push(`Acknowledgement error: ${visible(ack.lastError)}`);
  if (e.spamReason)
    lines.push(
      `Spam:       suspected (${visible(e.spamReason)}); \`retry ${e.id}\` sends it anyway`,
    );
  lines.push("", "Message:", visibleLines(e.message));
  return lines.join("\n");
}

function erasureReport(what: string, erasure: Erasure): string {
  const files = erasure.emlFilesRemoved;
  const copies = files > 0 ? `, and ${files} .eml cop${files === 1 ? "y" : "ies"}` : "";
  const note = erasure.scrubbed
    ? ""
    : "\nThe SQLite log was in use: old copies of these rows may stay in its -wal file until the server stops (restart it to be sure).";
  return `Deleted ${what}${copies}.${note}`;
}

export interface RunOptions {
  dataDir: string;
  /** True when standard output is a terminal: even the CSV is then shown with controls escaped. */
  terminal: boolean;
}

export async function run(
  args: string[],
  store: EnquiryStore,
  out: (text: string) => void,
  { dataDir, terminal }: RunOptions,
) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { limit: { type: "string" }, all: { type: "boolean" }, csv: { type: "boolean" } },
  });
  const [command, target, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${visible(extra.join(" "))}`);

  switch (command) {
    case "list": {
      const limit = values.all ? undefined : values.limit ? parseId(values.limit) : 50;
      const enquiries = await store.list({ limit });
      if (enquiries.length === 0) return out("No enquiries.");
      out(
        table([
          ["ID", "RECEIVED", "E-MAIL", "NAME", "EMAIL", "SUBJECT"],
          ...enquiries.map((e) => [
            String(e.id),
            e.receivedAt.toISOString().slice(0, 16).replace("T", " "),
            mailState(e),
            truncate(visible(e.name), 24),
            truncate(visible(e.email), 32),
            truncate(visible(e.subject), 40),
          ]),
        ]),
      );
      return;
    }
    case "show": {
      const enquiry = await store.get(parseId(target));
      if (!enquiry) throw new NotFound(`No enquiry ${visible(target ?? "")}.`);
      return out(show(enquiry));
    }
    case "export": {
      if (!values.csv) throw new UsageError("Only CSV export exists: export --csv");
      const csv = enquiriesCsv(await store.list());
      // Written to a file the CSV stays exact; on a terminal it is only being looked at.
      return out(terminal ? visibleLines(csv) : csv);
    }
    case "delete": {
      if (target?.includes("@")) {
        const erasure = await eraseEnquiries(store, dataDir, (s) => s.deleteByEmail(target));
        const count = erasure.erased.length;
        const what = `${count} enquir${count === 1 ? "y" : "ies"} from ${visible(target)}`;
        return out(erasureReport(what, erasure));
      }
      const id = parseId(target);
      const erasure = await eraseEnquiries(store, dataDir, (s) => s.delete(id));
      if (erasure.erased.length === 0) throw new NotFound(`No enquiry ${id}.`);
      return out(erasureReport(`enquiry ${id}`, erasure));
    }
    case "retry": {
      const id = parseId(target);
      if (!(await store.outbox.requeue(id, new Date()))) throw new NotFound(`No enquiry ${id}.`);
      return out(
        `Enquiry ${id} queued: the server sends its e-mail on its next look at the outbox.`,
      );
    }
    case undefined:
    case "help":
      return out(usage);
    default:
      throw new UsageError(`Unknown command: ${visible(command)}`);
  }
}

if (import.meta.main) {
  let store: EnquiryStore | undefined;
  try {
    const config = loadConfig();
    store = await openStore(config);
    await run(process.argv.slice(2), store, (text) => process.stdout.write(`${text}\n`), {
      dataDir: config.DATA_DIR,
      terminal: process.stdout.isTTY === true,
    });
  } catch (error) {
    const usageProblem =
      error instanceof UsageError ||
      String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
    const expected = usageProblem || error instanceof NotFound || error instanceof ConfigError;
    console.error(expected ? (error as Error).message : error);
    if (usageProblem) console.error(`\n${usage}`);
    process.exitCode = usageProblem ? 2 : 1;
  } finally {
    await store?.close();
  }
}
