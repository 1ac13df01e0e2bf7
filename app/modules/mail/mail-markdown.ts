// A template's subject and Markdown body with named variables ({{submissionTitle}}), rendered as
// HTML and as plain text (docs/decisions/067). Variables are put in only after the Markdown is
// parsed: a value is never read as Markdown or HTML, whatever a person typed into it.
import MarkdownIt from "markdown-it";
import { escapeHtml, safeUrl } from "./mail-layout";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "./mail-limits";
import { formatCount } from "~/lib/format-count";

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export type TemplateProblem =
  | { kind: "unknown"; names: string[] }
  | { kind: "braces" }
  | { kind: "empty"; field: "subject" | "body" }
  | { kind: "too_long"; field: "subject" | "body"; max: number };

/** The variable names a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** Braces left once the well-formed variables are taken out: `{{`, `}}`, `{{ 1x }}`, `{{a}`. */
function hasStrayBraces(text: string): boolean {
  const rest = text.replace(VARIABLE, "");
  return /\{\{|\}\}/.test(rest);
}

/** What is wrong with a subject and body for a template that knows `known` variables (none: fine). */
export function checkTemplateText(
  subject: string,
  body: string,
  known: readonly string[],
): TemplateProblem | undefined {
  if (!subject.trim()) return { kind: "empty", field: "subject" };
  if (!body.trim()) return { kind: "empty", field: "body" };
  if (subject.length > MAIL_SUBJECT_MAX) return { kind: "too_long", field: "subject", max: MAIL_SUBJECT_MAX };
  if (body.length > MAIL_BODY_MAX) return { kind: "too_long", field: "body", max: MAIL_BODY_MAX };
  if (hasStrayBraces(subject) || hasStrayBraces(body)) return { kind: "braces" };
  const unknown = [...variablesIn(subject), ...variablesIn(body)].filter((n) => !known.includes(n));
  if (unknown.length) return { kind: "unknown", names: [...new Set(unknown)] };
  return undefined;
}

/** The user-facing message for a problem, naming the variables the template knows. */
export function templateProblemMessage(problem: TemplateProblem, known: readonly string[]): string {
  const list = known.map((n) => `{{${n}}}`).join(", ");
  switch (problem.kind) {
    case "unknown":
      return `Unknown variable${problem.names.length === 1 ? "" : "s"} ${problem.names.map((n) => `{{${n}}}`).join(", ")}. This template knows: ${list}.`;
    case "braces":
      return `Unbalanced braces: write a variable as {{name}}. This template knows: ${list}.`;
    case "empty":
      return problem.field === "subject" ? "The subject is required." : "The body is required.";
    case "too_long":
      return problem.field === "subject"
        ? `The subject must be at most ${problem.max} characters.`
        : `The body must be at most ${formatCount(problem.max)} characters.`;
  }
}

export type TemplateValues = Record<string, string | undefined>;

