// Visitor text made safe for an e-mail header, judged by what a mail client will show. Clients
// decode MIME encoded words (RFC 2047: `=?UTF-8?B?…?=`, `=?…?Q?…?=`) wherever they find them, so a
// name typed as an encoded word would show as whatever it encodes: a line break, an escape
// sequence, a right-to-left override. Such text is decoded first (as often as it decodes, for a
// word inside a word), then cleaned like any other.

/** Encoded words, and the space between two of them, which decoding drops. */
const encodedWord = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
const betweenWords = /(\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)/g;
const maxRounds = 8;

/** The "Q" encoding: "_" is a space, "=XX" a byte, anything else itself (as UTF-8). */
function quotedPrintableBytes(text: string): Buffer {
  const parts = text.replaceAll("_", " ").split(/(=[0-9A-Fa-f]{2})/);
  return Buffer.concat(
    parts.map((part) =>
      /^=[0-9A-Fa-f]{2}$/.test(part)
        ? Buffer.from([Number.parseInt(part.slice(1), 16)])
        : Buffer.from(part, "utf8"),
    ),
  );
}

function decodeWord(whole: string, charset: string, encoding: string, text: string): string {
  const bytes =
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64") : quotedPrintableBytes(text);
  try {
    // RFC 2231 lets a charset name a language after "*".
    return new TextDecoder(charset.split("*")[0] ?? "").decode(bytes);
  } catch {
    // A charset this runtime does not know stays encoded, and is broken up below.
    return whole;
  }
}

/** What a mail client shows for a header value, however deep the encoded words go. */
export function decodeEncodedWords(value: string): string {
  let text = value;
  for (let round = 0; round < maxRounds; round++) {
    const decoded = text.replace(betweenWords, "$1").replace(encodedWord, decodeWord);
    if (decoded === text) break;
    text = decoded;
  }
  return text;
}

/**
 * Line breaks, C0 and C1 controls, and the bidirectional embeddings, overrides and isolates that
 * reorder what is shown (U+202E turns "eriw" into "wire").
 */
const isHidden = (char: string) => {
  const code = char.charCodeAt(0);
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
};

/** A header-safe single line: every line-breaking, control or reordering character becomes a space. */
export function oneLine(value: string): string {
  return Array.from(value, (char) => (isHidden(char) ? " " : char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** Visitor text for a header: decoded as a client would, then one clean line with no encoded word left. */
export function headerText(value: string): string {
  // An encoded word that would not decode here (unknown charset) must not decode elsewhere.
  return oneLine(decodeEncodedWords(value)).replace(encodedWord, (word) =>
    word.replace("=?", "= ?"),
  );
}

/**
 * The visitor's name as the display name of Reply-To: without "<", ">" or "@" (nor their
 * full-width forms), so that it never reads as an address ("CEO <ceo@company.example>").
 */
export function displayName(value: string): string {
  return oneLine(
    Array.from(headerText(value), (char) =>
      /[<>@]/.test(char.normalize("NFKC")) ? " " : char,
    ).join(""),
  );
}
