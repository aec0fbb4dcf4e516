import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOffice, startBackOffice } from "../../tests/support/back-office.ts";
import { rawRequest } from "../../tests/support/raw-http.ts";
import { maxWaitingAnswers } from "../pipelining-limit.ts";

let office: BackOffice;
let port: number;
beforeAll(async () => {
  office = await startBackOffice();
  await office.app.listen({ port: 0, host: "127.0.0.1" });
  port = (office.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => office.close());

/** Resolves with what happened first: the server hung up, or the deadline passed. */
function floodReadingSlowly(requests: number, deadlineMs: number) {
  return new Promise<"closed by the server" | "still open">((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    // A chunk every 100 ms: the answers pile up on the server's side. (A socket never read
    // would not even notice the server hanging up.)
    socket.on("data", () => {
      socket.pause();
      setTimeout(() => socket.resume(), 100).unref();
    });
    const deadline = setTimeout(() => {
      socket.destroy();
      resolve("still open");
    }, deadlineMs);
    socket.once("close", () => {
      clearTimeout(deadline);
      resolve("closed by the server");
    });
    socket.once("connect", () =>
      socket.write("GET /sign-in HTTP/1.1\r\nHost: x\r\n\r\n".repeat(requests)),
    );
  });
}

describe("the back office, to a client that pipelines requests and reads slowly", () => {
  it("hangs up on it, and still answers others", async () => {
    expect(await floodReadingSlowly(5_000, 10_000)).toBe("closed by the server");
    const answer = await fetch(`http://127.0.0.1:${port}/sign-in`);
    expect(answer.status).toBe(200);
  }, 30_000);

  it("answers every request of a client that pipelines a few and reads them", async () => {
    const get = "GET /sign-in HTTP/1.1\r\nHost: x\r\n\r\n";
    const few = maxWaitingAnswers / 2;
    const answer = await rawRequest(
      port,
      `${get.repeat(few - 1)}GET /sign-in HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.raw.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(few);
  }, 30_000);
});
