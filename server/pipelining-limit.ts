// HTTP/1.1 lets a client write many requests before reading any answer (pipelining). Node parses
// all it has read from a connection at once (up to 64 KB: 2,400 short GETs) and queues an answer
// for each, holding the answer's bytes until the client has read the ones before it. A client that
// wrote 20,000 GETs and read slowly made the server hold 1.6 GB, and other clients waited seconds.
// Two bounds, both on what one connection can make the server do:
// - Node's parser is given a connection's bytes 4 KB at a time, and none while Node holds the
//   connection back (it pauses one whose answers wait to be read), so it parses at most about 150
//   requests before the check below sees them;
// - browsers and proxies do not pipeline, so a connection with more answers waiting than a real
//   client ever has is closed, and its requests already parsed are not handled.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** Answers one connection may have waiting to be read, the one being written included. */
export const maxWaitingAnswers = 16;
const sliceBytes = 4096;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface PipeliningEvents {
  /** A connection was closed for having too many answers waiting. */
  closed(client: string | undefined): void;
  /** Node's HTTP server did not read its connections as expected, so they are not sliced. */
  unsliced(): void;
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
 * Node's server reads a connection with one "data" listener that runs its parser (an internal of
 * node:http; a test fails if a Node upgrade changes it). Adding a listener of our own switches Node
 * from reading in C++ to these events, and ours hands the parser one slice at a time.
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

/** Puts the check in front of the server's request listener (Fastify's, the only one). */
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
