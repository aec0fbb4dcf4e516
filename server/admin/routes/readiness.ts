// The Readiness page (readiness.ts): what in the workspace is still unfinished, for those who edit
// content. Read from the workspace's latest saves, not the live release.
import type { FastifyInstance } from "fastify";
import { paths } from "../pages/html.ts";
import { readinessBody } from "../pages/readiness.ts";
import { workspaceReadiness } from "../readiness.ts";
import type { Workspace } from "../workspace.ts";
import { sendPage } from "./pages.ts";

export async function readinessRoutes(
  app: FastifyInstance,
  { workspace }: { workspace: Workspace },
) {
  app.get(paths.readiness, { config: { access: "save" } }, async (request, reply) => {
    const readiness = await workspaceReadiness(workspace);
    return sendPage(request, reply, "Readiness", readinessBody(readiness), 200, { script: false });
  });
}

/** How many items the Readiness page lists, for the Changes page; none when it cannot be read. */
export function unfinishedCount(workspace: Workspace): Promise<number | undefined> {
  return workspaceReadiness(workspace).then(
    (readiness) => readiness.total,
    () => undefined,
  );
}
