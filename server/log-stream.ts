// The server's log, one JSON line per entry on standard output. JSON escapes C0 controls but leaves
// DEL, C1 controls (0x9B is a terminal's CSI), line separators and bidirectional overrides as they
// are, so text a client sent (a Host header, a URL) would reach a terminal or log viewer raw.
// Within a JSON line these characters can only sit inside strings, where \uXXXX means the same.
const unsafe = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function escapeLogLine(line: string): string {
  return line.replace(unsafe, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** For pino: each line escaped, then written as pino would (synchronously on Linux pipes and files). */
export const logStream = {
  write: (line: string) => process.stdout.write(escapeLogLine(line)),
};
