// The operator's command: read, export, resend and erase enquiries in the configured store
// (DATA_DIR's SQLite, or DATABASE_URL) without SQL. `npm run enquiries -- help` lists the commands.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import type { EnquiryStore, StoredEnquiry } from "../store/enquiry-store.ts";
import { openStore } from "../store/open-store.ts";

const usage = `Usage: npm run enquiries -- <command>

  list [--limit N | --all]   newest enquiries first (50 unless told otherwise)
  show ID                    one enquiry in full, with the state of its e-mail
  export --csv               every enquiry as CSV on standard output
  delete ID                  erase one enquiry and its e-mail job
  delete EMAIL               erase every enquiry sent from that address (a privacy request)
  retry ID                   send the enquiry's e-mail again (also releases suspected spam)

The store is the server's: DATABASE_URL if set, else DATA_DIR (default ./data).`;

class UsageError extends Error {}
/** An expected failure (e.g. no such enquiry): the message is enough. */
class NotFound extends Error {}

function mailState(enquiry: StoredEnquiry): string {
  if (!enquiry.mail) return enquiry.spamReason ? "spam" : "none";
  return enquiry.mail.status;
}

function parseId(value: string | undefined): number {
  if (!value || !/^\d+$/.test(value))
    throw new UsageError(`Expected an enquiry ID (a number), got ${value ?? "nothing"}.`);
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

/** RFC 4180, and no cell a spreadsheet would run as a formula (OWASP "CSV injection"). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvColumns = [
  "id",
  "received_at",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "client_timestamp",
  "mail_status",
  "mail_attempts",
  "mail_sent_at",
  "mail_last_error",
  "spam_reason",
] as const;

function csvRow(e: StoredEnquiry): string[] {
  return [
    String(e.id),
    e.receivedAt.toISOString(),
    e.name,
    e.email,
    e.phone,
    e.subject,
    e.message,
    e.clientTimestamp,
    mailState(e),
    String(e.mail?.attempts ?? ""),
    e.mail?.sentAt?.toISOString() ?? "",
    e.mail?.lastError ?? "",
    e.spamReason ?? "",
  ];
}

function show(e: StoredEnquiry): string {
  const lines = [
    `Enquiry ${e.id}`,
    `Received:   ${e.receivedAt.toISOString()} (browser time ${e.clientTimestamp})`,
    `Name:       ${e.name}`,
    `Email:      ${e.email}`,
    `Phone:      ${e.phone}`,
    `Subject:    ${e.subject}`,
    `E-mail:     ${mailState(e)}${e.mail ? ` after ${e.mail.attempts} attempt(s)` : ""}${e.mail?.sentAt ? `, sent ${e.mail.sentAt.toISOString()}` : ""}`,
  ];
  if (e.mail?.status === "pending" || e.mail?.status === "sending") {
    lines.push(`Next try:   ${e.mail.nextAttemptAt.toISOString()}`);
  }
  if (e.mail?.lastError) lines.push(`Last error: ${e.mail.lastError}`);
  if (e.spamReason)
    lines.push(`Spam:       suspected (${e.spamReason}); \`retry ${e.id}\` sends it anyway`);
  lines.push("", "Message:", e.message);
  return lines.join("\n");
}

export async function run(args: string[], store: EnquiryStore, out: (text: string) => void) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { limit: { type: "string" }, all: { type: "boolean" }, csv: { type: "boolean" } },
  });
  const [command, target, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);

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
            truncate(e.name, 24),
            truncate(e.email, 32),
            truncate(e.subject, 40),
          ]),
        ]),
      );
      return;
    }
    case "show": {
      const enquiry = await store.get(parseId(target));
      if (!enquiry) throw new NotFound(`No enquiry ${target}.`);
      return out(show(enquiry));
    }
    case "export": {
      if (!values.csv) throw new UsageError("Only CSV export exists: export --csv");
      const rows = [[...csvColumns], ...(await store.list()).map(csvRow)];
      return out(rows.map((row) => row.map(csvCell).join(",")).join("\r\n"));
    }
    case "delete": {
      if (target?.includes("@")) {
        const count = await store.deleteByEmail(target);
        return out(`Deleted ${count} enquir${count === 1 ? "y" : "ies"} from ${target}.`);
      }
      const id = parseId(target);
      if (!(await store.delete(id))) throw new NotFound(`No enquiry ${id}.`);
      return out(`Deleted enquiry ${id}.`);
    }
    case "retry": {
      const id = parseId(target);
      if (!(await store.requeue(id, new Date()))) throw new NotFound(`No enquiry ${id}.`);
      return out(
        `Enquiry ${id} queued: the server sends its e-mail on its next look at the outbox.`,
      );
    }
    case undefined:
    case "help":
      return out(usage);
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

if (import.meta.main) {
  let store: EnquiryStore | undefined;
  try {
    store = await openStore(loadConfig());
    await run(process.argv.slice(2), store, (text) => process.stdout.write(`${text}\n`));
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
