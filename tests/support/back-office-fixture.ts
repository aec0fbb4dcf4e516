// One back office per Playwright worker, shared by the tests that worker runs: a workspace holding
// a copy of this repository's content/ (so the editor's pickers, pictures and posts are the site's
// own) whose build and content check are the fake build (fake-build.ts), a public server on the
// same releases, and a clock the tests can move ahead (test-clock.ts). Copying content/ takes a
// moment; building the real site is what would be slow, and only tests/e2e/back-office.spec.ts
// does that, on its own back office.
//
// Each test makes its own accounts (`enrolled`), with e-mails of its own, so no test depends on
// another's. Tests that change content change entries no other test reads (each spec says which),
// because the workspace is shared by every test of the worker.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, type Page } from "@playwright/test";
import {
  type BackOfficeSetup,
  backOfficeEnv,
  enrol,
  freePort,
  repository,
  run,
  type Started,
  startBackOfficeProcess,
  startPublicServer,
  stop,
} from "./back-office-servers.ts";
// Not a React hook: named "use…" after what it does to a workspace.
import { useFakeBuildScripts as fakeBuildScripts } from "./fake-build.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

export { expect } from "@playwright/test";

export interface SharedBackOffice {
  setup: BackOfficeSetup;
  origin: string;
  workspace: string;
  backOffice: Started;
  publicSite: Started & { origin: string };
  /** Where both servers send their e-mail (staff, acknowledgements, replies, set-password links). */
  smtp: SmtpSink;
  /** CONTACT_TO: where an enquiry no routing rule fits is e-mailed. */
  contactTo: string;
  /** git in the workspace, its output trimmed. */
  git(...args: string[]): Promise<string>;
  /** A save as the editor makes one: a text file under the workspace changed, then committed. */
  save(file: string, change: (text: string) => string): Promise<void>;
  /** Moves the back office's clock `aheadMs` past the machine's (never back). */
  moveClockAhead(aheadMs: number): void;
}

export type Role = "editor" | "publisher" | "sales" | "admin";

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** How often the shared back office's scheduler looks for due posts: the tests wait for it. */
export const scheduleCheckMs = 500;

async function contentWorkspace(dir: string): Promise<string> {
  const workspace = path.join(dir, "workspace");
  await mkdir(workspace, { recursive: true });
  await cp(path.join(repository, "content"), path.join(workspace, "content"), { recursive: true });
  await fakeBuildScripts(workspace);
  await writeFile(path.join(workspace, ".gitignore"), "node_modules\nbuild-*\nhold-*\n");
  // A checkout of the live commit links the workspace's node_modules (workspace.ts).
  await mkdir(path.join(workspace, "node_modules"));
  const git = (...args: string[]) => execFileSync("git", ["-C", workspace, ...args]);
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git("-c", "user.name=E", "-c", "user.email=e@example.test", "commit", "-qm", "Site content");
  return workspace;
}

const clockScript = path.join(import.meta.dirname, "test-clock.ts");

export const test = base.extend<
  { enrolled: (role: Role, page?: Page) => Promise<Person> },
  { office: SharedBackOffice }
>({
  office: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter.
    async ({}, use) => {
      const dir = await mkdtemp(path.join(tmpdir(), "back-office-shared-"));
      const workspace = await contentWorkspace(dir);
      const clockFile = path.join(dir, "clock");
      await writeFile(clockFile, "0");
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const smtp = await startSmtpSink();
      const contactTo = "enquiries@consulting.test";
      const setup: BackOfficeSetup = {
        dir,
        workspace,
        origin,
        env: {
          ...backOfficeEnv(dir, workspace, port),
          ADMIN_SCHEDULE_CHECK_MS: String(scheduleCheckMs),
          TEST_CLOCK_FILE: clockFile,
          // The public server keeps an enquiry sent as soon as its form's token was issued, as the
          // enquiry desk's tests send them; the minimum fill time has its own API tests.
          ENQUIRY_MIN_FILL_MS: "0",
          SMTP_URL: smtp.url,
          CONTACT_TO: contactTo,
          CONTACT_FROM: "website@consulting.test",
          // Likewise for a post without a solved proof of work (enquiry-proof-of-work.test.ts and
          // tests/e2e/proof-of-work.spec.ts test the rule).
          SPAM_PROOF_OF_WORK: "off",
        },
      };
      let backOffice: Started | undefined;
      let publicSite: (Started & { origin: string }) | undefined;
      try {
        backOffice = await startBackOfficeProcess(setup, ["--import", clockScript]);
        publicSite = await startPublicServer(setup);
        const started = backOffice;
        const git = async (...args: string[]) =>
          (await run("git", ["-C", workspace, ...args], { encoding: "utf8" })).stdout.trim();
        await use({
          setup,
          origin,
          workspace,
          backOffice: started,
          publicSite,
          smtp,
          contactTo,
          git,
          async save(file, change) {
            const at = path.join(workspace, file);
            await writeFile(at, change(await readFile(at, "utf8")));
            const author = ["-c", "user.name=E", "-c", "user.email=e@example.test"];
            await git(...author, "commit", "-qm", `Content: ${file}`, "--", file);
          },
          moveClockAhead(aheadMs) {
            writeFileSync(clockFile, String(aheadMs));
            if (started.process.pid === undefined) throw new Error("the back office has no pid");
            process.kill(started.process.pid, "SIGUSR2");
          },
        });
      } finally {
        await stop(publicSite);
        await stop(backOffice);
        await smtp.stop();
        await rm(dir, { recursive: true, force: true, maxRetries: 5 });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],

  enrolled: async ({ office, page }, use, testInfo) => {
    let count = 0;
    await use(async (role, onPage = page) => {
      count += 1;
      // The test's own id: unique in the run, so every test has accounts of its own.
      const person = {
        name: `${role[0]?.toUpperCase()}${role.slice(1)} ${count}`,
        email: `${role}-${count}-${testInfo.testId}@example.test`,
        password: "seven quiet owls by the river",
      };
      await enrol(onPage, office.setup, person, role, person.password);
      return person;
    });
  },
});
