// A full disk or a read-only database shows in writes first, while reads and a ping still succeed.
import type { EnquiryStore } from "./enquiry-store.ts";

/** A failure this old, with no write since, no longer counts: a quiet server is not kept failing. */
export const writeFailureMemoryMs = 60_000;

export interface WriteWatch {
  store: EnquiryStore;
  failingSince(now?: Date): Date | null;
}

export function watchWrites(store: EnquiryStore): WriteWatch {
  let failedAt: Date | null = null;
  let failingSince: Date | null = null;
  const watched =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await write(...args);
        failedAt = null;
        failingSince = null;
        return result;
      } catch (error) {
        failedAt = new Date();
        failingSince ??= failedAt;
        throw error;
      }
    };
  return {
    // The stores are plain objects of closures, so a copy with some methods wrapped is the store.
    store: {
      ...store,
      add: watched(store.add),
      outbox: {
        ...store.outbox,
        markSent: watched(store.outbox.markSent),
        scheduleRetry: watched(store.outbox.scheduleRetry),
        markFailed: watched(store.outbox.markFailed),
        record: watched(store.outbox.record),
      },
    },
    failingSince: (now = new Date()) =>
      failedAt && now.getTime() - failedAt.getTime() < writeFailureMemoryMs ? failingSince : null,
  };
}
