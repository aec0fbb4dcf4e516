// Written byte for byte: request lines and paths that fetch and inject would normalise.
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

export function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.slice(0, end < 0 ? raw.length : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    body: end < 0 ? "" : raw.slice(end + 4),
    raw,
  };
}

export function rawRequest(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      // A reset after the answer was written still counts as an answer.
      if (chunks.length > 0) resolve(parseAnswer(Buffer.concat(chunks).toString("latin1")));
      else reject(error);
    });
    socket.on("close", () => resolve(parseAnswer(Buffer.concat(chunks).toString("latin1"))));
    socket.write(request);
  });
}

export function requestText(line: string, headers: Record<string, string>, body = ""): string {
  const all = { host: "127.0.0.1", connection: "close", ...headers };
  if (body) (all as Record<string, string>)["content-length"] = String(Buffer.byteLength(body));
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return `${line}\r\n${head}\r\n${body}`;
}
