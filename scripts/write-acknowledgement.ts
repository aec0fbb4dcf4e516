// The visitor's acknowledgement, in the words of this build's content, beside the release's pages
// (common/acknowledgement.ts): the public server sends the live release's words.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { readSingleton } from "../app/cms/reader.server.ts";
import { acknowledgementFile, acknowledgementWordsFrom } from "../common/acknowledgement.ts";

const root = process.argv[2] ?? `${process.env.BUILD_DIR ?? "build"}/client`;

const words = acknowledgementWordsFrom(await readSingleton("acknowledgement"));
await writeFile(join(root, acknowledgementFile), `${JSON.stringify(words, null, 2)}\n`);
console.log(`acknowledgement: wrote the visitor's acknowledgement words in ${root}`);
