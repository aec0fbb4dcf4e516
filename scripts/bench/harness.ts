import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "..", "..");

export async function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
}

export async function buildSite(buildDir: string, siteUrl: string): Promise<string> {
  await run("npm", ["run", "build", "--silent"], { BUILD_DIR: buildDir, SITE_URL: siteUrl });
  const client = join(repoRoot, buildDir, "client");
  if (!existsSync(join(client, "index.html"))) throw new Error(`no build in ${client}`);
  return client;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface RunningServer {
  port: number;
  origin: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL and wait: no close hooks run, as in a power cut or OOM kill. */
  kill: () => Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv, port?: number): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ["server/server.ts"], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: "warn", ...env, HOST: "127.0.0.1", PORT: String(listenPort) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const origin = `http://127.0.0.1:${listenPort}`;
  const exited = once(child, "exit");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited on start:\n${output}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /api/health within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    port: listenPort,
    origin,
    child,
    output: () => output,
    stop: () => signal("SIGTERM"),
    kill: () => signal("SIGKILL"),
  };
}

export async function packageVersion(name: string): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  const json = JSON.parse(
    await readFile(join(repoRoot, "node_modules", name, "package.json"), "utf8"),
  );
  return String(json.version);
}
