// The two ways the SQLite store commits. A connection is used by one caller at a time: node:sqlite
// is synchronous, so a transaction begun here ends before any other code runs.
import type { DatabaseSync } from "node:sqlite";

/** SQLite itself rolls back after some errors (SQLITE_FULL): the caller must see the original error. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) {
      try {
        db.exec("ROLLBACK");
      } catch {
        // The original error says what went wrong; the connection is reset by SQLite.
      }
    }
    throw error;
  }
}

/**
 * For a write that a power cut may undo without harm. A job's claim or outcome: undone, the job is
 * simply done again, with the same Message-ID or webhook-id, which the receiver drops (delivery is
 * at least once). A rate-limit count or a used proof of work: a few requests more pass the limit.
 * Such a commit does not wait for the disk; the next FULL commit (an enquiry's) syncs it too, since
 * the WAL is written in order. Everything an enquiry needs stays FULL.
 */
export function withoutWaitingForDisk<T>(db: DatabaseSync, work: () => T): T {
  db.exec("PRAGMA synchronous = NORMAL");
  try {
    return work();
  } finally {
    db.exec("PRAGMA synchronous = FULL");
  }
}
