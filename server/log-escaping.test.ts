import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../tests/support/raw-http.ts";
import { type ServerProcess, spawnServer } from "../tests/support/server-process.ts";
import { tempDir } from "../tests/support/test-app.ts";

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await server?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("the server's log", () => {
  it("escapes C1 and bidirectional control characters a client put in its headers", async () => {
    dataDir = await tempDir("log-escaping");
    server = await spawnServer({ DATA_DIR: dataDir });
    const port = Number(new URL(server.url).port);
    // Header bytes as a client can write them: 0x9B (CSI), 0x85 (NEL), and U+202E in UTF-8.
    const host = Buffer.concat([
      Buffer.from("x"),
      Buffer.from([0x9b]),
      Buffer.from("31m"),
      Buffer.from([0x85]),
      Buffer.from("\u202eevil", "utf8"),
    ]);
    const request = Buffer.concat([
      Buffer.from("GET /api/health HTTP/1.1\r\nHost: "),
      host,
      Buffer.from("\r\nConnection: close\r\n\r\n"),
    ]);
    const answer = await rawRequest(port, request);
    expect(answer.status).toBeGreaterThan(0);
    const logged = server.logs.find((line) => String(JSON.stringify(line)).includes("31m"));
    expect(logged).toBeDefined();
    expect(server.output()).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(server.output()).toContain("x\\u009b31m\\u0085");
  });
});
