// better-auth's HTTP endpoints are not mounted: only the app's own routes call its server API.
import { AsyncLocalStorage } from "node:async_hooks";
import { dictionary } from "@zxcvbn-ts/language-common";
import { betterAuth } from "better-auth";
import type { AdminConfig } from "./config.ts";
import type { Role } from "./permissions.ts";
import type { AdminStore } from "./store.ts";

export const sessionIdleSeconds = 12 * 60 * 60;
export const setPasswordLinkSeconds = 24 * 60 * 60;
export const minPasswordLength = 12;
export const minDistinctCharacters = 5;
const clientAddressHeader = "x-back-office-client";

/** Someone who signs in to the back office (not a team member of the site's content). */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export const requestAddress = new AsyncLocalStorage<string>();

// The most used passwords, as leaked lists show them (zxcvbn-ts keeps the list).
const commonPasswords = new Set(dictionary["passwords-common"]);

/** Why a new password is refused, or undefined if it is not. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < minPasswordLength) {
    return `The password must have at least ${minPasswordLength} characters.`;
  }
  if (password.trim() === "") return "The password must not be only spaces.";
  if (new Set(password).size < minDistinctCharacters) {
    return `The password must have at least ${minDistinctCharacters} different characters.`;
  }
  const plain = password.trim().toLowerCase();
  if (commonPasswords.has(plain) || commonPasswords.has(plain.replace(/\s+/g, ""))) {
    return "This password is on a list of common passwords that are tried first: choose another.";
  }
  return undefined;
}

/** A session this old is refused however often it is used; the idle limit alone never ends it. */
export function sessionTooOld(createdAt: Date | string, maxDays: number, now = Date.now()) {
  return now - new Date(createdAt).getTime() > maxDays * 24 * 60 * 60 * 1000;
}

export function createAuth(
  store: AdminStore,
  config: Pick<AdminConfig, "ADMIN_URL" | "LOG_LEVEL">,
  secret: string,
) {
  const secure = config.ADMIN_URL.startsWith("https:");
  // The library's password-reset flow hands each new token here instead of e-mailing it.
  const issuedLinks = new Map<string, string>();
  const auth = betterAuth({
    database: store.database,
    secret,
    baseURL: config.ADMIN_URL,
    telemetry: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === "silent", level: "error" },
    // Counted in the shared store by the app instead (throttle.ts): the library's limiter guards
    // its HTTP endpoints, which are not mounted.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength,
      resetPasswordTokenExpiresIn: setPasswordLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        issuedLinks.set(user.email, token);
      },
      onPasswordReset: async ({ user }) => {
        const address = requestAddress.getStore() ?? "";
        await store.audit.record({
          actor: user.email,
          address,
          action: "password set",
          detail: "",
        });
      },
    },
    user: {
      modelName: "admin_users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: { role: { type: "string", required: true, input: false } },
    },
    session: {
      modelName: "admin_sessions",
      expiresIn: sessionIdleSeconds,
      // Each request at least a minute after the last refresh moves the end 12 h ahead again.
      updateAge: 60,
      fields: {
        userId: "user_id",
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    account: {
      modelName: "admin_accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "admin_verifications",
      // A set-password link's token is kept as its SHA-256: one read from the store sets no password.
      storeIdentifier: "hashed",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    advanced: {
      // The tables are this store's own migrations' (004-back-office), checked by its tests. The
      // library's own check ran after start-up, on its own: a command that was done and closed the
      // store first printed "ERROR [Better Auth]: Could not validate the database schema".
      database: { validateSchema: false },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      // The library would prefix `__Secure-`; `__Host-` also pins the cookie to this host and path.
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: secure ? "__Host-back-office-session" : "back-office-session",
          attributes: { secure, sameSite: "strict", path: "/", httpOnly: true },
        },
      },
      defaultCookieAttributes: { secure, sameSite: "strict", path: "/", httpOnly: true },
    },
  });
  return { auth, issuedLinks };
}

export type Auth = ReturnType<typeof createAuth>;

export function authHeaders(cookie: string | undefined, address: string): Headers {
  const headers = new Headers({ [clientAddressHeader]: address });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}
