// The documents entries offer for download (common/documents.ts), from content/, copied into
// the build at /documents/…, where the public server sends them as downloads only. The content check
// has already refused links and anything not a PDF; a link met here stops the build all the same,
// so nothing outside content/ is ever published through one.
import { copyFile, lstat, mkdir, readdir } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { startsAsPdf } from "../app/cms/document-rules.ts";
import { documentsFolder } from "../common/documents.ts";

export async function copyDocuments(root: string, clientDir: string): Promise<number> {
  const from = join(root, "content", documentsFolder);
  const info = await lstat(from).catch(() => undefined);
  if (info === undefined) return 0;
  if (!info.isDirectory()) throw new Error(`${from} is not a folder`);
  let count = 0;
  for (const entry of await readdir(from, { recursive: true, withFileTypes: true })) {
    const source = join(entry.parentPath, entry.name);
    const name = relative(from, source);
    if (entry.isSymbolicLink()) {
      throw new Error(
        `content/${documentsFolder}/${name} is a symbolic link: replace it with the file`,
      );
    }
    if (!entry.isFile() || !/\.pdf$/i.test(entry.name)) continue;
    if (!(await startsAsPdf(source))) continue;
    const target = join(clientDir, documentsFolder, name);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(source, target);
    count++;
  }
  return count;
}

if (import.meta.main) {
  const root = process.env.CONTENT_ROOT ?? process.cwd();
  const clientDir = resolve(process.env.BUILD_DIR ?? "build", "client");
  const count = await copyDocuments(root, clientDir);
  console.log(`Documents: ${count} PDF${count === 1 ? "" : "s"} copied.`);
}
