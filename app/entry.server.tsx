import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

// This site is never rendered per request: this entry only runs at build time to pre-render every
// page, so it waits for the whole tree (no streaming, no bot detection needed).
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // Every Suspense boundary's content in place: past progressiveChunkSize (12.8 KB by default) React
  // would move it to the end of the document, hidden until a script reveals it (no-JS visitors
  // would never see it, and the page would shift when it moved).
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status: responseStatusCode, headers: responseHeaders });
}
