// Mail clients decode RFC 2047 encoded words wherever they find them, so a name typed as one would
// show as what it encodes (a line break, a right-to-left override): it is decoded first, then cleaned.

const encodedWord = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
const betweenWords = /(\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)/g;
const maxRounds = 8;

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

export function decodeEncodedWords(value: string): string {
  let text = value;
  for (let round = 0; round < maxRounds; round++) {
    const decoded = text.replace(betweenWords, "$1").replace(encodedWord, decodeWord);
    if (decoded === text) break;
    text = decoded;
  }
  return text;
}

/** Includes the bidi embeddings, overrides and isolates that reorder what is shown. */
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

export function oneLine(value: string): string {
  return Array.from(value, (char) => (isHidden(char) ? " " : char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}

export function headerText(value: string): string {
  // An encoded word that would not decode here (unknown charset) must not decode elsewhere.
  return oneLine(decodeEncodedWords(value)).replace(encodedWord, (word) =>
    word.replace("=?", "= ?"),
  );
}

/** Without "<", ">" or "@" (nor full-width forms), so it never reads as an address. */
export function displayName(value: string): string {
  return oneLine(
    Array.from(headerText(value), (char) =>
      /[<>@]/.test(char.normalize("NFKC")) ? " " : char,
    ).join(""),
  );
}
