// Enquiries are personal data: DATA_DIR is readable by the server's user only (0700) and every file
// the server writes there (database, its -wal and -shm, .eml copies) by that user only (0600).
// SQLite gives -wal and -shm the mode of the database file, so creating that one 0600 is enough.
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";

export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

/** Creates the directory (and its parents) and makes the directory itself 0700, also if it existed. */
export function ensurePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  chmodSync(dir, privateDirMode);
}

/** Creates the file empty if missing, and makes it 0600. */
export function ensurePrivateFile(file: string) {
  closeSync(openSync(file, "a", privateFileMode));
  chmodSync(file, privateFileMode);
}
