// On the development server a page that fails because of its content lists what the content check
// finds instead of a bare "Something went wrong"; the build checks before it pre-renders.
import { checkContent } from "./check.ts";
import contentConfig from "./keystatic.config.ts";
import { contentRoot } from "./reader.server.ts";

export class ContentProblem extends Error {
  override name = "ContentProblem";
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join("\n"));
    this.lines = lines;
  }
}

export async function explained(error: unknown, development = import.meta.env.DEV) {
  if (!development || !(error instanceof Error) || error instanceof ContentProblem) return error;
  const { problems } = await checkContent(contentRoot(), contentConfig).catch(() => ({
    problems: [] as string[],
  }));
  return new ContentProblem(problems.length > 0 ? problems : [error.message]);
}

export function explaining<A, T>(load: (args: A) => Promise<T>) {
  return async (args: A): Promise<T> => {
    try {
      return await load(args);
    } catch (error) {
      throw await explained(error);
    }
  };
}
