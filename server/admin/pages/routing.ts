// The Routing page: the ordered rules that decide where each enquiry's staff e-mail goes
// (server/routing/rules.ts). Rule names and addresses are an admin's words: escaped like the rest.
import type { Language } from "../../../common/i18n.ts";
import type { RoutingRule } from "../../routing/rules.ts";
import type { Assignable } from "./enquiries.ts";
import { csrfField, html, type Markup, paths } from "./html.ts";

export const rulePath = (position: number) => `${paths.routing}/${position}`;
export const newRulePath = `${paths.routing}/new`;
export const moveRulePath = (position: number) => `${rulePath(position)}/move`;
export const deleteRulePath = (position: number) => `${rulePath(position)}/delete`;

export const routingConflictMessage =
  "Someone else changed the rules meanwhile: your change was not saved. Here they are as they are now.";

/** An office or a service a rule can name, by its file name. */
export interface Choice {
  slug: string;
  name: string;
}

export interface RuleChoices {
  offices: Choice[];
  services: Choice[];
  assignable: Assignable[];
}

const languageNames: Record<Language, string> = { en: "English", ar: "Arabic" };

const named = (choices: Choice[], slugs: string[]) =>
  slugs.map((slug) => choices.find((choice) => choice.slug === slug)?.name ?? slug);

/** What a rule asks for, in words. */
export function ruleConditions(rule: RoutingRule, choices: RuleChoices): string {
  const parts = [
    rule.languages.length ? `in ${rule.languages.map((l) => languageNames[l]).join(" or ")}` : "",
    rule.offices.length ? `about ${named(choices.offices, rule.offices).join(" or ")}` : "",
    rule.services.length ? `about ${named(choices.services, rule.services).join(" or ")}` : "",
    rule.pages.length ? `sent from a page starting ${rule.pages.join(" or ")}` : "",
    rule.words.length
      ? `with ${rule.words.map((word) => `"${word}"`).join(" or ")} in the subject or message`
      : "",
  ].filter(Boolean);
  return parts.length ? `Enquiries ${parts.join(", ")}` : "Every enquiry";
}

export interface RoutingListView {
  rules: RoutingRule[];
  version: number;
  choices: RuleChoices;
  message?: string;
  problem?: string;
}

export function routingBody(csrfToken: string, view: RoutingListView) {
  const { rules, version, choices } = view;
  const last = rules.length;
  const move = (position: number, direction: "up" | "down", label: string, name: string) =>
    html`<form method="post" action="${moveRulePath(position)}" class="inline">
      ${csrfField(csrfToken)}
      <input type="hidden" name="version" value="${version}" />
      <input type="hidden" name="direction" value="${direction}" />
      <button type="submit" aria-label="${label}: ${name}">${label}</button>
    </form>`;
  return html`<h1>Routing</h1>
    <p role="status" class="note">${view.message ?? ""}</p>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    <p>Each enquiry's e-mail goes to the addresses of the <strong>first</strong> rule below whose
      conditions all hold; the rule can also assign it to a colleague. When no rule fits, it goes to
      the public server's <code>CONTACT_TO</code> address. A rule that names an office catches the
      enquiries sent from that office's "Contact this office" link.</p>
    <table>
      <caption class="note">Tried in this order.</caption>
      <thead><tr><th scope="col">Order</th><th scope="col">Rule</th><th scope="col">When</th><th scope="col">Send to</th><th scope="col">Assign to</th><th scope="col">Change</th></tr></thead>
      <tbody>
        ${rules.map(
          (rule, index) => html`<tr>
            <td>${index + 1}</td>
            <td><a href="${rulePath(index + 1)}">${rule.name}</a></td>
            <td>${ruleConditions(rule, choices)}</td>
            <td>${rule.recipients.join(", ")}</td>
            <td>${rule.assignee ?? "Nobody"}</td>
            <td>
              ${index > 0 ? move(index + 1, "up", "Move up", rule.name) : ""}
              ${index + 1 < last ? move(index + 1, "down", "Move down", rule.name) : ""}
            </td>
          </tr>`,
        )}
      </tbody>
    </table>
    ${rules.length === 0 ? html`<p>No rules yet: every enquiry goes to <code>CONTACT_TO</code>.</p>` : ""}
    <p><a href="${newRulePath}">Add a rule</a></p>`;
}

export interface RuleFormView {
  /** 1-based; undefined for a new rule. */
  position?: number;
  /** The rule as stored, or as just sent when it was refused. */
  rule: RoutingRule;
  version: number;
  choices: RuleChoices;
  /** Each refused field's reason, by field name. */
  problems?: Record<string, string>;
  problem?: string;
}

export const emptyRule: RoutingRule = {
  name: "",
  languages: [],
  pages: [],
  offices: [],
  services: [],
  words: [],
  recipients: [],
  assignee: null,
};

