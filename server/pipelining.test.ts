import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { pipelineFlood } from "../tests/support/pipeline-flood.ts";
import { rawRequest } from "../tests/support/raw-http.ts";
import { type ServerProcess, spawnServer } from "../tests/support/server-process.ts";
import { tempDir, validEnquiry } from "../tests/support/test-app.ts";

const mb = 1024 * 1024;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

async function start() {
  dataDir = await tempDir("pipelining");
  server = await spawnServer({ DATA_DIR: dataDir });
  // The first health check opens the store's and the client's connections.
  await fetch(`${server.url}/api/health`);
  return { server, port: Number(new URL(server.url).port), pid: server.child.pid ?? 0 };
}

afterEach(async () => {
  await server?.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("a client that pipelines requests and reads slowly", () => {
  for (const [connections, requests, path] of [
    [1, 20_000, "/"],
    [8, 2_000, "/index.html"],
  ] as const) {
    it(`${connections} × ${requests} GET ${path}: the server stays under 300 MB, hangs up on it and still answers others`, async () => {
      const { port, pid } = await start();
      const result = await pipelineFlood({
        port,
        pid,
        connections,
        requestsPerConnection: requests,
        path,
        minWatchMs: 500,
        maxWatchMs: 8_000,
        stopAboveRssBytes: 300 * mb,
      });
      expect(result.stoppedEarly).toBe(false);
      expect(result.peakRssBytes).toBeLessThan(300 * mb);
      expect(result.closedByServer).toBe(connections);
      expect(result.healthMs.every(Number.isFinite)).toBe(true);
      expect(result.healthDuringAttackMs.length).toBeGreaterThan(0);
      // Answered, each of them: how fast is measured by npm run bench:api, not asserted on a
      // machine whose load the test does not know.
      expect(result.healthDuringAttackMs.every(Number.isFinite)).toBe(true);
      // Node still reads connections the way pipelining-limit.ts slices them.
      expect(server?.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    }, 30_000);
  }

  it("a long enquiry in one write is read whole", async () => {
    const { server } = await start();
    const response = await server.post(validEnquiry({ message: "Long enquiry. ".repeat(700) }));
    expect(response.status).toBe(200);
  });

  it("still gets every answer when it pipelines a few requests and reads them", async () => {
    const { port } = await start();
    const get = "GET /about HTTP/1.1\r\nHost: x\r\n\r\n";
    const answer = await rawRequest(
      port,
      `${get.repeat(7)}GET /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.raw.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(8);
  });
});
