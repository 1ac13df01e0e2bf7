import { Parser } from "htmlparser2";
import { escapeXml } from "~/lib/xml";

/**
 * Converts a full-text HTML galley into a JATS `<body>`: headings open nested `<sec>`s with their
 * `<title>`, paragraphs become `<p>`, lists `<list>`, quotations `<disp-quote>`, and emphasis, sub-
 * and superscripts and http(s)/mailto links keep their inline JATS elements. Everything else is
 * reduced to its text; scripts, styles, navigation and forms are dropped with their content, so
 * nothing active from an uploaded file reaches the XML. Null when the file holds no text.
 */
export function htmlToJatsBody(html: string): string | null {
  const w = new JatsWriter();
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (skipping || DROPPED.has(name)) {
          if (!VOID.has(name)) skipping++;
          return;
        }
        w.open(name, attrs);
      },
      ontext(text) {
        if (!skipping) w.text(text);
      },
      onclosetag(name) {
        if (skipping) {
          if (!VOID.has(name)) skipping--;
          return;
        }
        w.close(name);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return w.finish();
}

const DROPPED = new Set([
  "head",
  "title",
  "script",
  "style",
  "noscript",
  "template",
  "nav",
  "header",
  "footer",
  "form",
  "button",
  "select",
  "textarea",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"]);
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "aside",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "dl",
  "dt",
  "dd",
  "pre",
  "address",
  "hr",
  "caption",
]);
const INLINE: Record<string, string> = {
  em: "italic",
  i: "italic",
  cite: "italic",
  strong: "bold",
  b: "bold",
  u: "underline",
  sub: "sub",
  sup: "sup",
  code: "monospace",
  kbd: "monospace",
  tt: "monospace",
  s: "strike",
  del: "strike",
  small: "sc",
};
const HEADING = /^h([1-6])$/;

type Container = { tag: string; attrs: string; emitted: boolean; level?: number; html: string };
type Inline = { html: string; open: string; close: string };

/** Writes JATS as the HTML streams by; containers (lists, items, quotes) appear only once they hold content. */
class JatsWriter {
  private out: string[] = [];
  private containers: Container[] = [];
  private inline: Inline[] = [];
  /** The paragraph (or section title) being written; null between paragraphs. */
  private run: string | null = null;
  private runIsTitle = false;
  private wroteContent = false;

  open(name: string, attrs: Record<string, string>) {
    const heading = HEADING.exec(name);
    if (heading) return this.openSection(Number(heading[1]));
    if (name === "ul" || name === "ol") {
      this.endRun();
      return this.containers.push({
        tag: "list",
        attrs: ` list-type="${name === "ol" ? "order" : "bullet"}"`,
        emitted: false,
        html: name,
      });
    }
    if (name === "li") {
      this.endRun();
      if (this.top()?.tag === "list-item" && this.top()?.html === "") this.closeContainer();
      // A stray <li> outside a list still needs one around it.
      if (this.top()?.tag !== "list")
        this.containers.push({ tag: "list", attrs: ' list-type="bullet"', emitted: false, html: "" });
      return this.containers.push({ tag: "list-item", attrs: "", emitted: false, html: "li" });
    }
    if (name === "blockquote") {
      this.endRun();
      return this.containers.push({ tag: "disp-quote", attrs: "", emitted: false, html: name });
    }
    if (name === "br" || name === "td" || name === "th") return this.text(" ");
    if (BLOCKS.has(name)) return this.endRun();
    const jats = INLINE[name];
    if (jats) return this.pushInline(name, `<${jats}>`, `</${jats}>`);
    if (name === "a") {
      const href = (attrs.href ?? "").trim();
      if (/^(https?:\/\/|mailto:)/i.test(href)) {
        return this.pushInline(name, `<ext-link ext-link-type="uri" xlink:href="${escapeXml(href)}">`, "</ext-link>");
      }
    }
  }

  close(name: string) {
    if (HEADING.test(name)) {
      if (this.runIsTitle) this.endRun();
      return;
    }
    if (name === "ul" || name === "ol" || name === "li" || name === "blockquote") {
      this.endRun();
      const i = this.containers.findLastIndex((c) => c.html === name);
      if (i < 0) return;
      // A list closes its items (and nested lists) with it.
      while (this.containers.length > i) this.closeContainer();
      // A stray <li>'s made-up list goes when the item does.
      if (name === "li" && this.top()?.tag === "list" && this.top()?.html === "") this.closeContainer();
      return;
    }
    if (BLOCKS.has(name)) return this.endRun();
    if (name in INLINE || name === "a") this.popInline(name);
  }

  text(raw: string) {
    const text = raw.replace(/\s+/g, " ");
    if (this.run === null) {
      if (!text.trim()) return;
      // Text loose in a list belongs to an item of its own.
      if (this.top()?.tag === "list") this.containers.push({ tag: "list-item", attrs: "", emitted: false, html: "" });
      this.startRun(false);
    }
    if (this.run === this.inlineOpenings()) {
      if (!text.trim()) return;
      this.run += escapeXml(text.trimStart());
    } else {
      this.run += escapeXml(text);
    }
  }

  finish(): string | null {
    this.endRun();
    while (this.containers.length) this.closeContainer();
    return this.wroteContent ? `<body>${this.out.join("")}</body>` : null;
  }

  private top(): Container | undefined {
    return this.containers[this.containers.length - 1];
  }

  private openSection(level: number) {
    this.endRun();
    // Close everything down to the enclosing section of a higher level.
    while (this.containers.length) {
      const c = this.top()!;
      if (c.tag === "sec" && c.level! < level) break;
      this.closeContainer();
    }
    this.containers.push({ tag: "sec", attrs: "", emitted: false, level, html: `h${level}` });
    this.startRun(true);
  }

  private closeContainer() {
    const c = this.containers.pop()!;
    if (c.emitted) this.out.push(`</${c.tag}>`);
  }

  private emit(xml: string) {
    for (const c of this.containers) {
      if (!c.emitted) {
        this.out.push(`<${c.tag}${c.attrs}>`);
        c.emitted = true;
      }
    }
    this.out.push(xml);
    this.wroteContent = true;
  }

  private inlineOpenings(): string {
    return this.inline.map((i) => i.open).join("");
  }

  private startRun(title: boolean) {
    this.runIsTitle = title;
    this.run = this.inlineOpenings();
  }

  private endRun() {
    if (this.run === null) return;
    const closings = [...this.inline]
      .reverse()
      .map((i) => i.close)
      .join("");
    const body = this.run.trimEnd() + closings;
    const hasText = /[^\s]/.test(body.replace(/<[^>]*>/g, ""));
    if (this.runIsTitle) this.emit(`<title>${hasText ? body : ""}</title>`);
    else if (hasText) this.emit(`<p>${body}</p>`);
    this.run = null;
    this.runIsTitle = false;
  }

  private pushInline(html: string, open: string, close: string) {
    this.inline.push({ html, open, close });
    if (this.run !== null) this.run += open;
  }

  private popInline(html: string) {
    const i = this.inline.findLastIndex((x) => x.html === html);
    if (i < 0) return;
    const above = this.inline.slice(i + 1);
    if (this.run !== null) {
      // Close down to the element, then reopen what was inside it, so the XML stays well nested.
      this.run +=
        [...above]
          .reverse()
          .map((x) => x.close)
          .join("") + this.inline[i]!.close;
      this.run += above.map((x) => x.open).join("");
    }
    this.inline.splice(i, 1);
  }
}
