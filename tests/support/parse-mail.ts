export interface ParsedMail {
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function splitHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
  }
  return headers;
}

function decodeBody(headers: Map<string, string[]>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function parts(raw: string): { headers: Map<string, string[]>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  return { headers: splitHeaders(head), body };
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = parts(raw);
  let text = "";
  let html = "";
  const collect = (partHeaders: Map<string, string[]>, partBody: string) => {
    const type = partHeaders.get("content-type")?.[0] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith("--")) break;
        const inner = parts(section.replace(/^\r?\n/, ""));
        collect(inner.headers, inner.body);
      }
    } else if (type.startsWith("text/html")) {
      html += decodeBody(partHeaders, partBody);
    } else if (type.startsWith("text/plain")) {
      text += decodeBody(partHeaders, partBody);
    }
  };
  collect(headers, body);
  return {
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: text.replace(/\r\n/g, "\n"),
    html: html.replace(/\r\n/g, "\n"),
  };
}
