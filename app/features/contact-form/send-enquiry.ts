import {
  csrfNames,
  type EnquiryBody,
  type EnquiryFormValues,
  enquiryEndpoint,
  enquiryLanguageHeader,
  pickEnquiryFields,
} from "../../../common/enquiry.ts";
import type { Language } from "../../../common/i18n.ts";
import { apiPaths } from "../../../common/paths.ts";
import { proofOfWorkHeader } from "../../../common/proof-of-work.ts";
import { backendUrl as configuredBackend } from "../../config/runtime.ts";

const timeoutMs = 20_000;

export class EnquiryNotSent extends Error {
  override name = "EnquiryNotSent";
  readonly status: number;
  readonly reloadPage: boolean;
  constructor(status: number, reloadPage = false) {
    super(`Enquiry not sent: HTTP ${status}${reloadPage ? " (the page's token has expired)" : ""}`);
    this.status = status;
    this.reloadPage = reloadPage;
  }
}

export const needsReload = (error: unknown): boolean =>
  error instanceof EnquiryNotSent && error.reloadPage;

export function readCookie(name: string, cookies: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

export function csrfToken(cookies = document.cookie): string | undefined {
  return readCookie(csrfNames.secureCookie, cookies) ?? readCookie(csrfNames.cookie, cookies);
}

export function isRelative(base: string): boolean {
  return base === "" || (base.startsWith("/") && !base.startsWith("//"));
}

/** Pages from this server carry the cookie; one from a cache may not. Ask for one then. */
export async function ensureCsrfCookie(backendUrl = configuredBackend): Promise<void> {
  if (!isRelative(backendUrl) || csrfToken()) return;
  await fetch(`${backendUrl}${apiPaths.csrf}`, { credentials: "same-origin" });
}

export async function sendEnquiry(
  values: EnquiryFormValues,
  language: Language,
  backendUrl = configuredBackend,
  /** The solved challenge (proof-of-work.ts); without it the server holds the enquiry as spam. */
  proofOfWork?: string,
): Promise<void> {
  const relative = isRelative(backendUrl);
  // Exactly the API's six keys (docs/product.md#enquiry-api), in its order: the page's language goes
  // in a header, never in the body.
  const body: EnquiryBody = { ...pickEnquiryFields(values), timestamp: new Date().toISOString() };
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json",
    [enquiryLanguageHeader]: language,
  };
  const token = relative ? csrfToken() : undefined;
  if (token) headers[csrfNames.header] = token;
  if (proofOfWork) headers[proofOfWorkHeader] = proofOfWork;

  const response = await fetch(`${backendUrl}${enquiryEndpoint}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    credentials: relative ? "same-origin" : "omit",
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new EnquiryNotSent(response.status, await isExpiredToken(response));
}

async function isExpiredToken(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body: unknown = await response.json();
    return (body as { code?: unknown } | null)?.code === csrfNames.expiredCode;
  } catch {
    return false;
  }
}
