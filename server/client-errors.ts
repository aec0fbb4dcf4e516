// Answers Node or the router write before any Fastify hook runs: Fastify's own carry no security
// headers, these carry the same baseline as every other answer.
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import { baselineHeaders, errorCacheControl } from "./plugins/security-headers.ts";

const nodeStatus: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request was not received in time."],
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large."],
};

export function clientErrorHandler(config: Config) {
  const headers = Object.entries(baselineHeaders(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] = nodeStatus[error.code ?? ""] ?? [400, "The request is malformed."];
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}cache-control: ${errorCacheControl}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

export function frameworkErrors(config: Config) {
  const headers = baselineHeaders(config);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const message =
      error.code === "FST_ERR_BAD_URL"
        ? "The URL is not valid."
        : status >= 500
          ? "Internal server error"
          : "Bad request.";
    reply
      .headers(headers)
      .header("cache-control", errorCacheControl)
      .code(status)
      .send({ message });
  };
}
