import { describe, expect, it } from "vitest";
import { answerText, MAX_ANSWER_TEXT, readableText } from "./crossref-answer";

describe("readableText", () => {
  it("removes NUL bytes and makes other control characters and white space one space", () => {
    expect(readableText("Bad\u0000 record\u0007:\r\n\tno\u001b[31m ISSN\u0085\u007f ")).toBe(
      "Bad record : no [31m ISSN",
    );
  });

  it("drops the halves of characters that have lost their other half, keeps whole ones", () => {
    expect(readableText("a\ud800b\udc00c 😀")).toBe("abc 😀");
  });

  it("is empty when nothing readable is left", () => {
    expect(readableText("\u0000\u0001 \u0000\n")).toBe("");
  });

  it("keeps at most MAX_ANSWER_TEXT characters, cut with an ellipsis, never inside a character", () => {
    const long = readableText("x".repeat(100_000));
    expect(long).toHaveLength(MAX_ANSWER_TEXT);
    expect(long.endsWith("…")).toBe(true);
    const emoji = readableText("😀".repeat(400), 11);
    expect(emoji).toBe(`${"😀".repeat(5)}…`);
    expect(readableText(" ".repeat(5000) + "late text")).toBe("late text");
  });
});

describe("answerText", () => {
  it("reads an HTML answer without its markup", () => {
    expect(answerText("<html><body><h2>FAILURE</h2>\u0000<p>bad\u0000 file</p></body></html>")).toBe(
      "FAILURE bad file",
    );
  });
});
