// Checks a parsed OJS export against the platform's description of the format (ojs-native.rules.ts):
// each problem as "line N: Element '{namespace}name': what is wrong", in document order, at most
// `limit` of them. libxml2 (libxml2-wasm) parsed the document; this walks its elements.
import { XmlElement, XmlText, XmlCData, type XmlDocument } from "libxml2-wasm";
import type { OjsVersion } from "./ojs-import.types";
import { rootRule, type ElementRule, type ValueType } from "./ojs-native.rules";

const PKP = "http://pkp.sfu.ca";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

const INT_MAX = 2 ** 31 - 1;

/** Whether `raw` (as written, surrounding blanks allowed) is a value of `type`. */
function fits(type: ValueType, raw: string): boolean {
  const s = raw.trim();
  if (type === "text") return true;
  if (type === "int") return /^[+-]?\d+$/.test(s) && Math.abs(Number(s)) <= INT_MAX + (s.startsWith("-") ? 1 : 0);
  if (type === "decimal") return /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(s);
  if (type === "boolean") return ["true", "false", "1", "0"].includes(s);
  if (type === "date") {
    const m = /^(-?\d{4,})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(s);
    if (!m) return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    // The month's last day: day 0 of the next month.
    const last = new Date(0);
    last.setUTCFullYear(y, mo, 0);
    return mo >= 1 && mo <= 12 && d >= 1 && d <= last.getUTCDate();
  }
  if ("pattern" in type) return type.pattern.test(s);
  return type.oneOf.includes(s);
}

function describe(type: ValueType): string {
  if (typeof type === "string") return `a valid ${type === "int" ? "integer" : type}`;
  if ("pattern" in type) return type.describe;
  return `one of ${type.oneOf.map((v) => `'${v}'`).join(", ")}`;
}

function quoted(value: string): string {
  return value.length > 40 ? `'${value.slice(0, 40)}…'` : `'${value}'`;
}

class Checker {
  readonly problems: string[] = [];

  constructor(private readonly limit: number) {}

  private full(): boolean {
    return this.problems.length >= this.limit;
  }

  private problem(el: XmlElement, message: string): void {
    if (!this.full()) this.problems.push(`line ${el.line}: Element '{${el.namespaceUri}}${el.name}': ${message}`);
  }

  check(el: XmlElement, rule: ElementRule): void {
    if (this.full()) return;
    for (const a of el.attrs) {
      const ns = (a as unknown as { namespaceUri: string }).namespaceUri;
      const name = (a as unknown as { name: string }).name;
      if (ns === XSI) continue;
      const attrRule = ns ? undefined : rule.attributes?.[name];
      if (!attrRule) this.problem(el, `The attribute '${name}' is not allowed.`);
      else if (!fits(attrRule.type, a.value))
        this.problem(el, `The value ${quoted(a.value)} of attribute '${name}' is not ${describe(attrRule.type)}.`);
    }
    for (const [name, attrRule] of Object.entries(rule.attributes ?? {})) {
      if (attrRule.required && !el.attr(name)) this.problem(el, `The attribute '${name}' is required but missing.`);
    }

    const counts = new Map<string, number>();
    let text = "";
    for (let node = el.firstChild; node; node = node.next) {
      if (node instanceof XmlElement) {
        const childRule = node.namespaceUri === PKP ? rule.children?.[node.name] : undefined;
        if (!childRule) {
          this.problem(node, `This element is not expected in '${el.name}'.`);
          continue;
        }
        counts.set(node.name, (counts.get(node.name) ?? 0) + 1);
        this.check(node, childRule.rule);
      } else if (rule.text !== "any" && (node instanceof XmlText || node instanceof XmlCData)) {
        text += node.content;
      }
    }
    if (!rule.text && text.trim()) this.problem(el, "Text is not allowed here, only elements.");
    if (rule.text && rule.text !== "any" && !fits(rule.text, text))
      this.problem(el, `The value ${quoted(text.trim())} is not ${describe(rule.text)}.`);

    for (const [name, { occurs }] of Object.entries(rule.children ?? {})) {
      const n = counts.get(name) ?? 0;
      if (n < occurs.min) this.problem(el, `Missing child element '${name}'.`);
      else if (occurs.max !== null && n > occurs.max)
        this.problem(el, `Child element '${name}' appears ${n} times, at most ${occurs.max} allowed.`);
    }
    for (const group of rule.exclusive ?? []) {
      const present = group.names.filter((n) => counts.has(n));
      if (present.length > 1)
        this.problem(el, `Only one of ${group.names.map((n) => `'${n}'`).join(", ")} may appear.`);
      else if (group.required && present.length === 0)
        this.problem(el, `One of ${group.names.map((n) => `'${n}'`).join(", ")} is required.`);
    }
  }
}

/**
 * The problems of `doc` as an export of OJS `version` (none: it is one), at most `limit`; null
 * when its root element cannot start such an export.
 */
export function ojsFormatProblems(doc: XmlDocument, version: OjsVersion, limit: number): string[] {
  const root = doc.root;
  const rule = root.namespaceUri === PKP ? rootRule(version, root.name) : undefined;
  if (!rule)
    return [
      `line ${root.line}: Element '{${root.namespaceUri}}${root.name}': No matching global declaration available for the validation root.`,
    ];
  const checker = new Checker(limit);
  checker.check(root, rule);
  return checker.problems;
}