/** The subject with its variables put in, on one line. */
export function renderSubject(subject: string, values: TemplateValues): string {
  return subject
    .replace(VARIABLE, (_, name: string) => values[name] ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * Leaves out what has nothing to say: a block (text between blank lines) all of whose variables
 * are empty, and inside the others a line all of whose variables are empty. A line or block
 * without variables always stays.
 */
export function dropEmpty(body: string, values: TemplateValues): string {
  const empty = (text: string) => {
    const names = variablesIn(text);
    return names.length > 0 && names.every((n) => !values[n]);
  };
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .filter((block) => !empty(block))
    .map((block) =>
      block
        .split("\n")
        .filter((line) => !empty(line))
        .join("\n"),
    )
    .filter((block) => block.trim() !== "")
    .join("\n\n");
}

// A variable's place while the Markdown is parsed: private-use characters no one types, which
// Markdown reads as ordinary letters.
const MARK_OPEN = "\uE000";
const MARK_CLOSE = "\uE001";
const MARK = /\uE000(\d+)\uE001/g;
const ENCODED_MARK = /%EE%80%80(\d+)%EE%80%81/gi;

function withMarks(body: string): { marked: string; names: string[] } {
  const names: string[] = [];
  const marked = body.replace(VARIABLE, (_, name: string) => {
    names.push(name);
    return `${MARK_OPEN}${names.length - 1}${MARK_CLOSE}`;
  });
  return { marked, names };
}

const md = new MarkdownIt({ html: false, linkify: false, breaks: true, typographer: false });
// Pictures would be fetched from wherever a template pointed; tables and code do not belong in a letter.
md.disable(["image", "table", "code", "fence"]);

export type BodyColours = { brand: string };

/**
 * The body as HTML (inline styles, the way mail clients show it) and as plain text. `publicUrl`
 * resolves links given as paths; a link that is not http(s) once its variables are in is shown as
 * its text only.
 */
export function renderBody(
  body: string,
  values: TemplateValues,
  options: { publicUrl: string; colour: string },
): { heading: string | undefined; html: string; text: string } {
  const kept = dropEmpty(body, values);
  const { marked, names } = withMarks(kept);
  const valueAt = (index: string) => values[names[Number(index)]!] ?? "";
  const putIn = (text: string) => text.replace(MARK, (_, i: string) => valueAt(i));

  // The first line, when it is a level-one heading, is the letter's heading.
  const headingMatch = /^#\s+(.+)\n*/.exec(marked);
  const heading = headingMatch ? putIn(headingMatch[1]!.trim()) : undefined;
  const rest = headingMatch ? marked.slice(headingMatch[0].length) : marked;

  const env = { putIn, publicUrl: options.publicUrl };
  const tokens = md.parse(rest, env);
  for (const token of tokens) {
    if (token.type !== "inline" || !token.children) continue;
    for (const child of token.children) {
      if (child.type !== "link_open") continue;
      const raw = String(child.attrGet("href") ?? "").replace(
        ENCODED_MARK,
        (_: string, i: string) => `${MARK_OPEN}${i}${MARK_CLOSE}`,
      );
      const href = safeUrl(putIn(raw), options.publicUrl);
      if (href) child.attrSet("href", href);
      else child.meta = { unsafe: true };
    }
    // A link that is unsafe once filled in is shown as its text.
    token.children = token.children.filter((child, i, all) => {
      if (child.type === "link_open" && child.meta?.unsafe) return false;
      if (child.type === "link_close") {
        let depth = 0;
        for (let j = i - 1; j >= 0; j--) {
          if (all[j]!.type === "link_close") depth++;
          if (all[j]!.type === "link_open") {
            if (depth === 0) return !all[j]!.meta?.unsafe;
            depth--;
          }
        }
      }
      return true;
    });
  }
  let html = md.renderer.render(tokens, md.options, env);
  html = styleHtml(html, options.colour);
  html = html.replace(MARK, (_, i: string) => escapeHtml(valueAt(i)).replace(/\r\n?|\n/g, "<br>\n"));
  return { heading, html, text: markdownToText(rest, putIn, options.publicUrl) };
}

const BUTTON = /<p><a href="([^"]*)">([^<]*)<\/a><\/p>/g;

function styleHtml(html: string, colour: string): string {
  return html
    .replace(
      BUTTON,
      (_, href: string, label: string) =>
        `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 22px;background:${colour};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">${label}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#6b7280;">If the button does not work, copy this address into your browser:<br>` +
        `<a href="${href}" style="color:${colour};word-break:break-all;">${href}</a></p>`,
    )
    .replace(/<p>/g, '<p style="margin:0 0 16px;">')
    .replace(
      /<blockquote>/g,
      `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f3f4f6;border-left:4px solid ${colour};color:#1f2937;">`,
    )
    .replace(/<h([1-6])>/g, '<h$1 style="margin:0 0 16px;font-size:17px;line-height:1.3;color:#111827;">')
    .replace(/<a href="/g, `<a style="color:${colour};" href="`)
    .replace(/<(ul|ol)>/g, '<$1 style="margin:0 0 16px;padding-left:24px;">');
}

/**
 * The plain-text version: the Markdown as written, less its markup: a paragraph that is only a
 * link reads "Label: address", other links "label (address)", emphasis and escapes are dropped.
 * A value of several lines inside a quote keeps the quote mark on each line.
 */
function markdownToText(marked: string, putIn: (text: string) => string, publicUrl: string): string {
  const link = (label: string, href: string) => safeUrl(putIn(href), publicUrl);
  const blocks = marked.split(/\n{2,}/).map((block) => {
    const only = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(block.trim());
    if (only) {
      const href = link(only[1]!, only[2]!);
      return href ? `${putIn(only[1]!)}: ${href}` : putIn(only[1]!);
    }
    return block
      .split("\n")
      .map((line) => {
        const plain = line
          .replace(/^#{1,6}\s+/, "")
          .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
            const url = link(label, href);
            return url ? `${label} (${url})` : label;
          })
          .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
          .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, "$1");
        const quote = /^(>\s?)/.exec(plain);
        const filled = putIn(plain);
        return quote ? filled.replace(/\r\n?|\n/g, `\n${quote[1]}`) : filled;
      })
      .join("\n");
  });
  return blocks.filter((b) => b.trim() !== "").join("\n\n");
}
