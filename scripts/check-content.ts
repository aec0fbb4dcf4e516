// Runs first in the build, so a bad entry stops it before anything is built.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkContent } from "../app/cms/check.ts";
import { loadDocumentSettings } from "../server/admin/config.ts";

const root = process.env.CONTENT_ROOT ?? process.cwd();
const configArgument = process.argv.indexOf("--config");
const configModule =
  configArgument === -1
    ? new URL("../app/cms/keystatic.config.ts", import.meta.url).href
    : pathToFileURL(path.resolve(process.argv[configArgument + 1] ?? "")).href;
const { default: config } = await import(configModule);

// The back office's limit, which it passes on to the builds it runs.
let documentMaxMb: number;
try {
  documentMaxMb = loadDocumentSettings().DOCUMENT_MAX_MB;
} catch (error) {
  console.error(`Content check: ${(error as Error).message}`);
  process.exit(1);
}
const { problems, checked } = await checkContent(root, config, {
  documentMaxBytes: documentMaxMb * 1024 * 1024,
});
if (problems.length > 0) {
  console.error(
    `Content check: ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix before the site can be built:`,
  );
  for (const problem of problems) console.error(problem);
  process.exitCode = 1;
} else {
  console.log(`Content check: OK, ${checked} entr${checked === 1 ? "y" : "ies"} checked.`);
}
