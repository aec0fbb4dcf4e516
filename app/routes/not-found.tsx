import { redirect } from "react-router";
import { languageOfPath, localizedPath } from "../../common/i18n.ts";
import { paths } from "../../common/paths.ts";
import type { Route } from "./+types/not-found";

// Any unknown path lands on the home page of its language (/ or /ar); the server answers the same
// with a 302.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(localizedPath(paths.home, languageOfPath(new URL(request.url).pathname)));
}

export default function NotFound() {
  return null;
}
