import type { Auth } from "./auth.ts";
import type { AdminConfig } from "./config.ts";
import { isRole, type Role } from "./permissions.ts";
import type { AuditLog } from "./store.ts";

export interface Actor {
  actor: string;
  address: string;
}

export interface AccountSummary {
  email: string;
  name: string;
  role: Role;
  passwordSet: boolean;
  createdAt: Date;
}

export class AccountError extends Error {
  override name = "AccountError";
}

export const setPasswordPath = "/set-password";

export function checkNewAccount(input: { email: string; role: string }): {
  email: string;
  role: Role;
} {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AccountError(`"${input.email}" is not an e-mail address`);
  }
  if (!isRole(input.role)) {
    throw new AccountError(
      `--role must be editor, publisher, sales or admin (got "${input.role}")`,
    );
  }
  return { email, role: input.role };
}

export function accounts(
  { auth, issuedLinks }: Auth,
  audit: AuditLog,
  config: Pick<AdminConfig, "ADMIN_URL">,
) {
  const context = () => auth.$context;
  const normalise = (email: string) => email.trim().toLowerCase();

  /** A fresh one-time link (24 h) that sets the account's password. */
  async function setPasswordLink(email: string): Promise<string> {
    await auth.api.requestPasswordReset({ body: { email } });
    const token = issuedLinks.get(email);
    issuedLinks.delete(email);
    if (!token) throw new AccountError(`No account for ${email}`);
    const url = new URL(setPasswordPath, config.ADMIN_URL);
    url.searchParams.set("token", token);
    return url.toString();
  }

  return {
    async add(input: { email: string; role: string; name?: string }, by: Actor) {
      const { email, role } = checkNewAccount(input);
      const ctx = await context();
      if (await ctx.internalAdapter.findUserByEmail(email)) {
        throw new AccountError(`${email} already has an account`);
      }
      const name = input.name?.trim() || email.split("@")[0]!;
      await ctx.internalAdapter.createUser(
        { email, name, role, emailVerified: true },
        { method: "admin" },
      );
      const link = await setPasswordLink(email);
      await audit.record({ ...by, action: "account added", detail: `${email} (${role})` });
      return { email, name, role, link };
    },

    async list(): Promise<AccountSummary[]> {
      const ctx = await context();
      const users = await ctx.internalAdapter.listUsers(undefined, undefined, {
        field: "email",
        direction: "asc",
      });
      return Promise.all(
        users.map(async (user) => {
          const logins = await ctx.internalAdapter.findAccounts(user.id);
          const role = (user as { role?: unknown }).role;
          return {
            email: user.email,
            name: user.name,
            role: isRole(role) ? role : "editor",
            passwordSet: logins.some((login) => login.providerId === "credential"),
            createdAt: new Date(user.createdAt),
          };
        }),
      );
    },

    async remove(rawEmail: string, by: Actor) {
      const email = normalise(rawEmail);
      const ctx = await context();
      const found = await ctx.internalAdapter.findUserByEmail(email);
      if (!found) throw new AccountError(`No account for ${email}`);
      await ctx.internalAdapter.deleteUserSessions(found.user.id);
      await ctx.internalAdapter.deleteUser(found.user.id);
      await audit.record({ ...by, action: "account removed", detail: email });
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
