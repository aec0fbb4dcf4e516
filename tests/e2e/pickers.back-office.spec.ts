// Choosing another entry offers the entries by name (docs/editing.md, "Choosing another entry"):
// an editor opens a team member, finds the Office picker by its label, sees the offices by the
// names their list shows (read here from content/), picks another by its name with the keyboard
// and saves; the file then holds that office's file name. A name changed in the editor shows in
// the picker on the next visit. Runs on the worker's shared back office
// (tests/support/back-office-fixture.ts): it changes Leila Haddad's office and renames another
// office, never Bangalore, whose name and member the pictures spec's delete test reads.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { expect, test } from "../support/back-office-fixture.ts";
import { signInToBackOffice } from "../support/back-office-servers.ts";

const member = "leila-haddad";
/** Another spec's entry (see the top of this file). */
const notThisOffice = "bangalore";
const memberFile = `content/team/${member}.yaml`;
const officeField = contentConfig.collections.team.schema.office;
// The field keeps its description in its editor input's props, as Keystatic's relationship does.
const officeInput = officeField.Input({
  value: null,
  onChange() {},
  autoFocus: false,
  forceValidation: false,
});
const officeDescription = String((officeInput?.props as { description?: string })?.description);

/**
 * The offices as the picker should offer them: each by its name, the one name two offices share
 * followed by the file name that tells them apart.
 */
async function offeredOffices(workspace: string): Promise<{ slug: string; label: string }[]> {
  const folder = path.join(workspace, "content/offices");
  const offices = await Promise.all(
    (await readdir(folder)).map(async (file) => ({
      slug: file.replace(/\.yaml$/, ""),
      name: (parse(await readFile(path.join(folder, file), "utf8")) as { name: string }).name,
    })),
  );
  const shared = (name: string) => offices.filter((office) => office.name === name).length > 1;
  return offices.map(({ slug, name }) => ({
    slug,
    label: shared(name) ? `${name} (${slug})` : name,
  }));
}

test("the Office picker offers the offices by name, and a choice made with the keyboard stores the office's file name", async ({
  office,
  enrolled,
  page,
}) => {
  test.setTimeout(300_000);
  const workspaceFile = (file: string) => readFile(path.join(office.workspace, file), "utf8");
  const offices = await offeredOffices(office.workspace);
  expect(offices.length).toBeGreaterThan(2);
  const current = (parse(await workspaceFile(memberFile)) as { office: string }).office;
  const currentOffice = offices.find((candidate) => candidate.slug === current);
  if (!currentOffice) throw new Error(`${memberFile} names no office of content/offices`);
  // Another office, whose name is its own and not a file name, to type and choose.
  const other = offices.find(
    (candidate) =>
      candidate.slug !== current &&
      candidate.slug !== notThisOffice &&
      !candidate.label.includes("(") &&
      candidate.label !== candidate.slug,
  );
  if (!other) throw new Error("content/offices has no second office with a name of its own");

  const person = await enrolled("editor");
  await signInToBackOffice(page, office.origin, person.email, person.password);

  const picker = page.getByRole("combobox", { name: officeField.label });
  const listbox = page.getByRole("listbox");

  await test.step("the picker shows the member's office by name, labelled and described by the field", async () => {
    await page.goto(`${office.origin}/keystatic/collection/team/item/${member}`);
    await expect(picker).toHaveValue(currentOffice.label, { timeout: 60_000 });
    await expect(picker).toHaveAccessibleName(new RegExp(`^${officeField.label}\\b`));
    await expect(picker).toHaveAccessibleDescription(officeDescription);
  });

  // The list's popover closes when the page moves under it (the editor still laying itself out,
  // slow on a busy machine): each try below opens it again from the keyboard and starts over.
  const retried = { timeout: 60_000, intervals: [500] };

  await test.step("opened from the keyboard, it lists every office by name, none by file name", async () => {
    const options = listbox.getByRole("option");
    await expect(async () => {
      await picker.focus();
      if (!(await listbox.isVisible())) await page.keyboard.press("Alt+ArrowDown");
      await expect(options).toHaveCount(offices.length, { timeout: 2_000 });
      expect((await options.allTextContents()).toSorted()).toEqual(
        offices.map((candidate) => candidate.label).toSorted(),
      );
      await expect(listbox.getByRole("option", { name: current, exact: true })).toHaveCount(0);
    }).toPass(retried);
    await page.keyboard.press("Escape");
  });

  await test.step("typing part of another office's name filters the list; arrow keys and Enter choose it", async () => {
    const option = listbox.getByRole("option", { name: other.label, exact: true });
    const typed = other.label.slice(0, 4).toLowerCase();
    await expect(async () => {
      await picker.fill("");
      await picker.pressSequentially(other.label.slice(0, 4));
      await expect(option).toBeVisible({ timeout: 2_000 });
      const shown = await listbox.getByRole("option").allTextContents();
      expect(shown.filter((label) => !label.toLowerCase().includes(typed))).toEqual([]);
      for (let step = 0; step <= shown.indexOf(other.label); step++) {
        await page.keyboard.press("ArrowDown");
      }
      // The option the arrow keys reached, as a screen reader is told.
      await expect(picker).toHaveAttribute(
        "aria-activedescendant",
        (await option.getAttribute("id")) ?? "",
        { timeout: 2_000 },
      );
      await page.keyboard.press("Enter");
      await expect(listbox).toBeHidden({ timeout: 2_000 });
      await expect(picker).toHaveValue(other.label, { timeout: 2_000 });
    }).toPass(retried);
  });

  await test.step("saved, the member's file holds the chosen office's file name, in one commit", async () => {
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect((parse(await workspaceFile(memberFile)) as { office: string }).office).toBe(other.slug);
    expect(await office.git("show", "--format=", "HEAD", "--", memberFile)).toContain(
      `+office: ${other.slug}`,
    );
    await page.reload();
    await expect(picker).toHaveValue(other.label, { timeout: 60_000 });
  });

  await test.step("an office renamed in the editor shows by its new name in the picker", async () => {
    const renamed = `${other.label} Centre`;
    await page.goto(`${office.origin}/keystatic/collection/offices/item/${other.slug}`);
    const name = page.getByRole("textbox", {
      name: contentConfig.collections.offices.schema.name.label,
      exact: true,
    });
    await expect(name).toHaveValue(other.label, { timeout: 60_000 });
    await name.fill(renamed);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith("/api/keystatic/update"),
    );
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.goto(`${office.origin}/keystatic/collection/team/item/${member}`);
    await expect(picker).toHaveValue(renamed, { timeout: 60_000 });
  });
});
