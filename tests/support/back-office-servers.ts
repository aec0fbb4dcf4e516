// A clone of this repository as the workspace, so the checkout's own content/ is never edited.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";
import { freePort } from "./free-port.ts";

export const run = promisify(execFile);
export const repository = path.resolve(import.meta.dirname, "../..");
const editorPage = path.join(
  repository,
  process.env.BUILD_DIR ?? "build",
  "admin-editor/back-office.html",
);

export { freePort };

/** A server that has not answered after this long on a loaded 2-core machine is not starting. */
const startLimitMs = 90_000;

export interface Started {
  process: ChildProcess;
  log: () => string;
}

export async function startServer(
  script: string,
  serverEnv: Record<string, string>,
  readyUrl: string,
  nodeOptions: string[] = [],
): Promise<Started> {
  let log = "";
  const child = spawn(process.execPath, [...nodeOptions, script], {
    cwd: repository,
    env: serverEnv,
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + startLimitMs;
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}):\n${log}`)));
    const poll = async () => {
      try {
        await fetch(readyUrl);
        resolve();
      } catch {
        if (Date.now() < deadline) setTimeout(poll, 100);
        else {
          child.kill("SIGTERM");
          reject(
            new Error(
              `${script} did not answer ${readyUrl} within ${startLimitMs / 1000} s:\n${log}`,
            ),
          );
        }
      }
    };
    void poll();
  });
  return { process: child, log: () => log };
}

export async function stop(started: Started | undefined) {
  if (!started || started.process.exitCode !== null) return;
  const exited = new Promise((resolve) => started.process.once("exit", resolve));
  started.process.kill("SIGTERM");
  await exited;
}

export interface BackOfficeSetup {
  dir: string;
  workspace: string;
  env: Record<string, string>;
  origin: string;
}

export async function prepareBackOffice(
  extraEnv: Record<string, string> = {},
): Promise<BackOfficeSetup> {
  if (!existsSync(editorPage)) {
    await run("npm", ["run", "build:admin"], { cwd: repository });
  }
  const dir = await mkdtemp(path.join(tmpdir(), "back-office-e2e-"));
  const workspace = path.join(dir, "workspace");
  await run("git", ["clone", "--quiet", repository, workspace]);
  // A publish builds the workspace with the site's own packages.
  await symlink(path.join(repository, "node_modules"), path.join(workspace, "node_modules"), "dir");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return { dir, workspace, env: { ...backOfficeEnv(dir, workspace, port), ...extraEnv }, origin };
}

/** A back office's settings for a test: its data and releases under `dir`, on loopback. */
export function backOfficeEnv(dir: string, workspace: string, port: number) {
  return {
    ...(process.env as Record<string, string>),
    DATA_DIR: path.join(dir, "data"),
    RELEASES_DIR: path.join(dir, "releases"),
    SITE_URL: "https://www.consulting.test",
    ADMIN_WORKSPACE: workspace,
    ADMIN_PORT: String(port),
    ADMIN_HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
}

export function startBackOfficeProcess(
  setup: BackOfficeSetup,
  nodeOptions: string[] = [],
): Promise<Started> {
  return startServer("server/admin/main.ts", setup.env, `${setup.origin}/sign-in`, nodeOptions);
}

export async function startPublicServer(setup: BackOfficeSetup) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = await startServer(
    "server/server.ts",
    { ...setup.env, PORT: String(port), HOST: "127.0.0.1" },
    `${origin}/api/health`,
  );
  return { ...started, origin };
}

/** A back office of its own on a clone of this repository, with the real build (back-office.spec.ts). */
export function withBackOffice() {
  let setup: BackOfficeSetup | undefined;
  let backOffice: Started | undefined;
  let publicSite: (Started & { origin: string }) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    setup = await prepareBackOffice();
    backOffice = await startBackOfficeProcess(setup);
  });
  test.afterAll(async () => {
    await stop(publicSite);
    await stop(backOffice);
    if (setup) await rm(setup.dir, { recursive: true, force: true, maxRetries: 5 });
  });
  const ready = () => {
    if (!setup) throw new Error("the back office is started in beforeAll");
    return setup;
  };
  return {
    get setup() {
      return ready();
    },
    get origin() {
      return ready().origin;
    },
    get publicSite() {
      return publicSite;
    },
    async startPublicServer() {
      publicSite = await startPublicServer(ready());
      return publicSite;
    },
  };
}

export async function publishInBrowser(page: Page, origin: string) {
  await page.goto(`${origin}/releases`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published", { timeout: 240_000 });
}

export async function addUser(
  setup: BackOfficeSetup,
  person: { email: string; name: string },
  role: "editor" | "publisher" | "sales" | "admin",
): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ["server/admin/main.ts", "add-user", person.email, "--role", role, "--name", person.name],
    { cwd: repository, env: setup.env },
  );
  const link = /(http:\/\/\S+\/set-password\?token=\S+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`add-user printed no link:\n${stdout}`);
  return link;
}

/** Setting a password hashes it (scrypt): slow on a busy machine. */
export async function enrol(
  page: Page,
  setup: BackOfficeSetup,
  person: { email: string; name: string },
  role: "editor" | "publisher" | "sales" | "admin",
  password: string,
) {
  await page.goto(await addUser(setup, person, role));
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Repeat password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "Password set" })).toBeVisible({
    timeout: 30_000,
  });
}

export async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in and waits for the back office's menu: for tests whose sign-in must succeed. */
export async function signInToBackOffice(
  page: Page,
  origin: string,
  email: string,
  password: string,
) {
  await signIn(page, origin, email, password);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible({
    timeout: 30_000,
  });
}
