import { randomBytes } from "node:crypto";
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

/** `add` on an address that has an account: the caller says how to change its role instead. */
export class AccountExists extends AccountError {
  override name = "AccountExists";
  readonly email: string;
  constructor(email: string) {
    super(`${email} already has an account`);
    this.email = email;
  }
}

export const setPasswordPath = "/set-password";

/** How long a link sent after "Forgot password?" works: shorter than a new account's 24 h. */
export const forgottenPasswordLinkMinutes = 60;

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

  const linkOf = (token: string) => {
    const url = new URL(setPasswordPath, config.ADMIN_URL);
    url.searchParams.set("token", token);
    return url.toString();
  };

  /** A fresh one-time link (24 h) that sets the account's password. */
  async function setPasswordLink(email: string): Promise<string> {
    await auth.api.requestPasswordReset({ body: { email } });
    const token = issuedLinks.get(email);
    issuedLinks.delete(email);
    if (!token) throw new AccountError(`No account for ${email}`);
    return linkOf(token);
  }

  async function found(email: string) {
    const ctx = await context();
    const user = (await ctx.internalAdapter.findUserByEmail(email))?.user;
    if (!user) throw new AccountError(`No account for ${email}`);
    const role = (user as { role?: unknown }).role;
    return { ctx, user, role: isRole(role) ? role : ("editor" as Role) };
  }

  async function adminCount() {
    const ctx = await context();
    return ctx.internalAdapter.countTotalUsers([{ field: "role", value: "admin" }]);
  }

  // A role change and a removal check the count of admins, then write: one at a time in this
  // process, so two admins demoting each other at once cannot leave none.
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  }

  /** Why `by` may not take `email`'s admin role away (demotion or removal), or undefined. */
  async function keepsAnAdmin(email: string, role: Role, by: Actor, doing: string) {
    if (normalise(by.actor) === email) {
      return `You cannot ${doing} your own account: ask another administrator.`;
    }
    if (role === "admin" && (await adminCount()) <= 1) {
      return `${email} is the last administrator: make another account an admin first.`;
    }
    return undefined;
  }

  return {
    async add(input: { email: string; role: string; name?: string }, by: Actor) {
      const { email, role } = checkNewAccount(input);
      const ctx = await context();
      if (await ctx.internalAdapter.findUserByEmail(email)) throw new AccountExists(email);
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

    /**
     * The account's role from its next request on (each request reads it from the store). Nobody
     * changes their own, and the last admin stays one.
     */
    setRole(rawEmail: string, newRole: string, by: Actor) {
      const email = normalise(rawEmail);
      return oneAtATime(async () => {
        if (!isRole(newRole)) {
          throw new AccountError(
            `The role must be editor, publisher, sales or admin (got "${newRole}")`,
          );
        }
        const { ctx, user, role } = await found(email);
        if (role === newRole) return { email, from: role, to: newRole, changed: false };
        const refused = await keepsAnAdmin(email, role, by, "change the role of");
        if (refused) throw new AccountError(refused);
        await ctx.internalAdapter.updateUser(user.id, { role: newRole });
        await audit.record({
          ...by,
          action: "role changed",
          detail: `${email}: ${role} → ${newRole}`,
        });
        return { email, from: role, to: newRole, changed: true };
      });
    },

    /** A new set-password link (24 h) for an account, whether or not its password is set. */
    async resendLink(rawEmail: string, by: Actor) {
      const email = normalise(rawEmail);
      const { user, role } = await found(email);
      const link = await setPasswordLink(email);
      await audit.record({ ...by, action: "set-password link resent", detail: email });
      return { email, name: user.name, role, link };
    },

    /**
     * The link for "Forgot password?": the same one-time set-password link, kept hashed in the
     * same table and used up by the same page, but working `forgottenPasswordLinkMinutes` only.
     * Undefined when no account has the address. Recorded by the caller, who knows the request.
     */
    async forgottenPasswordLink(rawEmail: string) {
      const email = normalise(rawEmail);
      const ctx = await context();
      const user = (await ctx.internalAdapter.findUserByEmail(email))?.user;
      if (!user) return undefined;
      const token = randomBytes(24).toString("base64url");
      await ctx.internalAdapter.createVerificationValue({
        value: user.id,
        identifier: `reset-password:${token}`,
        expiresAt: new Date(Date.now() + forgottenPasswordLinkMinutes * 60_000),
      });
      return { email: user.email, name: user.name, link: linkOf(token) };
    },

    remove(rawEmail: string, by: Actor) {
      const email = normalise(rawEmail);
      return oneAtATime(async () => {
        const { ctx, user, role } = await found(email);
        const refused = await keepsAnAdmin(email, role, by, "remove");
        if (refused) throw new AccountError(refused);
        await ctx.internalAdapter.deleteUserSessions(user.id);
        await ctx.internalAdapter.deleteUser(user.id);
        await audit.record({ ...by, action: "account removed", detail: email });
      });
    },
  };
}

export type Accounts = ReturnType<typeof accounts>;
