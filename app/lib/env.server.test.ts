import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.server";

function configErrorOf(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error("expected a ConfigError");
}

describe("parseEnv", () => {
  it("defaults to port 3000, the ./data directory and a localhost public URL", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("treats empty variables as unset", () => {
    const env = parseEnv({ PORT: "", DATABASE_URL: "", ADMIN_EMAIL: "" });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads the port and derives the public URL from it", () => {
    const env = parseEnv({ PORT: "8080" });
    expect(env.PORT).toBe(8080);
    expect(env.publicUrl).toBe("http://localhost:8080");
  });

  it("listens on loopback unless HOST names another address", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ HOST: "::" }).HOST).toBe("::");
    expect(parseEnv({ HOST: "app.internal" }).HOST).toBe("app.internal");
    expect(configErrorOf({ HOST: "0.0.0.0; rm -rf /" })).toContain("HOST: ");
  });

  it("fetches cover addresses from public hosts only unless IMAGE_FETCH_ALLOW_PRIVATE_HOSTS is set", () => {
    expect(parseEnv({}).IMAGE_FETCH_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(parseEnv({ IMAGE_FETCH_ALLOW_PRIVATE_HOSTS: "true" }).IMAGE_FETCH_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(configErrorOf({ IMAGE_FETCH_ALLOW_PRIVATE_HOSTS: "sometimes" })).toContain(
      "IMAGE_FETCH_ALLOW_PRIVATE_HOSTS: must be true or false",
    );
  });

  it("strips trailing slashes from PUBLIC_URL", () => {
    expect(parseEnv({ PUBLIC_URL: "https://journals.example.org//" }).publicUrl).toBe("https://journals.example.org");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "3.5"],
    ["DATABASE_URL", "mysql://user@host/db"],
    ["DATABASE_URL", "not a url"],
    ["PUBLIC_URL", "journals.example.org"],
    ["PUBLIC_URL", "ftp://journals.example.org"],
    ["SMTP_URL", "http://mail.example.org"],
    ["ADMIN_EMAIL", "not-an-address"],
    ["MAIL_FROM", "Scholarly Press"],
    ["MAIL_FROM", "Press <not-an-address>"],
    ["EDITORIAL_EMAIL", "editorial at example.org"],
    ["DEMO_CONTENT", "maybe"],
    ["LOG_LEVEL", "loud"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    const message = configErrorOf({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}: `);
  });

  it("names every bad variable at once", () => {
    const message = configErrorOf({ PORT: "x", PUBLIC_URL: "y", ADMIN_EMAIL: "z" });
    expect(message).toContain("PORT: ");
    expect(message).toContain("PUBLIC_URL: ");
    expect(message).toContain("ADMIN_EMAIL: ");
  });

  it("refuses ADMIN_PASSWORD without ADMIN_EMAIL", () => {
    expect(configErrorOf({ ADMIN_PASSWORD: "secret-password" })).toContain(
      "ADMIN_PASSWORD: is set but ADMIN_EMAIL is not",
    );
  });

  it("refuses an ADMIN_PASSWORD shorter than 6 characters", () => {
    expect(configErrorOf({ ADMIN_EMAIL: "a@example.org", ADMIN_PASSWORD: "12345" })).toContain("ADMIN_PASSWORD: ");
  });

  it("accepts postgres:// and postgresql:// database URLs", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@localhost:5432/db" }).DATABASE_URL).toBe(
      "postgres://u@localhost:5432/db",
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://u@localhost/db" }).DATABASE_URL).toBe("postgresql://u@localhost/db");
  });

  describe("e-mail", () => {
    it("defaults the sender and the editorial office address", () => {
      const env = parseEnv({});
      expect(env.MAIL_FROM).toBe("Scholarly Press <no-reply@example.org>");
      expect(env.EDITORIAL_EMAIL).toBe("editorial@example.org");
      expect(env.SMTP_URL).toBeUndefined();
    });

    it("accepts a bare address or a named one as the sender", () => {
      expect(parseEnv({ MAIL_FROM: "journals@press.example" }).MAIL_FROM).toBe("journals@press.example");
      expect(parseEnv({ MAIL_FROM: "FJPHS Office <office@fjphs.example>" }).MAIL_FROM).toBe(
        "FJPHS Office <office@fjphs.example>",
      );
      expect(parseEnv({ EDITORIAL_EMAIL: "office@press.example" }).EDITORIAL_EMAIL).toBe("office@press.example");
    });

    it("refuses a sender spread over two lines", () => {
      expect(configErrorOf({ MAIL_FROM: "Press <a@example.org>\nBcc: x@example.org" })).toContain("MAIL_FROM: ");
    });

    it("accepts smtp:// and smtps:// URLs", () => {
      expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
      expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example.org" }).SMTP_URL).toBe(
        "smtps://user:pass@mail.example.org",
      );
    });
  });

  describe("demo content", () => {
    it("is on by default on the embedded database", () => {
      expect(parseEnv({}).demoContent).toBe(true);
    });

    it("is off by default with DATABASE_URL", () => {
      expect(parseEnv({ DATABASE_URL: "postgres://u@localhost/db" }).demoContent).toBe(false);
    });

    it("follows DEMO_CONTENT when it is set", () => {
      expect(parseEnv({ DEMO_CONTENT: "false" }).demoContent).toBe(false);
      expect(parseEnv({ DEMO_CONTENT: "0" }).demoContent).toBe(false);
      expect(parseEnv({ DATABASE_URL: "postgres://u@localhost/db", DEMO_CONTENT: "true" }).demoContent).toBe(true);
      expect(parseEnv({ DATABASE_URL: "postgres://u@localhost/db", DEMO_CONTENT: "yes" }).demoContent).toBe(true);
    });
  });
});
