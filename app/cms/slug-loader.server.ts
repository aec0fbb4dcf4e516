// The loader of a page that one entry makes, by the slug in its address: the same for people,
// case studies, offices, industries and service areas.
import { data } from "react-router";
import type { Language } from "../../common/i18n.ts";
import { explaining } from "./problems.server.ts";
import { languageOfRequest } from "./reader.server.ts";

/** Answers 404 where `load` finds no entry (null); a failure names the content behind it. */
export function loadBySlugOr404<T>(load: (slug: string, language: Language) => Promise<T | null>) {
  return explaining(
    async ({ params, request }: { params: { slug?: string }; request: Request }) => {
      const page = await load(params.slug ?? "", languageOfRequest(request));
      if (page === null) throw data(null, { status: 404 });
      return page;
    },
  );
}
