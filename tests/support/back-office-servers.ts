// For the back-office e2e specs (tests/e2e/*back-office.spec.ts): each starts its own back office
// and public servers as child processes, on free ports in 3240-3259, with a fresh DATA_DIR and a
// clone of this repository as the workspace, so the checkout's own content/ is never edited.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page, test } from "@playwright/test";

export const run = promisify(execFile);
export const repository = path.resolve(import.meta.dirname, "../..");
const editorPage = path.join(
  repository,
  process.env.BUILD_DIR ?? "build",
  "admin-editor/back-office.html",
);

/**
 * A free port in 3240-3259 (the range these tests may use). Each Playwright worker starts its
 * search at its own place in the range: two spec files starting at once in two workers would
 * otherwise both find the same port free, and one would talk to the other's server.
 */
export async function freePort(): Promise<number> {
  const first = 3240;
  const size = 20;
  const start = (Number(process.env.TEST_PARALLEL_INDEX ?? 0) * 7) % size;
  for (let step = 0; step < size; step++) {
    const port = first + ((start + step) % size);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port in 3240-3259");
}

export interface Started {
  process: ChildProcess;
  log: () => string;
}

/** Starts one of the project's servers and resolves once `readyUrl` answers. */
export async function startServer(
  script: string,
  serverEnv: Record<string, string>,
  readyUrl: string,
): Promise<Started> {
  let log = "";
  const child = spawn(process.execPath, [script], { cwd: repository, env: serverEnv });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}):\n${log}`)));
    const poll = async () => {
      try {
        await fetch(readyUrl);
        resolve();
      } catch {
        setTimeout(poll, 100);
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
  /** The temporary folder holding everything below; remove it when done. */
  dir: string;
  /** The clone of this repository the back office edits, builds and publishes. */
  workspace: string;
  /** The environment both servers share (DATA_DIR, RELEASES_DIR, SITE_URL, the workspace). */
  env: Record<string, string>;
  /** The back office's origin, `http://127.0.0.1:<port>`. */
  origin: string;
}

/** A temporary folder, a clone of the repository as the workspace, and the servers' environment. */
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
  const env = {
    ...(process.env as Record<string, string>),
    DATA_DIR: path.join(dir, "data"),
    RELEASES_DIR: path.join(dir, "releases"),
    SITE_URL: "https://www.consulting.test",
    ADMIN_WORKSPACE: workspace,
    ADMIN_PORT: String(port),
    ADMIN_HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  return { dir, workspace, env, origin };
}

/** Starts the back office of a prepared set-up; resolves once its sign-in page answers. */
export function startBackOffice(setup: BackOfficeSetup): Promise<Started> {
  return startServer("server/admin/main.ts", setup.env, `${setup.origin}/sign-in`);
}

/** Starts a public server (`npm start`'s server) on the set-up's DATA_DIR; returns its origin. */
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

/**
 * Registers a spec file's servers: before its tests, a prepared set-up and its back office (and
 * the public server too with `publicServer`); after them, every server stopped and the folder
 * removed. A test may start the public server itself once a release is live.
 */
export function withBackOffice({ publicServer = false }: { publicServer?: boolean } = {}) {
  let setup: BackOfficeSetup | undefined;
  let backOffice: Started | undefined;
  let publicSite: (Started & { origin: string }) | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    setup = await prepareBackOffice();
    backOffice = await startBackOffice(setup);
    if (publicServer) publicSite = await startPublicServer(setup);
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
    /** The back office's origin. */
    get origin() {
      return ready().origin;
    },
    /** The public server, once started. */
    get publicSite() {
      return publicSite;
    },
    async startPublicServer() {
      publicSite = await startPublicServer(ready());
      return publicSite;
    },
  };
}

/** Publish on the Releases page, in the browser of a signed-in publisher; waits until it is done. */
export async function publishInBrowser(page: Page, origin: string) {
  await page.goto(`${origin}/releases`);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published", { timeout: 240_000 });
}

/** Adds a person with `npm run admin -- add-user` and returns their one-time set-password link. */
export async function addUser(
  setup: BackOfficeSetup,
  person: { email: string; name: string },
  role: "editor" | "publisher" | "admin",
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

/**
 * A person added by command who opens their link and sets `password` (the one-time link's page,
 * in the browser). Setting a password hashes it (scrypt): slow on a busy machine.
 */
export async function enrol(
  page: Page,
  setup: BackOfficeSetup,
  person: { email: string; name: string },
  role: "editor" | "publisher" | "admin",
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

/** Fills in and sends the sign-in form; the caller checks what it answered. */
export async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}
