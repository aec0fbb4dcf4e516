// The real form against the real server, whose proof-of-work rule is on (playwright.config.ts): the
// browser solves the challenge and the enquiry is e-mailed, not held as spam.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { enquiryEndpoint } from "../../common/enquiry.ts";
import { paths } from "../../common/paths.ts";
import { proofOfWorkHeader } from "../../common/proof-of-work.ts";
import { siteData } from "../support/site-data.ts";
import { expect, test } from "./fixtures.ts";

const dataDir = path.join("test-results", `e2e-data-${process.env.E2E_PORT ?? 3100}`);
const { contactForm } = siteData;

function storedSpamReason(token: string) {
  const store = new DatabaseSync(path.join(dataDir, "enquiries.sqlite"), { readOnly: true });
  try {
    return store
      .prepare("SELECT spam_reason AS spamReason FROM enquiries WHERE message LIKE ?")
      .get(`%${token}`);
  } finally {
    store.close();
  }
}

async function emailWith(token: string) {
  const outbox = path.join(dataDir, "outbox");
  // Only finished messages are .eml (they are written as .eml.tmp and renamed).
  for (const file of (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith(".eml"))) {
    const text = await readFile(path.join(outbox, file), "utf8").catch(() => "");
    if (text.replace(/=\r?\n/g, "").includes(token)) return true;
  }
  return false;
}

test("the form solves the proof of work, sends it in X-Altcha, and the enquiry is e-mailed, not held", async ({
  page,
  openPage,
  consoleErrors,
}) => {
  await openPage(paths.contact);
  const form = page.getByRole("form", { name: contactForm.name });
  await form.scrollIntoViewIfNeeded();
  const token = `proof-of-work-e2e-${Date.now()}`;
  const field = (name: keyof typeof contactForm.fields) =>
    form.getByLabel(contactForm.fields[name], { exact: true });
  await field("name").fill("Asha Verma");
  await field("email").fill("asha@example.org");
  await field("phone").fill("+91 98100 00000");
  await field("subject").fill("Factory training");
  await field("message").fill(`We would like to train 200 supervisors. ${token}`);

  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith(enquiryEndpoint),
  );
  await form.getByRole("button", { name: contactForm.submit }).click();
  const request = await sent;
  const header = await request.headerValue(proofOfWorkHeader);
  expect(header, "the POST carries the solved challenge").toBeTruthy();
  const payload = JSON.parse(Buffer.from(header ?? "", "base64").toString("utf8"));
  expect(payload).toMatchObject({
    challenge: { parameters: { algorithm: "SHA-256" }, signature: expect.any(String) },
    solution: { counter: expect.any(Number), derivedKey: expect.any(String) },
  });
  // How long this browser took (the solver's own measure), for the report.
  test.info().annotations.push({
    type: "proof of work",
    description: `solved in ${Math.round(payload.solution.time ?? 0)} ms at counter ${payload.solution.counter}`,
  });
  await expect(form.getByRole("status")).toHaveText(contactForm.success);

  expect(storedSpamReason(token)).toEqual({ spamReason: null });
  await expect.poll(() => emailWith(token), { timeout: 15_000 }).toBe(true);
  expect(consoleErrors).toEqual([]);
});
