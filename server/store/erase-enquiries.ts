// What the SMTP server and the mailbox keep is out of reach (README "Privacy and retention").
import { removeEmlCopies } from "../mail/mailer.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

export interface Erasure {
  erased: string[];
  emlFilesRemoved: number;
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
