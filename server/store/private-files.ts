// Enquiries are personal data. SQLite gives -wal and -shm the database file's mode, so creating
// that one 0600 is enough.
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";

export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

export function ensurePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  chmodSync(dir, privateDirMode);
}

export function ensurePrivateFile(file: string) {
  closeSync(openSync(file, "a", privateFileMode));
  chmodSync(file, privateFileMode);
}
