// `npm run admin -- <command>`: the back office's accounts from the command line.
//   add-user EMAIL --role editor|publisher|sales|admin [--name "Full Name"]
//   set-role EMAIL editor|publisher|sales|admin
//   users
//   remove-user EMAIL
// The back office's Accounts page (admins) does the same with the same functions (accounts.ts).
import { parseArgs } from "node:util";
import { AccountError, AccountExists, checkNewAccount } from "./accounts.ts";
import type { AdminConfig } from "./config.ts";
import { emailSetPasswordLink } from "./link-email.ts";
import { openBackOffice } from "./plugins/back-office-store.ts";

export const usage = `Usage: npm run admin                      serve the back office
       npm run admin -- add-user EMAIL --role editor|publisher|sales|admin [--name "Full Name"]
       npm run admin -- set-role EMAIL editor|publisher|sales|admin
       npm run admin -- users
       npm run admin -- remove-user EMAIL`;

const byCommandLine = { actor: "command line", address: "" };

export async function runCommand(
  argv: string[],
  config: AdminConfig,
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const { command, email, name } = parsed;
  // set-role takes the role after the address, as `set-role EMAIL ROLE` (or --role ROLE).
  const role = parsed.role ?? parsed.newRole;
  if (!command || !["add-user", "set-role", "users", "remove-user"].includes(command)) {
    err(usage);
    return 2;
  }
  if (parsed.newRole !== undefined && command !== "set-role") {
    err(`Unexpected: ${parsed.newRole}\n${usage}`);
    return 2;
  }
  if (command !== "users" && !email) {
    err(`${command} needs an e-mail address\n${usage}`);
    return 2;
  }
  try {
    if (command === "add-user" || command === "set-role") {
      checkNewAccount({ email: email!, role: role ?? "" });
    }
  } catch (error) {
    err((error as Error).message);
    return 1;
  }
  const backOffice = await openBackOffice(config);
  try {
    if (command === "add-user") {
      const added = await backOffice.accounts.add(
        { email: email!, role: role ?? "", name },
        byCommandLine,
      );
      out(
        `Added ${added.email} (${added.role}). Set the password within 24 hours at: ${added.link}`,
      );
      try {
        if (await emailSetPasswordLink(config, added, added.link)) {
          out(`The link was also e-mailed to ${added.email}.`);
        }
      } catch (error) {
        err(`The link could not be e-mailed (${(error as Error).message}); send it yourself.`);
      }
    } else if (command === "set-role") {
      const changed = await backOffice.accounts.setRole(email!, role ?? "", byCommandLine);
      out(
        changed.changed
          ? `${changed.email} is now ${changed.to} (was ${changed.from}), from its next request on.`
          : `${changed.email} already has the role ${changed.to}: nothing changed.`,
      );
    } else if (command === "users") {
      const list = await backOffice.accounts.list();
      if (list.length === 0) out("No accounts yet: npm run admin -- add-user EMAIL --role admin");
      for (const account of list) {
        const password = account.passwordSet ? "" : "  (password not set yet)";
        out(`${account.email}\t${account.role}\t${account.name}${password}`);
      }
    } else {
      await backOffice.accounts.remove(email!, byCommandLine);
      out(`Removed ${email!.trim().toLowerCase()} and ended its sessions.`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    err(
      error instanceof AccountExists
        ? `${error.message}. To change its role: npm run admin -- set-role ${error.email} ROLE (or the back office's Accounts page).`
        : error.message,
    );
    return 1;
  } finally {
    await backOffice.close();
  }
}

function parse(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" } },
  });
  const [command, email, newRole, ...rest] = positionals;
  if (rest.length > 0) throw new Error(`Unexpected: ${rest.join(" ")}`);
  return { command, email, newRole, role: values.role, name: values.name };
}
