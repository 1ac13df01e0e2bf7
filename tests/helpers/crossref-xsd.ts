import path from "node:path";
import { SCHEMAS, schemaProblems } from "./xsd";

// Crossref's 5.4.0 deposit schema, offline (tests/helpers/xsd.ts).
const SCHEMA = path.join(SCHEMAS, "crossref-5.4.0/crossref5.4.0.xsd");

/** For each document: null when it validates against the Crossref 5.4.0 schema, else the problems. */
export async function crossrefSchemaErrors(docs: string[]): Promise<(string | null)[]> {
  return docs.map((xml) => crossrefSchemaError(xml));
}

/** One document: null when valid, else the reason. */
export function crossrefSchemaError(xml: string): string | null {
  const problems = schemaProblems(SCHEMA, xml);
  return problems.length ? problems.join("\n") : null;
}
