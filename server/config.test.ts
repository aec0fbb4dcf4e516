import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the contract's defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
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

  it("parses ALLOWED_ORIGINS as a list of origins and rejects paths", () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: "https://a.test, https://b.test:8443" }).ALLOWED_ORIGINS,
    ).toEqual(["https://a.test", "https://b.test:8443"]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: "https://a.test/path" })).toThrow(/ALLOWED_ORIGINS/);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });
});
