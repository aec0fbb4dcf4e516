import { describe, expect, it } from "vitest";
import { loadAdminConfig } from "./admin/config.ts";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("leases an e-mail for its longest send plus a margin, and refuses a shorter lease", () => {
    expect(loadConfig({}).OUTBOX_LEASE_MS).toBe(80_000);
    expect(loadConfig({ OUTBOX_LEASE_MS: "50000" }).OUTBOX_LEASE_MS).toBe(50_000);
    expect(() => loadConfig({ OUTBOX_LEASE_MS: "2000" })).toThrow(
      /OUTBOX_LEASE_MS: must be at least 50000 \(the longest an SMTP send can take\)/,
    );
  });

  it("shows /api/health's details to local clients unless told to show everyone", () => {
    expect(loadConfig({}).HEALTH_DETAILS).toBe("local");
    expect(loadConfig({ HEALTH_DETAILS: "public" }).HEALTH_DETAILS).toBe("public");
    expect(() => loadConfig({ HEALTH_DETAILS: "everyone" })).toThrow(
      /HEALTH_DETAILS: must be local or public \(got "everyone"\)/,
    );
  });

  it("acknowledges enquiries unless ACK_EMAILS is off, and refuses anything but on or off", () => {
    expect(loadConfig({}).ACK_EMAILS).toBe(true);
    expect(loadConfig({ ACK_EMAILS: "off" }).ACK_EMAILS).toBe(false);
    expect(loadConfig({ ACK_EMAILS: "OFF" }).ACK_EMAILS).toBe(false);
    expect(loadConfig({ ACK_EMAILS: "false" }).ACK_EMAILS).toBe(false);
    expect(loadConfig({ ACK_EMAILS: "on" }).ACK_EMAILS).toBe(true);
    expect(loadConfig({ ACK_EMAILS: "" }).ACK_EMAILS).toBe(true);
    expect(() => loadConfig({ ACK_EMAILS: "sometimes" })).toThrow(
      /ACK_EMAILS: must be on or off \(got "sometimes"\)/,
    );
  });

  it("holds enquiries without a proof of work unless SPAM_PROOF_OF_WORK is off", () => {
    expect(loadConfig({}).SPAM_PROOF_OF_WORK).toBe("on");
    expect(loadConfig({ SPAM_PROOF_OF_WORK: "off" }).SPAM_PROOF_OF_WORK).toBe("off");
    expect(() => loadConfig({ SPAM_PROOF_OF_WORK: "no" })).toThrow(
      /SPAM_PROOF_OF_WORK: must be on or off \(got "no"\)/,
    );
  });

  it("takes an ALTCHA_HMAC_KEY of 32 characters or more, and never shows a bad one", () => {
    expect(loadConfig({}).ALTCHA_HMAC_KEY).toBeUndefined();
    const key = "k".repeat(32);
    expect(loadConfig({ ALTCHA_HMAC_KEY: key }).ALTCHA_HMAC_KEY).toBe(key);
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: "short-key" })).toThrow(
      /ALTCHA_HMAC_KEY: must be at least 32 characters$/m,
    );
    expect(() => loadConfig({ ALTCHA_HMAC_KEY: "short-key" })).not.toThrow(/short-key/);
  });

  it("refuses private webhook receivers unless WEBHOOK_ALLOW_PRIVATE is on, in both servers", () => {
    expect(loadConfig({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: "1" }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(loadAdminConfig({}).WEBHOOK_ALLOW_PRIVATE).toBe(false);
    expect(loadAdminConfig({ WEBHOOK_ALLOW_PRIVATE: "1" }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: "maybe" })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE: must be on or off/,
    );
    expect(loadConfig({}).WEBHOOK_RETRY_BASE_MS).toBe(5_000);
    expect(() => loadConfig({ WEBHOOK_RETRY_BASE_MS: "1" })).toThrow(
      /WEBHOOK_RETRY_BASE_MS: must be at least 10/,
    );
  });

  it("names the variable and the reason for a bad PORT", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(
      /PORT: must be a whole number from 0 to 65535 \(got "abc"\)/,
    );
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT: must be at most 65535/);
  });

  it("lists every bad variable at once", () => {
    const attempt = () =>
      loadConfig({
        RATE_LIMIT_PER_MINUTE: "-1",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
      });
    expect(attempt).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(attempt).toThrow(
      /DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//,
    );
    expect(attempt).toThrow(/SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//);
  });

  it("never echoes a URL that may hold a password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://user:secret@db" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
  });

  it("requires real sender and recipient addresses when mail goes to an SMTP server", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:2525" })).toThrow(
      /CONTACT_TO: must be set when SMTP_URL is set/,
    );
    const config = loadConfig({
      SMTP_URL: "smtp://localhost:2525",
      CONTACT_TO: "sales@group.test",
      CONTACT_FROM: "web@group.test",
    });
    expect(config.CONTACT_TO).toBe("sales@group.test");
  });

  it("forwards audience figures only with AUDIENCE_FORWARD_URL, whose KIND and SITE it then requires", () => {
    expect(loadConfig({}).AUDIENCE_FORWARD_URL).toBeUndefined();
    const url = "https://plausible.group.test";
    expect(() =>
      loadConfig({ AUDIENCE_FORWARD_URL: url, AUDIENCE_FORWARD_SITE: "group.test" }),
    ).toThrow(/AUDIENCE_FORWARD_KIND: must be plausible or umami when AUDIENCE_FORWARD_URL is set/);
    expect(() =>
      loadConfig({ AUDIENCE_FORWARD_URL: url, AUDIENCE_FORWARD_KIND: "plausible" }),
    ).toThrow(/AUDIENCE_FORWARD_SITE: must be set when AUDIENCE_FORWARD_URL is set/);
    const config = loadConfig({
      AUDIENCE_FORWARD_URL: url,
      AUDIENCE_FORWARD_KIND: "plausible",
      AUDIENCE_FORWARD_SITE: "group.test",
    });
    expect(config.AUDIENCE_FORWARD_KIND).toBe("plausible");
    expect(() =>
      loadConfig({
        AUDIENCE_FORWARD_URL: url,
        AUDIENCE_FORWARD_KIND: "matomo",
        AUDIENCE_FORWARD_SITE: "group.test",
      }),
    ).toThrow(/AUDIENCE_FORWARD_KIND: must be plausible or umami \(got "matomo"\)/);
    expect(() =>
      loadConfig({
        AUDIENCE_FORWARD_URL: "ftp://plausible.group.test",
        AUDIENCE_FORWARD_KIND: "plausible",
        AUDIENCE_FORWARD_SITE: "group.test",
      }),
    ).toThrow(/AUDIENCE_FORWARD_URL: must be a URL starting with http:\/\/ or https:\/\//);
    expect(() =>
      loadConfig({
        AUDIENCE_FORWARD_URL: url,
        AUDIENCE_FORWARD_KIND: "umami",
        AUDIENCE_FORWARD_SITE: "group.test",
      }),
    ).toThrow(/AUDIENCE_FORWARD_SITE: must be the Umami website's id/);
  });

  it("parses ALLOWED_ORIGINS as a list of origins and rejects paths", () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: "https://a.test, https://b.test:8443" }).ALLOWED_ORIGINS,
    ).toEqual(["https://a.test", "https://b.test:8443"]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: "https://a.test/path" })).toThrow(/ALLOWED_ORIGINS/);
  });

  it("takes TRUST_PROXY as a hop count or a list of proxy addresses/CIDRs", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1, fd00::/8" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.300", "proxy.internal", "1.5", ","]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false/);
    }
  });

  it("refuses TRUST_PROXY=true, which would trust a forged X-Forwarded-For, and says what to write", () => {
    for (const value of ["true", "TRUE"]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: true would trust every hop.*number of proxies.*\(e\.g\. 1\).*addresses\/CIDRs/,
      );
    }
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });
});
