import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const port = Number(process.env.PORT ?? 5173);
// Run by this Node directly (not through npx), so stopping this script stops the server too.
const cli = fileURLToPath(new URL("../node_modules/@react-router/dev/bin.cjs", import.meta.url));
const child = spawn(
  process.execPath,
  [cli, "dev", "--port", String(port), "--strictPort", ...process.argv.slice(2)],
  {
    stdio: ["inherit", "pipe", "inherit"],
  },
);

let told = false;
child.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  // Said once the server is listening, so the addresses work when they appear.
  if (!told && chunk.toString().includes("Local:")) {
    told = true;
    console.log(
      `\n  Editor: http://localhost:${port}/keystatic  Site: http://localhost:${port}/\n` +
        "  Saved changes are written to the files under content/; reload the site to see them.\n",
    );
  }
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
