// A client that pipelined 20,000 GETs and read slowly made Node hold 1.6 GB while others waited
// seconds. So Node's parser gets 4 KB at a time (about 150 requests), and a connection with more
// answers waiting than a browser or proxy ever has is closed.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export const maxWaitingAnswers = 16;
const sliceBytes = 4096;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface PipeliningEvents {
  closed(client: string | undefined): void;
  unsliced(): void;
}

/** The limit with the log lines both servers write (a warning per closed connection). */
export function limitPipeliningWithLogs(app: {
  server: Server;
  log: { warn(details: object, message: string): void; error(message: string): void };
}): void {
  limitPipelining(app.server, {
    closed: (client) =>
      app.log.warn(
        { client, limit: maxWaitingAnswers },
        "closed a connection that pipelined more requests than it read answers",
      ),
    unsliced: () =>
      app.log.error("Node's HTTP server changed: pipelined requests are parsed without a bound"),
  });
}

export function limitPipelining(server: Server, events: PipeliningEvents): void {
  let warned = false;
  server.on("connection", (socket: Socket) => {
    if (!feedInSlices(socket) && !warned) {
      warned = true;
      events.unsliced();
    }
  });
  guardRequests(server, events);
}

/**
 * Relies on node:http's single "data" listener (a test fails if a Node upgrade changes it); adding
 * ours switches Node from reading in C++ to these events.
 */
function feedInSlices(socket: Socket): boolean {
  const listeners = socket.listeners("data") as ((chunk: Buffer) => void)[];
  const [parse] = listeners;
  if (listeners.length !== 1 || parse?.name !== "bound socketOnData") return false;
  socket.removeListener("data", parse);
  socket.on("data", (chunk: Buffer) => {
    for (let at = 0; at < chunk.length; at += sliceBytes) {
      if (socket.destroyed) return;
      // Paused by Node: the rest waits in the socket until Node resumes it.
      if (socket.isPaused()) {
        socket.unshift(chunk.subarray(at));
        return;
      }
      parse(chunk.subarray(at, at + sliceBytes));
    }
  });
  return true;
}

function guardRequests(server: Server, events: PipeliningEvents): void {
  const listeners = server.listeners("request") as RequestListener[];
  const [handle] = listeners;
  if (listeners.length !== 1 || !handle) {
    throw new Error(`Expected one request listener on the HTTP server, found ${listeners.length}`);
  }
  const waiting = new WeakMap<Socket, number>();
  server.removeListener("request", handle);
  server.on("request", (request, response) => {
    const socket = request.socket;
    if (socket.destroyed) return;
    const count = (waiting.get(socket) ?? 0) + 1;
    waiting.set(socket, count);
    if (count > maxWaitingAnswers) {
      events.closed(socket.remoteAddress);
      socket.destroy();
      return;
    }
    // "close" follows the answer's last byte, or the connection's end.
    response.once("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    handle(request, response);
  });
}
