// `node scripts/bench/js-before-after.ts BEFORE_DIR AFTER_DIR`: JavaScript on the wire per route for
// two builds (client folders), served one after the other by the real server on this machine.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatKb } from "../build-budgets.ts";
import { startServer } from "./harness.ts";
import { jsOnTheWire } from "./js-on-the-wire.ts";
import { table } from "./report.ts";

const [before, after] = process.argv.slice(2);
if (!before || !after)
  throw new Error("usage: js-before-after.ts BEFORE_CLIENT_DIR AFTER_CLIENT_DIR");
const routes = (
  process.env.ROUTES ??
  "/,/about,/contact,/gallery,/what-we-do,/industries,/impact,/news-blogs,/blog,/privacy,/ar,/ar/about,/ar/contact,/ar/gallery,/ar/privacy"
).split(",");

const measured: Awaited<ReturnType<typeof jsOnTheWire>>[] = [];
for (const staticDir of [before, after]) {
  const dataDir = await mkdtemp(join(tmpdir(), "js-wire-"));
  const server = await startServer({ STATIC_DIR: staticDir, DATA_DIR: dataDir });
  try {
    measured.push(await jsOnTheWire(server.origin, routes));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
console.log(
  table(
    ["route", "before", "after"],
    routes.map((route, i) => [
      `\`${route}\``,
      `${formatKb(measured[0]?.[i]?.bytes ?? 0)} (${measured[0]?.[i]?.files} files)`,
      `${formatKb(measured[1]?.[i]?.bytes ?? 0)} (${measured[1]?.[i]?.files} files)`,
    ]),
  ),
);
