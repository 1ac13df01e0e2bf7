import { describe, expect, it } from "vitest";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES } from "./discussions.constants";
import { parseAddParticipants, parsePostMessage, parseStartDiscussion } from "./discussions.schemas";

describe("the discussion forms", () => {
  it("reads a new discussion's subject, participants (comma-separated, without repeats) and message", () => {
    expect(parseStartDiscussion({ subject: "  Figure 2 ", participants: "u1, u2,u1,", body: "Hello\0" })).toEqual({
      ok: true,
      data: { subject: "Figure 2", participants: ["u1", "u2"], body: "Hello" },
    });
  });

  it("refuses a missing or long subject, no participant, too many participants and a long message", () => {
    const base = { subject: "s", participants: "u1", body: "b" };
    expect(parseStartDiscussion({ ...base, subject: " " })).toEqual({
      ok: false,
      message: DISCUSSION_MESSAGES.subjectRequired,
    });
    expect(parseStartDiscussion({ ...base, subject: "s".repeat(DISCUSSION_LIMITS.subjectMax + 1) })).toEqual({
      ok: false,
      message: DISCUSSION_MESSAGES.subjectTooLong,
    });
    expect(parseStartDiscussion({ ...base, subject: "s".repeat(DISCUSSION_LIMITS.subjectMax) }).ok).toBe(true);
    expect(parseStartDiscussion({ ...base, participants: " , " })).toEqual({
      ok: false,
      message: DISCUSSION_MESSAGES.participantsRequired,
    });
    const many = Array.from({ length: DISCUSSION_LIMITS.participantsPerRequest + 1 }, (_, i) => `u${i}`).join(",");
    expect(parseAddParticipants({ participants: many })).toEqual({
      ok: false,
      message: DISCUSSION_MESSAGES.tooManyParticipants,
    });
    expect(parsePostMessage({ body: "b".repeat(DISCUSSION_LIMITS.bodyMax + 1) })).toEqual({
      ok: false,
      message: DISCUSSION_MESSAGES.bodyTooLong,
    });
    expect(parsePostMessage({ body: "b".repeat(DISCUSSION_LIMITS.bodyMax) }).ok).toBe(true);
  });
});
