import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { pollUntil } from "../tests/support/poll.ts";
import { processIsRunning } from "./process-running.ts";

describe("whether a process is running", () => {
  it("is true for this process and false for a number no process has", () => {
    expect(processIsRunning(process.pid)).toBe(true);
    expect(processIsRunning(0)).toBe(false);
    expect(processIsRunning(-1)).toBe(false);
    expect(processIsRunning(2 ** 22 + 1)).toBe(false);
  });

  it("is false for a process that has ended and that nobody has reaped yet", async () => {
    // The shell starts `sleep 0` and then becomes `sleep 30`, which never reaps its children: the
    // ended `sleep 0` stays a zombie for as long as its parent runs, as an orphan does in a
    // container whose first process does not reap.
    const parent = spawn("sh", ["-c", "sleep 0 & echo $!; exec sleep 30"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    try {
      const ended = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once("data", (chunk) => resolve(`${chunk}`)),
        ),
      );
      expect(ended).toBeGreaterThan(0);
      await pollUntil("the ended sleep to count as not running", () => !processIsRunning(ended), {
        timeoutMs: 10_000,
      });
    } finally {
      parent.kill("SIGKILL");
    }
  });
});
