// One table in the release, so the public server, a publish and a rollback see one state of it.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { readSingleton } from "../app/cms/reader.server.ts";
import { redirectsFile, redirectTable } from "../common/redirects.ts";

const root = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;

const { redirects } = await readSingleton("redirects");
const table = redirectTable(redirects);
await writeFile(join(root, redirectsFile), `${JSON.stringify(table, null, 2)}\n`);
console.log(`redirects: wrote ${Object.keys(table).length} old addresses in ${root}`);
