// In a module of its own: publishing and the shared repository's steps (remote.ts) both raise it,
// and publish.ts calls those steps.
/** A publish refused or failed, with what to tell the person; `busy`: another publish holds the lock. */
export class PublishError extends Error {
  override name = "PublishError";
  readonly problems: string[];
  readonly busy: boolean;
  constructor(message: string, problems: string[] = [], busy = false) {
    super(message);
    this.problems = problems;
    this.busy = busy;
  }
}
