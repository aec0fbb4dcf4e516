// Why a page of the development server (`npm run cms`) could not be made, in the build's words.
// A page fails when its content does (a PDF chosen as a cover, a deleted author): the page then
// lists what the content check (./check.ts) finds, one "<file>: <field>: <reason>" per line, as the
// build would refuse them, instead of a bare "Something went wrong". The build itself runs the check
// before it pre-renders anything, so there a failure is passed on as it is.
import { checkContent } from "./check.ts";
import contentConfig from "./keystatic.config.ts";
import { contentRoot } from "./reader.server.ts";

/** A page that could not be made because of its content; its message is the problems, a line each. */
export class ContentProblem extends Error {
  override name = "ContentProblem";
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join("\n"));
    this.lines = lines;
  }
}

/**
 * The error a failed page shows: on the development server, the content check's problems when it
 * finds any (else the error's own message, which then names no file); elsewhere the error itself.
 * Answers a loader chose (a 404) are passed on.
 */
export async function explained(error: unknown, development = import.meta.env.DEV) {
  if (!development || !(error instanceof Error) || error instanceof ContentProblem) return error;
  const { problems } = await checkContent(contentRoot(), contentConfig).catch(() => ({
    problems: [] as string[],
  }));
  return new ContentProblem(problems.length > 0 ? problems : [error.message]);
}

/** A route's loader whose failure is explained (above). */
export function explaining<A, T>(load: (args: A) => Promise<T>) {
  return async (args: A): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      throw await explained(error);
    }
  };
}
