import { redirect } from "react-router";
import { paths } from "../../common/paths.ts";

// Any unknown path lands on the home page; the server answers the same with a 302.
export function clientLoader() {
  return redirect(paths.home);
}

export default function NotFound() {
  return null;
}
