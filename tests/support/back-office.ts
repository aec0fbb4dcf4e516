import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { InjectOptions } from "fastify";
import { type AdminBuildOptions, buildAdminApp } from "../../server/admin/app.ts";
import { loadAdminConfig } from "../../server/admin/config.ts";
import type { Role } from "../../server/admin/permissions.ts";
import { editorPageFile } from "../../server/admin/routes/editor.ts";
import { cookieHeader, formToken } from "./form-post.ts";

export const testOrigin = "http://127.0.0.1:3001";
export const testPassword = "a long enough password";

export async function makeWorkspace(dir: string) {
  const workspace = join(dir, "workspace");
  await mkdir(join(workspace, "content/banner-slides"), { recursive: true });
  await writeFile(join(workspace, "content/banner-slides/first.yaml"), "order: 10\n");
  await writeFile(join(workspace, "README.md"), "The site\n");
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git(
    "-c",
    "user.name=Engineer",
    "-c",
    "user.email=engineer@example.test",
    "commit",
    "-qm",
    "Start",
  );
  return workspace;
}

/** Silent unless a test passes its own logger (to read what the back office logs). */
export async function startBackOffice(
  env: Record<string, string> = {},
  options: AdminBuildOptions = {},
) {
  const dir = await mkdtemp(join(tmpdir(), "back-office-"));
  const editorDir = join(dir, "editor");
  await mkdir(join(editorDir, "assets"), { recursive: true });
  await writeFile(join(editorDir, editorPageFile), "<!doctype html><title>Editor</title>");
  await writeFile(join(editorDir, "assets/editor-abc.js"), "console.log(1)");
  const config = loadAdminConfig({
    DATA_DIR: join(dir, "data"),
    ADMIN_WORKSPACE: await makeWorkspace(dir),
    ADMIN_EDITOR_DIR: editorDir,
    ADMIN_URL: testOrigin,
    LOG_LEVEL: "silent",
    ...env,
  });
  const app = await buildAdminApp(config, { logger: false, ...options });
  await app.ready();
  const byTest = { actor: "test", address: "" };

  async function postForm(
    url: string,
    /** A list is sent as the browser sends ticked checkboxes: the name once per value. */
    fields: Record<string, string | string[]> = {},
    { cookie = "", page: from = "/sign-in" }: { cookie?: string; page?: string } = {},
  ) {
    const page = await app.inject({ method: "GET", url: from, headers: { cookie } });
    const jar = cookieHeader(page.headers["set-cookie"], cookie);
    const response = await app.inject({
      method: "POST",
      url,
      headers: {
        cookie: jar,
        origin: config.ADMIN_URL,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams([
        ["csrf", formToken(page.body)],
        ...Object.entries(fields).flatMap(([name, value]) =>
          [value].flat().map((item) => [name, item]),
        ),
      ]).toString(),
    });
    return { response, cookie: cookieHeader(response.headers["set-cookie"], jar) };
  }

  async function addPerson(role: Role, email = `${role}@example.test`) {
    const added = await app.backOffice.accounts.add({ email, role, name: `A ${role}` }, byTest);
    const token = new URL(added.link).searchParams.get("token")!;
    const { response } = await postForm("/set-password", {
      token,
      password: testPassword,
      repeat: testPassword,
    });
    if (response.statusCode !== 200) throw new Error(`set-password: ${response.statusCode}`);
    return added;
  }

  async function signIn(email: string, password = testPassword) {
    return postForm("/sign-in", { email, password });
  }

  let people = 0;
  async function signedIn(role: Role, email = `${role}-${++people}@example.test`) {
    await addPerson(role, email);
    const { response, cookie } = await signIn(email);
    if (response.statusCode !== 303) throw new Error(`sign-in: ${response.statusCode}`);
    return cookie;
  }

  /** `republish`: "Publish them again too" ticked, for what a rollback took off. */
  async function publish(cookie: string, { republish = false } = {}) {
    const fields: Record<string, string> = republish ? { republish: "yes" } : {};
    return (await postForm("/releases/publish", fields, { cookie, page: "/releases" })).response;
  }

  /** A rollback as its confirmation page sends it (`confirm: false`: as if that page were skipped). */
  async function rollBack(cookie: string, release: string, { confirm = true } = {}) {
    const fields: Record<string, string> = confirm ? { release, confirm: "yes" } : { release };
    return (await postForm("/releases/roll-back", fields, { cookie, page: "/releases" })).response;
  }

  /** A save as the editor's page sends it, files given as text or bytes. */
  function editorSave(
    cookie: string,
    additions: { path: string; contents: Buffer | string }[],
    deletions: string[] = [],
  ) {
    return app.inject({
      method: "POST",
      url: "/api/keystatic/update",
      headers: { cookie, origin: testOrigin, "no-cors": "1", "content-type": "application/json" },
      payload: {
        additions: additions.map(({ path, contents }) => ({
          path,
          contents: Buffer.from(contents).toString("base64url"),
        })),
        deletions: deletions.map((path) => ({ path })),
      },
    });
  }

  return {
    app,
    config,
    dir,
    postForm,
    editorSave,
    addPerson,
    signIn,
    signedIn,
    publish,
    rollBack,
    inject: (options: InjectOptions) => app.inject(options),
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type BackOffice = Awaited<ReturnType<typeof startBackOffice>>;
