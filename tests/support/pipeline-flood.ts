import { readFile, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";

export interface FloodOptions {
  port: number;
  pid: number;
  connections: number;
  requestsPerConnection: number;
  path: string;
  minWatchMs: number;
  maxWatchMs: number;
  stopAboveRssBytes: number;
}

export interface FloodResult {
  baselineRssBytes: number;
  peakRssBytes: number;
  healthMs: number[];
  /** Only answers the attack could delay (the rest show only how busy the machine is). */
  healthDuringAttackMs: number[];
  serverCpuMs: number;
  closedByServer: number;
  bytesRead: number;
  stoppedEarly: boolean;
  elapsedMs: number;
}

async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1]);
  return { rss: kib("VmRSS") * 1024, peak: kib("VmHWM") * 1024 };
}

export async function pipelineFlood(options: FloodOptions): Promise<FloodResult> {
  const { port, pid } = options;
  const baseline = await memory(pid);
  // Resets the peak RSS to the current RSS, so the peak is the attack's, not start-up's.
  await writeFile(`/proc/${pid}/clear_refs`, "5").catch(() => {});
  const request = `GET ${options.path} HTTP/1.1\r\nHost: x\r\n\r\n`;
  const payload = Buffer.from(request.repeat(options.requestsPerConnection));

  const cpuBefore = await cpuMs(pid);
  const started = performance.now();
  let bytesRead = 0;
  let closedByServer = 0;
  let finished = false;
  const sockets: Socket[] = [];
  const allClosed = Promise.all(
    Array.from({ length: options.connections }, () => {
      const socket = connect(port, "127.0.0.1");
      sockets.push(socket);
      socket.on("error", () => {});
      socket.on("data", (chunk: Buffer) => {
        bytesRead += chunk.length;
        socket.pause();
        setTimeout(() => socket.resume(), 100).unref();
      });
      socket.once("connect", () => socket.write(payload));
      return new Promise<void>((resolve) =>
        socket.once("close", () => {
          if (!finished) closedByServer++;
          resolve();
        }),
      );
    }),
  );

  const healthMs: number[] = [];
  let peakSeen = baseline.rss;
  let stoppedEarly = false;
  const deadline = started + options.maxWatchMs;
  const watchUntil = started + options.minWatchMs;
  let everyoneGone = false;
  void allClosed.then(() => {
    everyoneGone = true;
  });
  let askedAfterAttack = 0;
  const healthDuringAttackMs: number[] = [];
  while (performance.now() < deadline && !(everyoneGone && performance.now() >= watchUntil)) {
    const during = !everyoneGone || askedAfterAttack++ === 0;
    const asked = performance.now();
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      healthMs.push(response.ok ? performance.now() - asked : Number.POSITIVE_INFINITY);
    } catch {
      healthMs.push(Number.POSITIVE_INFINITY);
    }
    if (during) healthDuringAttackMs.push(healthMs.at(-1) ?? Number.POSITIVE_INFINITY);
    const now = await memory(pid);
    peakSeen = Math.max(peakSeen, now.rss, now.peak);
    if (peakSeen > options.stopAboveRssBytes) {
      stoppedEarly = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  finished = true;
  const end = await memory(pid);
  const serverCpuMs = (await cpuMs(pid)) - cpuBefore;
  for (const socket of sockets) socket.destroy();
  await allClosed;
  return {
    baselineRssBytes: baseline.rss,
    peakRssBytes: Math.max(peakSeen, end.peak),
    healthMs,
    healthDuringAttackMs,
    serverCpuMs,
    closedByServer,
    bytesRead,
    stoppedEarly,
    elapsedMs: performance.now() - started,
  };
}
