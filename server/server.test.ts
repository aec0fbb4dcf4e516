import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { makeFakeSite } from "../tests/support/fake-site.ts";
import { freePort } from "../tests/support/free-port.ts";
import { pollUntil } from "../tests/support/poll.ts";

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/server.ts"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  await pollUntil("the server to become healthy", async () => {
    if (child.exitCode !== null) throw new Error("server exited early");
    return fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
  });
}

describe("server start-up and shutdown", () => {
  it("refuses to start on a bad PORT and says why", async () => {
    const server = start({ PORT: "eighty" });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain(
      'PORT: must be a whole number from 0 to 65535 (got "eighty")',
    );
  });

  it("refuses to start without a built site and says how to build it", async () => {
    const server = start({ PORT: "0", STATIC_DIR: "/nonexistent/site" });
    const [code] = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain('run "npm run build" first');
  });

  it("closes cleanly on SIGTERM after serving", async () => {
    const staticDir = await makeFakeSite();
    const port = await freePort();
    const server = start({
      PORT: String(port),
      STATIC_DIR: staticDir,
      DATA_DIR: `${staticDir}/data`,
    });
    await waitForHealth(port, server.child);
    const page = await fetch(`http://127.0.0.1:${port}/about`);
    expect(page.status).toBe(200);
    server.child.kill("SIGTERM");
    const [code] = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("closed cleanly");
  });
});
