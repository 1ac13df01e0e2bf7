import { describe, expect, it } from "vitest";
import { parseContactMessage } from "./contact.schemas";

const valid = {
  name: "Asha Patil",
  email: "asha@example.org",
  organization: "",
  subject: "Submission query",
  message: "When will my manuscript be reviewed?",
};

describe("contact form rules", () => {
  it("accepts a complete message and stores a blank organization as none", () => {
    const result = parseContactMessage(valid);
    expect(result).toEqual({ ok: true, data: { ...valid, organization: null } });
  });

  it("requires name, email, subject and message", () => {
    const result = parseContactMessage({ name: " ", email: "", subject: "", message: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({
      name: "Name is required.",
      email: "Email is required.",
      subject: "Subject is required.",
      message: "Message is required.",
    });
  });

  it("rejects an invalid e-mail address", () => {
    const result = parseContactMessage({ ...valid, email: "not-an-email" });
    expect(result).toEqual({ ok: false, fieldErrors: { email: "Please enter a valid email address." } });
  });

  it("limits the length of every field", () => {
    const result = parseContactMessage({
      name: "n".repeat(201),
      email: `${"e".repeat(250)}@example.org`,
      organization: "o".repeat(201),
      subject: "s".repeat(301),
      message: "m".repeat(5001),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["email", "message", "name", "organization", "subject"]);
    expect(result.fieldErrors.message).toBe("Message must be at most 5,000 characters.");
  });

  it("accepts fields exactly at their limits", () => {
    const result = parseContactMessage({ ...valid, name: "n".repeat(200), message: "m".repeat(5000) });
    expect(result.ok).toBe(true);
  });
});
