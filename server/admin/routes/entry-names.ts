// The names the editor's entry pickers offer (app/cms/entry-names.server.ts), read from the
// workspace: GET /api/entry-names/<list> answers [{slug, name}]. Behind the session like the rest
// of the editor: signed out, 401; a role that may not open the editor, 403.
import type { Config as KeystaticConfig } from "@keystatic/core";
import type { FastifyInstance } from "fastify";
import { entryNames } from "../../../app/cms/entry-names.server.ts";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import type { Workspace } from "../workspace.ts";

export async function entryNameRoutes(
  app: FastifyInstance,
  { workspace }: { workspace: Workspace },
) {
  app.get<{ Params: { collection: string } }>(
    "/api/entry-names/:collection",
    { config: { access: "save" } },
    async (request, reply) => {
      const names = await entryNames(
        // biome-ignore lint/suspicious/noExplicitAny: the reader takes any content model.
        contentConfig as KeystaticConfig<any, any>,
        workspace.dir,
        request.params.collection,
      );
      // A name saved a moment ago shows the next time a picker asks.
      reply.header("cache-control", "no-store");
      if (!names) return reply.code(404).send({ message: "No such list." });
      return names;
    },
  );
}
