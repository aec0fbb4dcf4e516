// Each office's map picture, drawn at build and pre-rendered as a file beside its page.
import { data } from "react-router";
import { officeMapSvg } from "../cms/offices.server.ts";
import { languageOfRequest } from "../cms/reader.server.ts";

export async function loader({ params, request }: { params: { slug?: string }; request: Request }) {
  const svg = await officeMapSvg(params.slug ?? "", languageOfRequest(request));
  if (svg === null) throw data(null, { status: 404 });
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
