// The weekly audience report's choice, for the Audience page: each person ticks it for their own
// e-mail address (routes/audience-report.ts); the public server sends the report on Mondays
// (server/audience/weekly-report.ts).
import { csrfField, html, type Markup, paths } from "./html.ts";

export const weeklyReportPath = `${paths.audience}/weekly-report`;

export function weeklyReportForm(csrfToken: string, subscribed: boolean): Markup {
  const checked = subscribed ? html`checked` : "";
  return html`<form method="post" action="${weeklyReportPath}" class="weekly-report">
    ${csrfField(csrfToken)}
    <p>
      <input type="checkbox" id="weekly-report" name="subscribed" ${checked} />
      <label for="weekly-report">E-mail me the weekly audience report</label>
    </p>
    <button type="submit">Save</button>
  </form>`;
}
