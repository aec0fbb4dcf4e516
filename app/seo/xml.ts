/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab and line breaks, lone surrogates,
 * U+FFFE and U+FFFF) would make the document unreadable; each becomes U+FFFD.
 */
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(value: string): string {
  return value
    .replace(notXml, "\ufffd")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

export function xmlAttribute(value: string): string {
  return xmlText(value)
    .replaceAll('"', "&quot;")
    .replaceAll("\t", "&#9;")
    .replaceAll("\n", "&#10;")
    .replaceAll("\r", "&#13;");
}
