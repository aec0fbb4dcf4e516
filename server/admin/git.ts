// git in a working copy, as the back office runs it: paths given are file names, never patterns
// (GIT_LITERAL_PATHSPECS), git never asks for a password (GIT_TERMINAL_PROMPT=0), and output up to
// 64 MB (a history of a large entry) is read whole.
import { execFile } from "node:child_process";

export interface GitOptions {
  env?: Record<string, string>;
  /** Given on standard input: paths go there, past the argument list's limit. */
  input?: string;
  encoding?: "utf8" | "buffer";
}

export function git(
  dir: string,
  args: string[],
  options?: GitOptions & { encoding?: "utf8" },
): Promise<string>;
export function git(
  dir: string,
  args: string[],
  options: GitOptions & { encoding: "buffer" },
): Promise<Buffer>;
export function git(
  dir: string,
  args: string[],
  { env = {}, input, encoding = "utf8" }: GitOptions = {},
) {
  return new Promise<string | Buffer>((resolve, reject) => {
    const child = execFile(
      "git",
      ["-C", dir, ...args],
      {
        // Saved paths are file names, never patterns: "content/*" names one file.
        env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: "0", GIT_LITERAL_PATHSPECS: "1" },
        maxBuffer: 64 * 1024 * 1024,
        encoding: encoding === "buffer" ? "buffer" : "utf8",
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.on("error", () => {});
    child.stdin?.end(input ?? "");
  });
}
