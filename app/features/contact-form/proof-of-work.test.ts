import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const secret = "test-secret-for-the-solver-0123456789";

async function challenge(expiresInMs = 20 * 60_000) {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 2_000,
    deriveKey,
    expiresAt: new Date(Date.now() + expiresInMs),
    hmacSignatureSecret: secret,
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.resetModules();
  fetchMock = vi.fn(async () => Response.json(await challenge()));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// A fresh module each test: the solution under way is the module's own state.
const solver = () => import("./proof-of-work.ts");

const decode = (payload: string) => JSON.parse(atob(payload));

describe("the proof of work in the browser", () => {
  it("fetches the challenge without cookies and solves it with the browser's crypto", async () => {
    const { prepareProofOfWork, takeProofOfWork } = await solver();
    prepareProofOfWork("");
    const payload = await takeProofOfWork(10_000, "");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/redefine-website/challenge");
    expect(init.credentials).toBe("omit");
    const { challenge: solved, solution } = decode(payload ?? "");
    expect(solution.counter).toBe(2_000);
    const result = await verifySolution({
      challenge: solved,
      solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });

  it("gives a solution to one send only: the next send solves a new challenge", async () => {
    const { takeProofOfWork } = await solver();
    const first = await takeProofOfWork(10_000, "");
    const second = await takeProofOfWork(10_000, "");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(decode(second ?? "").challenge.parameters.nonce).not.toBe(
      decode(first ?? "").challenge.parameters.nonce,
    );
  });

  it("solves once however often the visitor types", async () => {
    const { prepareProofOfWork, takeProofOfWork } = await solver();
    for (let i = 0; i < 5; i += 1) prepareProofOfWork("");
    await takeProofOfWork(10_000, "");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends without a solution when none is ready in time, and no sooner than asked", async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const { takeProofOfWork } = await solver();
    const started = performance.now();
    expect(await takeProofOfWork(50, "")).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("sends without a solution when the challenge cannot be had, and tries again next time", async () => {
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 503 }));
    const { takeProofOfWork } = await solver();
    expect(await takeProofOfWork(10_000, "")).toBeUndefined();
    expect(await takeProofOfWork(10_000, "")).toEqual(expect.any(String));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not send a solution whose challenge is about to expire: it solves a fresh one", async () => {
    fetchMock.mockResolvedValueOnce(Response.json(await challenge(30_000)));
    const { prepareProofOfWork, takeProofOfWork } = await solver();
    prepareProofOfWork("");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const payload = await takeProofOfWork(10_000, "");
    const expiresAt = decode(payload ?? "").challenge.parameters.expiresAt * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(60_000);
  });
});
