import { type FloodResult, pipelineFlood } from "../../tests/support/pipeline-flood.ts";
import type { RunningServer } from "./harness.ts";
import { table } from "./report.ts";

const mb = 1024 * 1024;
export const floodLimits = { rssBytes: 300 * mb, healthMs: 100 } as const;

export const floodCases = [
  { connections: 1, requests: 20_000, path: "/" },
  { connections: 8, requests: 2_000, path: "/index.html" },
] as const;

export type FloodFigures = (typeof floodCases)[number] & FloodResult;

export async function measureFloods(start: () => Promise<RunningServer>): Promise<FloodFigures[]> {
  const figures: FloodFigures[] = [];
  for (const flood of floodCases) {
    const server = await start();
    try {
      await fetch(`${server.origin}/api/health`);
      const result = await pipelineFlood({
        port: server.port,
        pid: server.child.pid ?? 0,
        connections: flood.connections,
        requestsPerConnection: flood.requests,
        path: flood.path,
        minWatchMs: 2_000,
        maxWatchMs: 15_000,
        // Far above the limit, so that the figure shows how bad it gets, yet bounded.
        stopAboveRssBytes: 3_000 * mb,
      });
      figures.push({ ...flood, ...result });
    } finally {
      await server.kill();
    }
  }
  return figures;
}

const megabytes = (bytes: number) => `${Math.round(bytes / mb)} MB`;
const milliseconds = (ms: number) =>
  Number.isFinite(ms) ? `${Math.round(ms)} ms` : "no answer in 5 s";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export const floodPassed = (f: FloodFigures) =>
  f.peakRssBytes < floodLimits.rssBytes &&
  Math.max(...f.healthMs) < floodLimits.healthMs &&
  f.closedByServer === f.connections;

export function floodTable(figures: FloodFigures[]): string {
  return table(
    [
      "attack",
      "RSS before",
      "peak RSS",
      "server CPU",
      "/api/health answers",
      "median",
      "slowest",
      "connections closed by the server",
      "watched",
    ],
    figures.map((f) => [
      `${f.connections} × ${f.requests.toLocaleString("en")} \`GET ${f.path}\``,
      megabytes(f.baselineRssBytes),
      `${megabytes(f.peakRssBytes)}${f.stoppedEarly ? " (stopped there)" : ""}`,
      `${(f.serverCpuMs / 1000).toFixed(2)} s`,
      f.healthMs.length,
      milliseconds(median(f.healthMs)),
      milliseconds(Math.max(...f.healthMs)),
      `${f.closedByServer} of ${f.connections}`,
      `${(f.elapsedMs / 1000).toFixed(1)} s`,
    ]),
  );
}
