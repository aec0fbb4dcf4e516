import { once } from "node:events";
import { createServer } from "node:net";

/**
 * A port the system has just handed out and nobody holds: asked of the system (port 0), not
 * probed in a fixed range, so that two test files or two test runs on one machine never pick the
 * same one.
 */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === "string") throw new Error("no port given");
  return address.port;
}
