import { readFileSync } from "node:fs";

/**
 * Whether process `pid` is running on this machine: the one test for the publish lock, the
 * mailer's claims and the preview builds, which all ask whether the process that took something
 * is still there.
 *
 * `kill(pid, 0)` answers for a process that exists (EPERM: it does, run by another user). A
 * process that has ended but that nobody has reaped yet still exists: a zombie, as an orphan stays
 * in a container whose first process does not reap. On Linux its state in /proc says so.
 */
export function processIsRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    // No /proc (not Linux): kill's answer stands. Gone between the two looks: not running.
    return (error as NodeJS.ErrnoException).code !== "ENOENT" || !hasProc();
  }
  // "pid (name) state …": the name may hold spaces and brackets, so read after the last ")".
  const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  return state !== "Z" && state !== "X";
}

let procMounted: boolean | undefined;
function hasProc() {
  if (procMounted === undefined) {
    try {
      readFileSync("/proc/self/stat");
      procMounted = true;
    } catch {
      procMounted = false;
    }
  }
  return procMounted;
}
