import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createTestSchema,
  postgresSkipReason,
  testDatabaseUrl,
} from "../../tests/support/postgres.ts";
import { tempDir } from "../../tests/support/test-app.ts";
import { sampleEnquiry } from "../store/enquiry-store.suite.ts";
import type { EnquiryStore } from "../store/enquiry-store.ts";
import { openPostgresStore } from "../store/postgres-store.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import { visible } from "../visible-text.ts";
import { csvCell, run } from "./enquiries.ts";

const exec = promisify(execFile);

interface Harness {
  env: Record<string, string>;
  store: EnquiryStore;
  cleanup(): Promise<void>;
}

const harnesses: [string, () => Promise<Harness>, string | undefined][] = [
  [
    "SQLite",
    async () => {
      const dir = await tempDir("enquiries-cli");
      return {
        env: { DATA_DIR: dir },
        store: openSqliteStore(join(dir, "enquiries.sqlite")),
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
    undefined,
  ],
  [
    "PostgreSQL",
    async () => {
      const schema = await createTestSchema("cli");
      return {
        env: { DATABASE_URL: schema.url },
        store: await openPostgresStore(schema.url),
        cleanup: schema.drop,
      };
    },
    testDatabaseUrl ? undefined : postgresSkipReason,
  ],
];

// Each run starts a Node process: allow for a busy machine.
const slow = { timeout: 60_000 };

describe.each(harnesses)("npm run enquiries (%s)", (_name, create, skip) => {
  let h: Harness;

  async function cli(...args: string[]) {
    try {
      const { stdout, stderr } = await exec(
        process.execPath,
        ["server/cli/enquiries.ts", ...args],
        {
          env: { PATH: process.env.PATH ?? "", ...h.env },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  async function seed() {
    const at = (minutes: number) => new Date(Date.UTC(2025, 2, 1, 10, minutes));
    const a = await h.store.add({
      enquiry: sampleEnquiry({ name: "Asha Verma" }),
      receivedAt: at(0),
      spamReason: null,
      contentHash: "a",
    });
    const b = await h.store.add({
      enquiry: sampleEnquiry({
        name: 'Ravi, "R" Kumar',
        email: "Ravi@Example.org",
        subject: '=HYPERLINK("x")',
        message: "Two\nlines;=1+1;y",
      }),
      receivedAt: at(5),
      spamReason: null,
      contentHash: "b",
      acknowledge: true,
    });
    const c = await h.store.add({
      enquiry: sampleEnquiry({ name: "Spammer" }),
      receivedAt: at(9),
      spamReason: "6 links",
      contentHash: "c",
    });
    return { a, b, c };
  }

  beforeEach(async () => {
    if (skip) return;
    h = await create();
  });
  afterEach(async () => {
    if (skip) return;
    await h.store.close();
    await h.cleanup();
  });

  it.skipIf(skip !== undefined)("lists, shows, exports, retries and deletes", slow, async () => {
    const { a, b, c } = await seed();

    const list = await cli("list");
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+RECEIVED\s+E-MAIL\s+NAME\s+EMAIL\s+SUBJECT$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual([
      String(c.id),
      String(b.id),
      String(a.id),
    ]);
    expect(lines[1]).toContain("spam");
    expect(lines[3]).toMatch(/2025-03-01 10:00\s+pending\s+Asha Verma/);
    expect((await cli("list", "--limit", "1")).stdout.trim().split("\n")).toHaveLength(2);

    const shown = await cli("show", String(b.id));
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Enquiry ${b.id}`);
    expect(shown.stdout).toContain("Email:      Ravi@Example.org");
    expect(shown.stdout).toContain("E-mail:     pending after 0 attempt(s)");
    expect(shown.stdout).toContain(`Reference:  ${b.publicId}`);
    expect(shown.stdout).toContain("Acknowledgement: pending after 0 attempt(s)");
    expect((await cli("show", String(a.id))).stdout).toContain("Acknowledgement: none");
    expect(shown.stdout).toContain("Language:   English (of the page it was sent from)");
    expect(shown.stdout).toContain("Message:\nTwo\nlines;=1+1;y\n");
    expect((await cli("show", String(c.id))).stdout).toContain("Spam:       suspected (6 links)");
    expect((await cli("show", String(c.id))).stdout).toContain("Acknowledgement: spam");

    const csv = await cli("export", "--csv");
    expect(csv.code).toBe(0);
    // The byte order mark tells a spreadsheet the file is UTF-8.
    expect(csv.stdout.startsWith('\uFEFF"id",')).toBe(true);
    const rows = csv.stdout.slice(1).trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      '"id","received_at","name","email","phone","subject","message","client_timestamp","mail_status","mail_attempts","mail_sent_at","mail_last_error","spam_reason","language","acknowledgement_status","acknowledgement_sent_at"',
    );
    // Records end in CRLF; the message's own line break stays inside its quoted cell.
    expect(rows).toHaveLength(4);
    expect(csv.stdout).toContain(
      `"${b.id}","2025-03-01T10:05:00.000Z","Ravi, ""R"" Kumar","Ravi@Example.org","'+91 98100 00000","'=HYPERLINK(""x"")","Two\nlines;'=1+1;y"`,
    );
    expect(rows.find((row) => row.startsWith(`"${b.id}",`))).toMatch(/"en","pending",""$/);
    expect(rows.find((row) => row.startsWith(`"${c.id}",`))).toMatch(/"en","spam",""$/);

    const retried = await cli("retry", String(c.id));
    expect(retried.code).toBe(0);
    expect((await h.store.get(c.id))?.mail?.status).toBe("pending");

    expect((await cli("delete", String(a.id))).stdout).toContain(`Deleted enquiry ${a.id}.`);
    expect((await cli("delete", "ravi@example.ORG")).stdout).toContain(
      "Deleted 1 enquiry from ravi@example.ORG.",
    );
    expect((await h.store.list()).map((e) => e.id)).toEqual([c.id]);
  });

  it.skipIf(skip !== undefined)(
    "shows control characters a visitor typed escaped, never raw, in list and show",
    slow,
    async () => {
      const hostile = sampleEnquiry({
        // Cursor up and erase line (hides the row above), OSC 52 (writes the clipboard), CR, BEL.
        name: "Mallory\u001b[1A\u001b[2K",
        subject: "Hi\u001b]52;c;ZWNobyBwd25lZA==\u0007\rOK\u009b31m",
        message: "Line one\nLine two\u001b[2J\u202eevil",
      });
      const stored = await h.store.add({
        enquiry: hostile,
        receivedAt: new Date(),
        spamReason: null,
        contentHash: "hostile",
      });
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
      const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

      const list = await cli("list");
      expect(list.stdout).not.toMatch(raw);
      expect(list.stdout).toContain("Mallory\\u001b[1A\\u001b[…");

      const shown = await cli("show", String(stored.id));
      expect(shown.stdout).not.toMatch(raw);
      expect(shown.stdout).toContain("Name:       Mallory\\u001b[1A\\u001b[2K");
      expect(shown.stdout).toContain(
        "Subject:    Hi\\u001b]52;c;ZWNobyBwd25lZA==\\u0007\\u000dOK\\u009b31m",
      );
      expect(shown.stdout).toContain("Line one\nLine two\\u001b[2J\\u202eevil");

      // Redirected to a file, the CSV keeps the data exactly as received.
      const csv = await cli("export", "--csv");
      expect(csv.stdout).toContain("Mallory\u001b[1A\u001b[2K");
      // On a terminal it is escaped like the rest.
      let onTerminal = "";
      await run(["export", "--csv"], h.store, (text) => (onTerminal += text), {
        dataDir: h.env.DATA_DIR ?? "",
        terminal: true,
      });
      expect(onTerminal).not.toMatch(raw);
      expect(onTerminal).toContain("Mallory\\u001b[1A\\u001b[2K");
    },
  );

  it.skipIf(skip !== undefined)(
    "says what is wrong: unknown ID (1), bad usage (2)",
    slow,
    async () => {
      expect(await cli("show", "999")).toMatchObject({ code: 1, stderr: "No enquiry 999.\n" });
      expect(await cli("delete", "999")).toMatchObject({ code: 1 });
      expect(await cli("retry", "999")).toMatchObject({ code: 1 });
      const usage = await cli("frobnicate");
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain("Unknown command: frobnicate");
      expect(usage.stderr).toContain("export --csv");
      expect((await cli("show", "abc")).code).toBe(2);
      expect((await cli("export")).code).toBe(2);
      expect((await cli("list")).stdout.trim()).toBe("No enquiries.");
    },
  );
});

describe("visible", () => {
  it("escapes C0, DEL, C1 and bidirectional controls and leaves other text alone", () => {
    expect(visible("a\u0000b\u0007c\u001bd\u007fe\u0085f\u202eg\r\n\t")).toBe(
      "a\\u0000b\\u0007c\\u001bd\\u007fe\\u0085f\\u202eg\\u000d\\u000a\\u0009",
    );
    expect(visible("Ünïcödé — 東京 مرحبا \u{1F600}")).toBe("Ünïcödé — 東京 مرحبا \u{1F600}");
  });
});

describe("csvCell", () => {
  it("quotes every cell and defuses formulas", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("")).toBe('""');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
  });

  it("defuses a formula right after a ; or , inside a cell, for readers that split on either", () => {
    expect(csvCell("x;=1+1;y")).toBe(`"x;'=1+1;y"`);
    expect(csvCell("a,@SUM(A1)")).toBe(`"a,'@SUM(A1)"`);
    expect(csvCell("x; -1")).toBe(`"x; '-1"`);
    expect(csvCell('x;"=1')).toBe(`"x;""'=1"`);
    expect(csvCell("x;\r=1")).toBe(`"x;'\r=1"`);
  });

  it("leaves no piece starting with a formula character, however a reader splits the line", () => {
    const formulaStart = /^[ "]*[=+\-@\t\r]/;
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ";", ",", '"', " "),
            fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
          ),
        }),
        (value) => {
          const cell = csvCell(value);
          expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
          for (const piece of cell.slice(1).split(/[;,\n]/)) {
            expect(piece).not.toMatch(formulaStart);
          }
        },
      ),
    );
  });
});
