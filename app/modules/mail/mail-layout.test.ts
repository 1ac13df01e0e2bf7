import { describe, expect, it } from "vitest";
import { messageIdFor, mailboxAddress } from "./mail-address";
import { escapeHtml, oneLine, safeUrl } from "./mail-layout";

describe("mail layout", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("puts header values on one line", () => {
    expect(oneLine("  a\r\nb\tc   d ")).toBe("a b c d");
  });

  it("accepts only http(s) links, resolving paths against the public URL", () => {
    expect(safeUrl("/auth?x=1", "https://j.example")).toBe("https://j.example/auth?x=1");
    expect(safeUrl("https://other.example/p", "https://j.example")).toBe("https://other.example/p");
    expect(safeUrl("javascript:alert(1)", "https://j.example")).toBeUndefined();
    expect(safeUrl("//evil.example", "https://j.example")).toBeUndefined();
    expect(safeUrl("mailto:a@b.c", "https://j.example")).toBeUndefined();
    expect(safeUrl("not a url", "https://j.example")).toBeUndefined();
  });
});

describe("mail addresses", () => {
  it("reads the address of a named or bare mailbox", () => {
    expect(mailboxAddress("Scholarly Press <no-reply@example.org>")).toBe("no-reply@example.org");
    expect(mailboxAddress("office@press.example")).toBe("office@press.example");
  });

  it("derives a stable Message-ID from the message id and the sender's domain", () => {
    const id = "6f1c2f0e-8a7b-4a43-9d0e-2b8f5b1e9c11";
    expect(messageIdFor(id, "Scholarly Press <no-reply@Example.ORG>")).toBe(`<${id}@example.org>`);
    expect(messageIdFor(id, "Scholarly Press <no-reply@Example.ORG>")).toBe(messageIdFor(id, "no-reply@example.org"));
  });
});
