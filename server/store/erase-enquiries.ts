// Erasing enquiries (an operator's `delete`, the daily retention purge) erases every copy the site
// keeps: the rows with their e-mail jobs, the copies in the .eml folder (DATA_DIR/outbox/), and
// what the store's files still hold of the deleted rows. What the SMTP server and the mailbox keep is out of reach
// (README "Privacy and retention").
import { removeEmlCopies } from "../mail/mailer.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

export interface Erasure {
  /** Public ids of the erased enquiries. */
  erased: string[];
  emlFilesRemoved: number;
  /** False when the store could not empty its log (another connection was reading it). */
  scrubbed: boolean;
}

export async function eraseEnquiries(
  store: EnquiryStore,
  dataDir: string,
  remove: (store: EnquiryStore) => Promise<string[]>,
): Promise<Erasure> {
  const erased = await remove(store);
  if (erased.length === 0) return { erased, emlFilesRemoved: 0, scrubbed: true };
  const files = await removeEmlCopies(dataDir, erased);
  const scrubbed = await store.scrub();
  return { erased, emlFilesRemoved: files.length, scrubbed };
}
