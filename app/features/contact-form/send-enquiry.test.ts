import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { csrfNames } from "../../../common/enquiry.ts";
import { enquiryWireKeys } from "../../../tests/support/enquiry-wire.ts";
import {
  EnquiryNotSent,
  isRelative,
  needsReload,
  readCookie,
  sendEnquiry,
} from "./send-enquiry.ts";

const values = {
  name: "Asha",
  email: "asha@example.org",
  phone: "1",
  subject: "S",
  message: "M",
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(document, "cookie", "get").mockReturnValue("XSRF-TOKEN=token");
  fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sendEnquiry", () => {
  it("posts to a configured backend on another origin without the token and without cookies", async () => {
    await sendEnquiry(values, "ar", "https://api.example.com");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://api.example.com/api/redefine-website/message");
    expect(init.credentials).toBe("omit");
    expect(init.headers).not.toHaveProperty("X-XSRF-TOKEN");
    // The page's language goes in a header beside the six keys, so the staff know which language
    // to answer in and a backend that knows only the six keys is not surprised.
    expect(init.headers).toHaveProperty("Content-Language", "ar");
    expect(Object.keys(JSON.parse(String(init.body)))).toEqual(enquiryWireKeys);
  });

  it("treats any 2xx as success, whatever the body, and anything else as failure", async () => {
    fetchMock.mockResolvedValueOnce(new Response("not json", { status: 201 }));
    await expect(sendEnquiry(values, "en", "")).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: "Email has been sent" }), { status: 302 }),
    );
    await expect(sendEnquiry(values, "en", "")).rejects.toThrow("HTTP 302");
  });
});

describe("a refused send", () => {
  const refusal = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });

  it("asks the visitor to reload the page when the server says the page's token has expired", async () => {
    fetchMock.mockResolvedValueOnce(
      refusal(403, {
        message: "The page's security token has expired.",
        code: csrfNames.expiredCode,
      }),
    );
    const error = await sendEnquiry(values, "en", "").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EnquiryNotSent);
    expect(error).toMatchObject({ status: 403, reloadPage: true });
    expect(needsReload(error)).toBe(true);
  });

  it("adds nothing to the usual alert for any other refusal", async () => {
    const others = [
      refusal(403, { message: "Missing CSRF token." }),
      refusal(403, { message: "x", code: "something-else" }),
      new Response("<html>proxy error</html>", { status: 403 }),
      refusal(429, { message: "Rate limit exceeded", code: csrfNames.expiredCode }),
      refusal(500, { message: "Internal server error" }),
    ];
    for (const response of others) {
      fetchMock.mockResolvedValueOnce(response);
      const error = await sendEnquiry(values, "en", "").catch((caught: unknown) => caught);
      expect(error).toMatchObject({ reloadPage: false });
      expect(needsReload(error)).toBe(false);
    }
    expect(needsReload(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("helpers", () => {
  it("reads one cookie among several", () => {
    expect(readCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=abc.def=; b=2")).toBe("abc.def=");
    expect(readCookie("XSRF-TOKEN", "a=1")).toBeUndefined();
  });

  it("knows a relative backend address", () => {
    expect(isRelative("")).toBe(true);
    expect(isRelative("/backend")).toBe(true);
    expect(isRelative("//cdn.example.com")).toBe(false);
    expect(isRelative("https://api.example.com")).toBe(false);
  });
});
