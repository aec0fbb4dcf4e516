import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { enquiryEndpoint } from "../../common/enquiry.ts";
import { csrfHeaders, testCsrfSecret } from "./test-app.ts";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  logs: Record<string, unknown>[];
  output(): string;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["server/server.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      CSRF_SECRET: testCsrfSecret,
      RATE_LIMIT_PER_MINUTE: "0",
      // These tests are about the process; the proof of work has its own (enquiry-proof-of-work).
      SPAM_PROOF_OF_WORK: "off",
      CONTACT_TO: "enquiries@consulting.test",
      CONTACT_FROM: "website@consulting.test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  let output = "";
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          const match = /listening at (http:\/\/[^\s]+)/.exec(String(entry.msg));
          if (match?.[1]) resolve(match[1]);
        } catch {
          // not a log line
        }
      }
    });
    child.once("exit", (code) =>
      reject(new Error(`server exited (${code}) before listening: ${stderr}`)),
    );
  });
  return {
    child,
    url,
    logs,
    output: () => output,
    post: (body, headers = {}) =>
      fetch(`${url}${enquiryEndpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...csrfHeaders(), ...headers },
        body: JSON.stringify(body),
      }),
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      child.kill(signal);
      await exited;
    },
  };
}
