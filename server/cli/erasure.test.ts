import { execFile } from "node:child_process";
import { chmod, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { filesContaining, modesUnder } from "../../tests/support/data-files.ts";
import { startTestApp, type TestApp, tempDir, validEnquiry } from "../../tests/support/test-app.ts";

const exec = promisify(execFile);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  if (t && t.config.DATA_DIR !== join(t.dir, "data"))
    await rm(t.config.DATA_DIR, { recursive: true });
  t = undefined;
});

describe("erasing one person's enquiries", () => {
  it("removes their rows, .eml copies and every copy in the SQLite files", {
    timeout: 60_000,
  }, async () => {
    t = await startTestApp({});
    const dataDir = t.config.DATA_DIR;
    const secrets = ["Erase me: first secret 7c1f", "Erase me: second secret 9a2e"];
    for (const message of secrets) {
      const response = await t.post(
        validEnquiry({ email: "victim@example.org", name: "Victoria Tim", message }),
      );
      expect(response.statusCode).toBe(200);
    }
    const kept = "Keep me: another visitor's question 5d3b";
    expect((await t.post(validEnquiry({ message: kept }))).statusCode).toBe(200);
    // Later writes push the pages written above deeper into the WAL, where a DELETE leaves them.
    for (let i = 0; i < 30; i += 1) {
      expect((await t.post(validEnquiry({ email: `other${i}@example.org` }))).statusCode).toBe(200);
    }
    // A note the sales team wrote on one of them in the back office goes with it.
    const note = "Erase me too: a note about her 4e6a";
    const [theirs] = (await t.app.enquiryStore.list()).filter(
      (e) => e.email === "victim@example.org",
    );
    await t.app.enquiryStore.addHistory(theirs!.id, {
      at: new Date(),
      actor: "sales@example.test",
      action: "note",
      detail: note,
    });
    await t.app.outboxWorker.drain();
    expect(
      (await filesContaining(dataDir, secrets[0]!)).map((f) => f.replace(dataDir, "")).sort(),
    ).toEqual(["/enquiries.sqlite-wal", expect.stringMatching(/^\/outbox\/enquiry-.*\.eml$/)]);
    // Her first enquiry was acknowledged (her second, within 24 hours, was not): a copy of that too.
    expect(
      (await filesContaining(dataDir, "victim@example.org")).map((f) => f.replace(dataDir, "")),
    ).toContainEqual(
      expect.stringMatching(/^\/outbox\/enquiry-[0-9a-f-]+-acknowledgement@.*\.eml$/),
    );

    const { stdout } = await exec(
      process.execPath,
      ["server/cli/enquiries.ts", "delete", "Victim@Example.org"],
      { env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir } },
    );
    expect(stdout).toBe("Deleted 2 enquiries from Victim@Example.org, and 3 .eml copies.\n");

    for (const text of [...secrets, note, "victim@example.org", "Victoria Tim"]) {
      expect(await filesContaining(dataDir, text), text).toEqual([]);
    }
    expect((await t.app.enquiryStore.list()).map((e) => e.message)).toContain(kept);
    expect((await filesContaining(dataDir, kept)).length).toBeGreaterThan(0);
  });

  it("keeps DATA_DIR and every file in it private to the server's user, also one made before", async () => {
    // A DATA_DIR left by an older version, readable by everyone.
    const old = await tempDir("data-0755");
    await chmod(old, 0o755);
    await writeFile(join(old, "enquiries.sqlite"), "", { mode: 0o644 });
    await chmod(join(old, "enquiries.sqlite"), 0o644);
    t = await startTestApp({ DATA_DIR: old });
    expect((await t.post(validEnquiry())).statusCode).toBe(200);
    await t.app.outboxWorker.drain();
    const modes = await modesUnder(t.config.DATA_DIR);
    const shown = Object.fromEntries(
      Object.entries(modes).map(([path, mode]) => [
        path.replace(t!.config.DATA_DIR, "DATA_DIR"),
        mode.toString(8),
      ]),
    );
    expect(Object.keys(shown)).toEqual(
      expect.arrayContaining([
        "DATA_DIR",
        "DATA_DIR/enquiries.sqlite",
        "DATA_DIR/enquiries.sqlite-wal",
        "DATA_DIR/outbox",
        expect.stringMatching(/^DATA_DIR\/outbox\/enquiry-.*\.eml$/),
      ]),
    );
    for (const [path, mode] of Object.entries(shown)) {
      const isDir = path === "DATA_DIR" || path === join("DATA_DIR", "outbox");
      expect(mode, path).toBe(isDir ? "700" : "600");
    }
  });
});
