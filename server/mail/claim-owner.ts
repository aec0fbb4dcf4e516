// A crashed server's claims on this host are released at once instead of after the lease. The
// start identity (boot id and start time from /proc) tells a live process from a reused pid.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import { processIsRunning } from "../process-running.ts";

export interface ClaimOwner {
  host: string;
  pid: number;
  start: string;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

const bootId = readOrNull("/proc/sys/kernel/random/boot_id")?.trim() ?? null;

function startOf(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (bootId === null || stat === null) return null;
  // Field 2 (the command name) may hold spaces and parentheses; field 22 (starttime) is the 20th
  // after its closing parenthesis.
  const ticks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  return ticks ? `${bootId}-${ticks}` : null;
}

const procfs = bootId !== null && startOf(process.pid) !== null;

export const thisProcess: ClaimOwner = {
  host: hostname().replaceAll(" ", "_"),
  pid: process.pid,
  start: procfs
    ? (startOf(process.pid) as string)
    : `t${Math.round(performance.timeOrigin)}-${randomBytes(4).toString("hex")}`,
};

export function claimName(worker: string, batch: number): string {
  return `${thisProcess.host} ${thisProcess.pid} ${thisProcess.start} ${worker}:${batch}`;
}

export function claimOwner(claim: string): ClaimOwner | null {
  const [host, pid, start] = claim.split(" ");
  if (!host || !pid || !start || !/^\d+$/.test(pid)) return null;
  return { host, pid: Number(pid), start };
}

/** Claims from other hosts (or in an unknown format) are never orphans here: their lease decides. */
export function isOrphanClaim(claim: string): boolean {
  const owner = claimOwner(claim);
  if (!owner || owner.host !== thisProcess.host) return false;
  if (owner.pid === thisProcess.pid) return owner.start !== thisProcess.start;
  if (procfs) return startOf(owner.pid) !== owner.start;
  // Without /proc only a vanished pid is known dead; a reused one waits for the lease.
  return !processIsRunning(owner.pid);
}
