// Only while Vite serves (`apply: "serve"`): the production build and server never contain the editor.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { loadEnv, type Plugin, type ViteDevServer } from "vite";
import { parseSave, prepareSave, refusal, serializeSave } from "../save/save.ts";
import { defaultUploadMaxMb } from "../save/uploads.ts";

export const editorPagePattern = /^\/keystatic(?:\/|\?|$)/;
export const editorApiPattern = /^\/api\/keystatic(?:\/|\?|$)/;

const settingNames = [
  "KEYSTATIC_GITHUB_REPO",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "KEYSTATIC_GITHUB_APP_SLUG",
] as const;
type Settings = Partial<Record<(typeof settingNames)[number], string>>;

const editorModule = "/app/cms/editor/editor.client.tsx";
const configModule = "/app/cms/keystatic.config.ts";

// React Router's plugin adds React Fast Refresh to every module under app/; those modules expect
// its preamble to have run first, as it does on the site's own pages.
const refreshPreamble = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

const builtPage = readFileSync(path.join(import.meta.dirname, "back-office.html"), "utf8");
const builtModule = '<script type="module" src="./editor.client.tsx"></script>';
if (!builtPage.includes(builtModule)) throw new Error(`back-office.html lost ${builtModule}`);
const pageHtml = builtPage.replace(
  builtModule,
  `<script type="module" src="${refreshPreamble}"></script>
    <script type="module" src="${editorModule}"></script>`,
);

export function contentEditor(): Plugin {
  let settings: Settings = {};
  let root = process.cwd();
  return {
    name: "content-editor",
    apply: "serve",
    config(config, { mode }) {
      root = path.resolve(config.root ?? process.cwd());
      const fromFiles = loadEnv(mode, config.envDir === false ? root : (config.envDir ?? root), [
        "KEYSTATIC_",
      ]);
      settings = {};
      for (const name of settingNames) {
        const value = process.env[name] ?? fromFiles[name];
        if (value) settings[name] = value;
      }
      return {
        // The browser's editor and the API handler (both load app/cms/keystatic.config.ts through
        // Vite) must agree on the storage: app/cms/storage.ts reads these.
        define: {
          __KEYSTATIC_GITHUB_REPO__: JSON.stringify(settings.KEYSTATIC_GITHUB_REPO ?? ""),
          __KEYSTATIC_GITHUB_APP_SLUG__: JSON.stringify(settings.KEYSTATIC_GITHUB_APP_SLUG ?? ""),
        },
        // Bundled ahead, so the first visit to /keystatic does not stop to optimise and reload.
        optimizeDeps: { include: ["@keystatic/core", "@keystatic/core/ui", "react-dom/client"] },
      };
    },
    configureServer(server) {
      // Added before Vite's and React Router's own middleware, so the site never sees these paths.
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? "/";
        if (editorApiPattern.test(url)) {
          handleApi(server, settings, root, req, res).catch(next);
        } else if (editorPagePattern.test(url) && (req.method === "GET" || req.method === "HEAD")) {
          server
            .transformIndexHtml(url, pageHtml, req.originalUrl)
            .then((html) => {
              res.statusCode = 200;
              res.setHeader("Content-Type", "text/html; charset=utf-8");
              res.setHeader("Cache-Control", "no-store");
              res.end(html);
            })
            .catch(next);
        } else {
          next();
        }
      });
    },
  };
}

async function handleApi(
  server: ViteDevServer,
  settings: Settings,
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  // Loaded through Vite on each request, so a change to the content model applies without a restart.
  const { contentConfig } = await server.ssrLoadModule(configModule);
  const handler = makeGenericAPIRouteHandler(
    {
      config: contentConfig,
      localBaseDirectory: root,
      clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
      clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
      secret: settings.KEYSTATIC_SECRET,
    },
    { slugEnvName: "KEYSTATIC_GITHUB_APP_SLUG" },
  );
  let request = await toFetchRequest(req);
  if (request.method === "POST" && new URL(request.url).pathname === "/api/keystatic/update") {
    // The same steps as the back office's saves: checks, and pictures brought down to size.
    const save = parseSave(
      await request
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (!save) return sendJson(res, 400, { message: "Not a save the editor sends." });
    const prepared = await prepareSave(save, {
      root,
      maxUploadBytes: defaultUploadMaxMb * 1024 * 1024,
    });
    if (prepared.problems.length > 0) return sendJson(res, 400, refusal(prepared.problems));
    request = new Request(request, { body: serializeSave(prepared.save) });
  }
  const answer = await handler(request);
  const response = new Response(answer.body as BodyInit | null, {
    status: answer.status,
    headers: answer.headers,
  });
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? "localhost";
  const url = new URL(req.url ?? "/", `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}