/** A group of boxes, its reason under the legend when refused. */
function checkboxes(
  name: string,
  legend: string,
  choices: Choice[],
  ticked: string[],
  problems?: Record<string, string>,
) {
  const problem = problems?.[name];
  return html`<fieldset${problem ? html` aria-describedby="${name}-problem"` : ""}>
    <legend>${legend}</legend>
    ${problem ? html`<span id="${name}-problem" class="problem">${problem}</span>` : ""}
    ${choices.map(
      (choice) =>
        html`<label class="check"><input type="checkbox" name="${name}" value="${choice.slug}"${
          ticked.includes(choice.slug) ? html` checked` : ""
        } /> ${choice.name}</label>`,
    )}
  </fieldset>`;
}

/** A labelled field, its reason beside it when refused (aria-describedby points at it). */
function field(
  name: string,
  label: string,
  control: (describedBy: Markup | "") => Markup,
  problems?: Record<string, string>,
  hint?: string,
) {
  const problem = problems?.[name];
  const ids = [hint ? `${name}-hint` : "", problem ? `${name}-problem` : ""].filter(Boolean);
  const describedBy = ids.length ? html` aria-describedby="${ids.join(" ")}"` : "";
  return html`<p><label for="rule-${name}">${label}</label>
    ${hint ? html`<span id="${name}-hint" class="note">${hint}</span>` : ""}
    ${control(describedBy)}
    ${problem ? html`<span id="${name}-problem" class="problem">${problem}</span>` : ""}</p>`;
}

export function ruleFormBody(csrfToken: string, view: RuleFormView) {
  const { rule, choices, problems, position } = view;
  const action = position === undefined ? newRulePath : rulePath(position);
  const lines = (values: string[]) => values.join("\n");
  const count = problems ? Object.keys(problems).length : 0;
  const assignees = [...choices.assignable];
  if (rule.assignee && !assignees.some((person) => person.email === rule.assignee)) {
    assignees.push({ email: rule.assignee, name: "no account now" });
  }
  return html`<h1>${position === undefined ? "Add a rule" : html`Rule ${position}: ${rule.name}`}</h1>
    ${view.problem ? html`<p role="alert">${view.problem}</p>` : ""}
    ${count ? html`<p role="alert">${count === 1 ? "One thing" : `${count} things`} to put right: nothing was saved.</p>` : ""}
    <p><a href="${paths.routing}">Back to Routing</a></p>
    <form class="panel" method="post" action="${action}">
      ${csrfField(csrfToken)}
      <input type="hidden" name="version" value="${view.version}" />
      ${field(
        "name",
        "Name",
        (describedBy) =>
          html`<input id="rule-name" name="name" type="text" maxlength="80" required value="${rule.name}"${describedBy} />`,
        problems,
      )}
      <p class="note">Leave a condition empty to let it match anything. Every condition that is
        filled in must hold.</p>
      ${checkboxes(
        "languages",
        "Languages",
        (["en", "ar"] as const).map((slug) => ({ slug, name: languageNames[slug] })),
        rule.languages,
        problems,
      )}
      ${checkboxes("offices", "Offices", choices.offices, rule.offices, problems)}
      ${checkboxes("services", "Services", choices.services, rule.services, problems)}
      ${field(
        "pages",
        "Pages starting with",
        (describedBy) =>
          html`<textarea id="rule-pages" name="pages" rows="3"${describedBy}>${lines(rule.pages)}</textarea>`,
        problems,
        "One path a line, such as /offices/dubai or /ar/ for the whole Arabic site.",
      )}
      ${field(
        "words",
        "Words in the subject or message",
        (describedBy) =>
          html`<textarea id="rule-words" name="words" rows="3"${describedBy}>${lines(rule.words)}</textarea>`,
        problems,
        "One word or phrase a line; capitals do not matter.",
      )}
      ${field(
        "recipients",
        "Send to",
        (describedBy) =>
          html`<textarea id="rule-recipients" name="recipients" rows="3" required${describedBy}>${lines(rule.recipients)}</textarea>`,
        problems,
        "One e-mail address a line.",
      )}
      ${field(
        "assignee",
        "Assign to",
        (describedBy) => html`<select id="rule-assignee" name="assignee"${describedBy}>
          <option value=""${rule.assignee ? "" : html` selected`}>Nobody</option>
          ${assignees.map(
            (person) =>
              html`<option value="${person.email}"${person.email === rule.assignee ? html` selected` : ""}>${person.name} (${person.email})</option>`,
          )}
        </select>`,
        problems,
      )}
      <button type="submit">Save rule</button>
    </form>
    ${
      position === undefined
        ? ""
        : html`<form method="post" action="${deleteRulePath(position)}">
      ${csrfField(csrfToken)}
      <input type="hidden" name="version" value="${view.version}" />
      <button type="submit" class="danger">Delete rule</button>
    </form>`
    }`;
}
