import fs from "node:fs";
import path from "node:path";
import { XmlDocument, XmlValidateError, XsdValidator, xmlRegisterInputProvider } from "libxml2-wasm";

// XML Schema validation for tests, offline, with libxml2 (the library xmllint is made of) built
// to WebAssembly: a schema set is compiled once per test process and then checks a document in
// milliseconds, where each xmllint run compiled Crossref's or JATS's set anew (3-4 s; ADR 055).
// Schemas refer to W3C and Crossref addresses; the XML catalogs beside our schema copies say
// which local file stands for each, and nothing is ever fetched.

export const SCHEMAS = path.resolve(import.meta.dirname, "../../../shared/schemas");
const CATALOGS = ["crossref-5.4.0/catalog.xml", "oai-pmh/catalog.xml"];

/** Address prefix → local path prefix, from the catalogs' system and rewriteSystem entries. */
function catalogRules(): [string, string][] {
  const rules: [string, string][] = [];
  for (const catalog of CATALOGS) {
    const file = path.join(SCHEMAS, catalog);
    const dir = path.dirname(file);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/<system systemId="([^"]+)"\s+uri="([^"]+)"/g)) {
      const local = path.resolve(dir, m[2]!);
      rules.push([m[1]!, local]);
      // A schema found at a mapped address includes its siblings relative to that address.
      rules.push([m[1]!.slice(0, m[1]!.lastIndexOf("/") + 1), `${path.dirname(local)}/`]);
    }
    for (const m of text.matchAll(/<rewriteSystem systemIdStartString="([^"]+)"\s+rewritePrefix="([^"]+)"/g))
      rules.push([m[1]!, `${path.resolve(dir, m[2]!)}/`]);
  }
  // Exact addresses first, then the longest prefix.
  return rules.sort((a, b) => b[0].length - a[0].length);
}

let rules: [string, string][] | undefined;

function localFile(name: string): string | undefined {
  if (name.startsWith("file://")) return new URL(name).pathname;
  if (path.isAbsolute(name)) return name;
  rules ??= catalogRules();
  const rule = rules.find(([prefix]) => name.startsWith(prefix));
  return rule ? rule[1] + name.slice(rule[0].length) : undefined;
}

let providing = false;

/** libxml2 reads schema documents through us: local files, and catalog addresses as local files. */
function provideFiles(): void {
  if (providing) return;
  providing = true;
  const open = new Map<number, { bytes: Buffer; at: number }>();
  let next = 1;
  xmlRegisterInputProvider({
    match: (name) => localFile(name) !== undefined,
    open: (name) => {
      try {
        const fd = next++;
        open.set(fd, { bytes: fs.readFileSync(localFile(name)!), at: 0 });
        return fd;
      } catch {
        return undefined;
      }
    },
    read: (fd, into) => {
      const file = open.get(fd);
      if (!file) return -1;
      const n = Math.min(into.byteLength, file.bytes.length - file.at);
      into.set(file.bytes.subarray(file.at, file.at + n));
      file.at += n;
      return n;
    },
    close: (fd) => open.delete(fd),
  });
}

const validators = new Map<string, XsdValidator>();

/**
 * The problems of `xml` against the schema at `schemaFile` ("line N: message" each), none when it
 * is valid. The schema set is compiled at the first call for that file.
 */
export function schemaProblems(schemaFile: string, xml: string): string[] {
  provideFiles();
  let validator = validators.get(schemaFile);
  if (!validator) {
    const schema = XmlDocument.fromBuffer(fs.readFileSync(schemaFile), { url: schemaFile });
    validator = XsdValidator.fromDoc(schema);
    validators.set(schemaFile, validator);
  }
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (e) {
    return [`not well-formed: ${(e as Error).message}`];
  }
  try {
    validator.validate(doc);
    return [];
  } catch (e) {
    if (!(e instanceof XmlValidateError)) throw e;
    return e.details.map((d) => `line ${d.line}: ${d.message.trim()}`);
  } finally {
    doc.dispose();
  }
}

/** The namespace of the root element of `xml`, which must be well-formed (else this throws). */
export function rootNamespace(xml: string): string {
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.root.namespaceUri;
  } finally {
    doc.dispose();
  }
}
