/** A problem found while walking one entry, before its file and field label are added. */
export interface EntryProblem {
  field: string;
  reason: string;
  replaces?: boolean;
  check?: () => Promise<string[]>;
}
