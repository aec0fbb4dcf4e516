// The live preview's renderer, in a worker thread of its own: it loads the site's server build
// once and renders one page at a time from the content folder it is given. Its own copy of the
// environment lets it point CONTENT_ROOT at that folder without touching the back office's.
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";

const { serverBuild } = workerData as { serverBuild: string };
const build = (await import(serverBuild)) as ServerBuild;
const handler = createRequestHandler(build, "production");

export interface RenderRequest {
  id: number;
  root: string;
  path: string;
}
export type RenderAnswer =
  | { id: number; status: number; html: string }
  | { id: number; error: string };

// One at a time (the back office's queue), so CONTENT_ROOT holds for the whole of a render.
parentPort?.on("message", async ({ id, root, path }: RenderRequest) => {
  try {
    process.env.CONTENT_ROOT = root;
    const response = await handler(new Request(new URL(path, "http://live-preview.invalid")));
    parentPort?.postMessage({
      id,
      status: response.status,
      html: await response.text(),
    } satisfies RenderAnswer);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) } satisfies RenderAnswer);
  }
});
