import { readFile, realpath, stat } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import fastifyStatic from "@fastify/static";
import type { Config as KeystaticConfig } from "@keystatic/core";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { saveBaseHeader } from "../../../app/cms/editor/save-base.ts";
import { contentConfig } from "../../../app/cms/keystatic.config.ts";
import { parseSave, prepareSave, refusal, serializeSave } from "../../../app/cms/save/save.ts";
import { contentModel, describeChanges } from "../changes.ts";
import type { AdminConfig } from "../config.ts";
import { type EditorPageParts, editorPageHtml, editorPageParts } from "../pages/editor-page.ts";
import { can } from "../permissions.ts";
import { contentDir, isContentPath, type Workspace } from "../workspace.ts";

export const editorPageFile = "back-office.html";

/** What Keystatic's handler does in local mode; it answers nothing else. */
export type EditorAction =
  | { name: "tree" }
  | { name: "update" }
  | { name: "blob"; sha: string; path: string };

/**
 * The action a request means, read as Keystatic's generic handler reads it (the URL normalised,
 * the prefix cut, each segment decoded, empty segments dropped), so that every spelling of one
 * action is that action here too and meets its checks. Anything else is undefined.
 */
export function editorAction(method: string, url: string): EditorAction | undefined {
  let params: string[];
  try {
    const { pathname } = new URL(`http://localhost${url}`);
    if (!pathname.startsWith("/api/keystatic/")) return undefined;
    params = pathname
      .slice("/api/keystatic/".length)
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean);
  } catch {
    return undefined;
  }
  const joined = params.join("/");
  if (method === "GET" && joined === "tree") return { name: "tree" };
  if (method === "POST" && joined === "update") return { name: "update" };
  if (method === "GET" && params[0] === "blob") {
    const [, sha = "", ...rest] = params;
    const path = rest.join("/");
    if (/^[0-9a-f]{40}$/.test(sha) && isContentPath(path)) return { name: "blob", sha, path };
  }
  return undefined;
}

/** The one URL Keystatic is given for an action: never the request's own spelling. */
function canonicalUrl(action: EditorAction, origin: string) {
  const segments =
    action.name === "blob" ? ["blob", action.sha, ...action.path.split("/")] : [action.name];
  return new URL(`/api/keystatic/${segments.map(encodeURIComponent).join("/")}`, origin);
}

/** Keystatic reads a blob through symbolic links: the file itself must resolve inside content/. */
async function readsInsideContent(root: string, path: string) {
  let real: string;
  try {
    real = await realpath(join(root, path));
  } catch {
    return true; // Nothing there: Keystatic answers 404.
  }
  const inside = relative(await realpath(join(root, contentDir)), real);
  return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside);
}

/**
 * The versions the saving form was loaded from (app/cms/editor/save-base.ts): content path → git
 * blob id, for the files of this save only. Anything unreadable counts as nothing known.
 */
export function saveBase(header: unknown, paths: string[]): Map<string, string> {
  const base = new Map<string, string>();
  if (typeof header !== "string" || header.length > 64 * 1024) return base;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(header));
  } catch {
    return base;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return base;
  for (const [path, sha] of Object.entries(parsed)) {
    if (paths.includes(path) && typeof sha === "string" && /^[0-9a-f]{40}$/.test(sha)) {
      base.set(path, sha);
    }
  }
  return base;
}

/** Who saved the entry since the form was loaded, what they changed, and what to do now. */
async function overtakenAnswer(
  workspace: Workspace,
  overtaken: Awaited<ReturnType<Workspace["overtaken"]>>,
) {
  const changes = describeChanges(
    contentModel,
    await Promise.all(
      overtaken.map(async ({ path, before }) => {
        const after = await workspace.textAt("HEAD", path);
        return {
          path,
          status: after === undefined ? ("removed" as const) : ("changed" as const),
          before,
          after,
        };
      }),
    ),
  );
  const who = [...new Set(overtaken.map((found) => found.author))].join(" and ");
  const when = overtaken
    .map((found) => found.at)
    .sort()
    .at(-1);
  const at = when ? ` at ${when.slice(11, 16)} UTC` : "";
  const what = changes.map((change) => change.text).join("; ");
  return {
    status: 409,
    type: "application/json; charset=utf-8",
    body: Buffer.from(
      JSON.stringify({
        message: `Not saved: ${who} saved this entry${at}, after you opened it (${what}). Your words are still in the form: copy them, reload the page to see the saved version, then make your change again.`,
        overtaken: overtaken.map(({ path, author, at }) => ({ path, author, at })),
        changes: changes.map((change) => change.text),
      }),
    ),
  };
}

