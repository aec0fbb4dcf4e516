import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeEncodedWords, displayName, headerText, oneLine } from "./header-text.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for them.
const hidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const hiddenCharacter = fc.constantFrom(
  "\r",
  "\n",
  "\t",
  "\v",
  "\u0000",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u202e",
  "\u2067",
);
const character = fc.oneof(
  hiddenCharacter,
  fc.constantFrom("<", ">", "@", "\uff20", "\ufe64", "=?", "?=", " "),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
);
const text = fc.string({ unit: character, maxLength: 12 });

const encoded = (inner: fc.Arbitrary<string>) =>
  fc
    .tuple(inner, fc.constantFrom("UTF-8", "utf-8", "UTF-8*en", "x-unknown"), fc.boolean())
    .map(([value, charset, base64]) => {
      const bytes = Buffer.from(value, "utf8");
      const data = base64
        ? bytes.toString("base64")
        : [...bytes].map((b) => `=${b.toString(16).padStart(2, "0")}`).join("");
      return `=?${charset}?${base64 ? "B" : "Q"}?${data}?=`;
    });
const visitorText = fc
  .array(fc.oneof(text, encoded(text), encoded(encoded(text))), { maxLength: 4 })
  .map((parts) => parts.join(""));

describe("headerText", () => {
  it("is what a mail client shows: one line, no control or reordering character, nothing left to decode", () => {
    fc.assert(
      fc.property(visitorText, (value) => {
        const safe = headerText(value);
        expect(decodeEncodedWords(safe)).toBe(safe);
        expect(safe).not.toMatch(hidden);
      }),
    );
  });

  it("decodes B and Q words, as deep as they go, before cleaning", () => {
    expect(headerText("=?UTF-8?B?QW5uDQpYOiB5?=")).toBe("Ann X: y");
    expect(headerText("=?UTF-8?B?QQ0KQmNjOiBiQGMuZA==?=")).toBe("A Bcc: b@c.d");
    expect(headerText("=?utf-8?q?Eve=1B[2J=E2=80=AEyenom_eriw?=")).toBe("Eve [2J yenom eriw");
    expect(headerText("=?ISO-8859-1?Q?Caf=E9?= =?UTF-8?Q?_au_lait?=")).toBe("Café au lait");
    expect(headerText("=?UTF-8?B?PT9VVEYtOD9CP1FRMEtRbU5qT2lCaVFHTXVaQT09Pz0=?=")).toBe(
      "A Bcc: b@c.d",
    );
    expect(headerText("=?x-unknown?B?QQ0K?=")).toBe("= ?x-unknown?B?QQ0K?=");
    expect(headerText("Asha Verma — أشا")).toBe("Asha Verma — أشا");
  });
});

describe("displayName", () => {
  it("never holds what reads as an address, after a client has decoded it", () => {
    fc.assert(
      fc.property(visitorText, (value) => {
        const name = displayName(value);
        expect(decodeEncodedWords(name).normalize("NFKC")).not.toMatch(/[<>@]/);
        expect(name).not.toMatch(hidden);
      }),
    );
    expect(displayName("CEO <ceo@company.example>")).toBe("CEO ceo company.example");
    expect(displayName("=?UTF-8?Q?CEO_=3Cceo=40company.example=3E?=")).toBe(
      "CEO ceo company.example",
    );
  });
});

describe("oneLine", () => {
  it("leaves no line break, control or reordering character in a header value", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(oneLine(value)).not.toMatch(hidden);
      }),
    );
    expect(oneLine("Hello\r\nBcc: x@y.z")).toBe("Hello Bcc: x@y.z");
  });
});
