// Apart from the reader: explaining a failure runs the content check, which reads through the
// reader, and modules that only read content need neither.
import { explaining } from "./problems.server.ts";
import { languageOfRequest, localizeLinks } from "./reader.server.ts";
import type { Language } from "./schema/fields.ts";

/** A failure names the content behind it, so an editor can find what to fix. */
export function pageLoader<T>(load: (language: Language) => Promise<T>) {
  return explaining(async ({ request }: { request: Request }): Promise<T> => {
    const language = languageOfRequest(request);
    return localizeLinks(await load(language), language);
  });
}