function contentOnly(body: Buffer): Buffer {
  const entries = JSON.parse(body.toString("utf8")) as { path: string }[];
  const kept = entries.filter(
    (entry) => entry.path === contentDir || entry.path.startsWith(`${contentDir}/`),
  );
  return Buffer.from(JSON.stringify(kept));
}

export async function editorRoutes(
  app: FastifyInstance,
  {
    config,
    workspace,
    onSave,
  }: {
    config: AdminConfig;
    workspace: Workspace /** After a save made a commit. */;
    onSave?: () => void;
  },
) {
  const handler = makeGenericAPIRouteHandler({
    // biome-ignore lint/suspicious/noExplicitAny: the handler takes any content model, as the editor.
    config: { ...contentConfig, storage: { kind: "local" } } as KeystaticConfig<any, any>,
    localBaseDirectory: workspace.dir,
  });
  const maxBytes = config.ADMIN_UPLOAD_MAX_MB * 1024 * 1024;
  const maxDocumentBytes = config.DOCUMENT_MAX_MB * 1024 * 1024;

  await app.register(fastifyStatic, {
    root: config.ADMIN_EDITOR_DIR,
    serve: false,
    decorateReply: true,
  });

  const editorPage = { config: { access: "save" as const } };
  app.get("/keystatic", editorPage, (request, reply) => sendPage(request, reply));
  app.get("/keystatic/*", editorPage, (request, reply) => {
    const rest = (request.params as { "*": string })["*"];
    if (/^assets\/[\w.-]+$/.test(rest)) {
      return reply.sendFile(rest, { immutable: true, maxAge: "365d" });
    }
    return sendPage(request, reply);
  });

  // The built page, read once and cut where the menu goes in; read again only when rebuilt.
  const pageFile = join(config.ADMIN_EDITOR_DIR, editorPageFile);
  let built: { modified: number; parts: EditorPageParts } | undefined;
  async function pageParts() {
    const modified = (await stat(pageFile)).mtimeMs;
    if (built?.modified !== modified) {
      built = { modified, parts: editorPageParts(await readFile(pageFile, "utf8")) };
    }
    return built.parts;
  }

  /** The editor's page with the back office's menu for this person (pages/editor-page.ts). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const person = request.person!;
    const newEnquiries = can(person.role, "workEnquiries")
      ? await app.backOffice.enquiries.countWithStatus("new")
      : undefined;
    const page = editorPageHtml(await pageParts(), {
      person,
      csrfToken: request.csrfToken,
      newEnquiries,
    });
    // The menu holds this person's form token: never kept by a browser or a proxy.
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(page);
  }

  const api = async (request: FastifyRequest, reply: FastifyReply) => {
    const person = request.person!;
    const action = editorAction(request.method, request.url);
    if (!action) {
      return reply
        .code(404)
        .header("cache-control", "no-store")
        .send({ message: "The editor has no such action." });
    }
    const isUpdateRequest = action.name === "update";
    let paths: string[] = [];
    let body: string | undefined;
    let base = new Map<string, string>();
    if (isUpdateRequest) {
      const save = parseSave(request.body);
      if (!save) return reply.code(400).send({ message: "Not a save the editor sends." });
      paths = [...save.additions, ...save.deletions].map((item) => item.path);
      const outside = [];
      for (const path of paths) {
        if (!(await workspace.staysInContent(path))) outside.push(path);
      }
      if (outside.length > 0) {
        request.log.warn({ paths: outside, who: person.email }, "refused a save outside content/");
        return reply.code(400).send({
          message: `Only files under content/ can be saved (refused: ${outside.join(", ")})`,
        });
      }
      const prepared = await prepareSave(save, {
        root: workspace.dir,
        maxUploadBytes: maxBytes,
        maxDocumentBytes,
      });
      if (prepared.problems.length > 0) {
        return reply.code(400).header("cache-control", "no-store").send(refusal(prepared.problems));
      }
      paths = [...prepared.save.additions, ...prepared.save.deletions].map((item) => item.path);
      body = serializeSave(prepared.save);
      base = saveBase(request.headers[saveBaseHeader], paths);
    } else if (action.name === "blob" && !(await readsInsideContent(workspace.dir, action.path))) {
      return reply.code(400).header("cache-control", "no-store").send({ message: "Bad path" });
    }

    const fetchRequest = new Request(canonicalUrl(action, config.ADMIN_URL), {
      method: isUpdateRequest ? "POST" : "GET",
      // What Keystatic reads: its own header (a cross-site page cannot send it without CORS,
      // which this server never grants) and the body's type.
      headers: {
        "no-cors": String(request.headers["no-cors"] ?? ""),
        "content-type": String(request.headers["content-type"] ?? ""),
      },
      body,
    });

    const run = async () => {
      const answer = await handler(fetchRequest);
      const response = new Response(answer.body as BodyInit | null, {
        status: answer.status,
        headers: answer.headers,
      });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        body: Buffer.from(await response.arrayBuffer()),
      };
    };

    const answer = isUpdateRequest
      ? await workspace
          .save(paths, person, `Content: ${summarise(paths)}`, async () => {
            // Checked in the save's own turn: no other save can come between the check and it.
            const overtaken = await workspace.overtaken(base);
            if (overtaken.length > 0) {
              const result = await overtakenAnswer(workspace, overtaken);
              await request.audit("save refused (saved by another since)", summarise(paths));
              throw Object.assign(new Error("overtaken"), { result });
            }
            const result = await run();
            if (result.status !== 200) throw Object.assign(new Error("refused"), { result });
            return result;
          })
          .then(
            async ({ result, commit }) => {
              if (commit) onSave?.();
              await request.audit(
                "save",
                `${summarise(paths)}${commit ? ` (commit ${commit.slice(0, 10)})` : " (no change)"}`,
              );
              return result;
            },
            async (error: { result?: Awaited<ReturnType<typeof run>> }) => {
              if (error.result) return error.result;
              // The workspace has put the files back as the last commit holds them.
              request.log.error({ err: error, who: person.email }, "a save could not be committed");
              await request.audit("save failed (nothing changed)", summarise(paths));
              return {
                status: 500,
                type: "application/json; charset=utf-8",
                body: Buffer.from(
                  JSON.stringify({
                    message:
                      "The save could not be recorded, so nothing was changed. Try again; if it fails again, tell an administrator.",
                  }),
                ),
              };
            },
          )
      : await run();

    // A save answers with the tree too.
    const isTree = answer.status === 200 && action.name !== "blob";
    reply.code(answer.status).header("cache-control", "no-store");
    if (answer.type) reply.type(answer.type);
    return reply.send(isTree ? contentOnly(answer.body) : answer.body);
  };

  app.route({
    method: ["GET", "POST"],
    url: "/api/keystatic/*",
    config: { access: "save" },
    // Pictures arrive base64-encoded inside the JSON (a third larger): room for one at the cap
    // with its entry and a smaller second, without holding several camera photographs at once.
    // A document over its own limit must still arrive, to be refused with its size.
    bodyLimit: Math.max(maxBytes, maxDocumentBytes) * 2,
    handler: api,
  });
}

function summarise(paths: string[]) {
  const shown = paths.slice(0, 5).join(", ");
  return paths.length > 5 ? `${shown} and ${paths.length - 5} more` : shown;
}
