// JSON escapes C0 controls but leaves DEL, C1 (0x9B is a terminal's CSI), line separators and bidi
// overrides, so text a client sent would reach a terminal raw; inside strings \uXXXX means the same.
const unsafe = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function escapeLogLine(line: string): string {
  return line.replace(unsafe, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export const logStream = {
  write: (line: string) => process.stdout.write(escapeLogLine(line)),
};
