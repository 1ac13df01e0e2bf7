import { describe, expect, it } from "vitest";
import {
  checkTemplateText,
  dropEmpty,
  renderBody,
  renderSubject,
  templateProblemMessage,
  variablesIn,
} from "./mail-markdown";
import { TEMPLATE_DEFAULTS, templateVariables } from "./mail-template-defaults";

const options = { publicUrl: "https://journals.example.org", colour: "#0f766e" };

describe("template variables", () => {
  it("lists the variables a text uses, once each", () => {
    expect(variablesIn("Hello {{recipientName}}, {{ journalName }} and {{recipientName}}")).toEqual([
      "recipientName",
      "journalName",
    ]);
  });

  it("refuses an unknown variable and names the ones the template knows", () => {
    const problem = checkTemplateText("Hi {{foo}}", "Body {{bar}} {{journalName}}", ["journalName", "recipientName"]);
    expect(problem).toEqual({ kind: "unknown", names: ["foo", "bar"] });
    expect(templateProblemMessage(problem!, ["journalName", "recipientName"])).toBe(
      "Unknown variables {{foo}}, {{bar}}. This template knows: {{journalName}}, {{recipientName}}.",
    );
  });

  it("refuses unbalanced braces", () => {
    for (const body of ["{{journalName}", "{{journalName", "journalName}}", "{{ 1x }}", "{{}}"]) {
      expect(checkTemplateText("S", body, ["journalName"]), body).toEqual({ kind: "braces" });
    }
    expect(checkTemplateText("S", "A {single} brace is text", ["journalName"])).toBeUndefined();
  });

  it("refuses a subject over 200 characters and a body over 20,000", () => {
    expect(checkTemplateText("x".repeat(201), "b", [])).toMatchObject({ kind: "too_long", field: "subject" });
    expect(checkTemplateText("s", "x".repeat(20_001), [])).toMatchObject({ kind: "too_long", field: "body" });
    expect(checkTemplateText("x".repeat(200), "x".repeat(20_000), [])).toBeUndefined();
    expect(checkTemplateText(" ", "b", [])).toEqual({ kind: "empty", field: "subject" });
  });

  it("every default uses only the variables its template declares", () => {
    for (const t of TEMPLATE_DEFAULTS) {
      const known = templateVariables(t.key).map((x) => x.name);
      expect(checkTemplateText(t.subject, t.body, known), t.key).toBeUndefined();
      expect(checkTemplateText(t.subject, t.reason, known), t.key).toBeUndefined();
    }
    expect(new Set(TEMPLATE_DEFAULTS.map((t) => t.key)).size).toBe(TEMPLATE_DEFAULTS.length);
  });
});

describe("rendering a template", () => {
  it("leaves out a line, and a block, whose variables are all empty", () => {
    const body = "Hello {{name}},\n\nTitle: {{title}}\nDOI: {{doi}}\n\nComment\n> {{comment}}\n\nAlways here.";
    expect(dropEmpty(body, { title: "T" })).toBe("Title: {{title}}\n\nAlways here.");
  });

  it("puts values in as text: never as Markdown, never as HTML", () => {
    const values = {
      title: "**bold** <script>alert(1)</script> [x](javascript:alert(1)) & 'q'",
      letter: "Line one\n# not a heading\n<img src=x onerror=alert(1)>",
    };
    const { html, text } = renderBody("Title: {{title}}\n\nLetter\n> {{letter}}", values, options);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<strong>");
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("**bold** &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1)) &amp; &#39;q&#39;");
    expect(html).toContain("Line one<br>\n# not a heading<br>\n&lt;img src=x onerror=alert(1)&gt;");
    expect(text).toContain("Title: **bold** <script>alert(1)</script> [x](javascript:alert(1)) & 'q'");
    expect(text).toContain("Letter\n> Line one\n> # not a heading\n> <img src=x onerror=alert(1)>");
  });

  it("turns off raw HTML and pictures in the template itself", () => {
    const { html } = renderBody('<b>hi</b> ![p](https://evil.example/p.png) <a href="x">a</a>', {}, options);
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('<a href="x"');
  });

  it("renders a paragraph that is only a link as a button in the journal's colour, and as 'Label: address' in text", () => {
    const { html, text } = renderBody(
      "[Sign in]({{url}})",
      { url: "https://journals.example.org/auth?a=1&b=2" },
      options,
    );
    expect(html).toContain('href="https://journals.example.org/auth?a=1&amp;b=2"');
    expect(html).toContain("background:#0f766e");
    expect(text).toBe("Sign in: https://journals.example.org/auth?a=1&b=2");
  });

  it("shows a link that is not http(s) once filled in as its text only", () => {
    const { html, text } = renderBody("[Open]({{url}}) and [there](/path)", { url: "javascript:alert(1)" }, options);
    expect(html).not.toContain("javascript:");
    expect(html).toContain(">Open");
    expect(html).toContain('href="https://journals.example.org/path"');
    expect(text).toBe("Open and there (https://journals.example.org/path)");
  });

  it("takes the first level-one heading as the letter's heading and keeps emphasis out of the text", () => {
    const out = renderBody("# Dear {{name}}\n\nThis is **important**.", { name: "A & B" }, options);
    expect(out.heading).toBe("Dear A & B");
    expect(out.html).toContain("<strong>important</strong>");
    expect(out.text).toBe("This is important.");
  });

  it("puts a subject on one line", () => {
    expect(renderSubject("Re: {{title}}", { title: "A\r\nBcc: x@example.org" })).toBe("Re: A Bcc: x@example.org");
  });
});
