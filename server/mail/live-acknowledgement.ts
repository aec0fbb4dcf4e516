// The acknowledgement's words as the live release has them (common/acknowledgement.ts), read when
// one is sent: a publish or a rollback applies to the next acknowledgement, without a restart.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import {
  type AcknowledgementEntry,
  type AcknowledgementWords,
  acknowledgementFile,
  acknowledgementWordsFrom,
  parseAcknowledgementWords,
} from "../../common/acknowledgement.ts";
import type { Config } from "../config.ts";
import { currentRelease, releaseClientDir } from "../releases/releases-dir.ts";

/** The content file, for a site built before the words were part of a release. */
const contentFile = join(import.meta.dirname, "..", "..", "content", "acknowledgement.yaml");

export function liveAcknowledgementWords(
  config: Pick<Config, "RELEASES_DIR" | "STATIC_DIR">,
): () => Promise<AcknowledgementWords> {
  return async () => {
    const id = await currentRelease(config.RELEASES_DIR);
    const root = id ? releaseClientDir(config.RELEASES_DIR, id) : config.STATIC_DIR;
    try {
      return parseAcknowledgementWords(await readFile(join(root, acknowledgementFile), "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return acknowledgementWordsFrom(
      parse(await readFile(contentFile, "utf8")) as AcknowledgementEntry,
    );
  };
}
