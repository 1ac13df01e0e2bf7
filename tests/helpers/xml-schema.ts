import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SCHEMAS, schemaProblems } from "./xsd";

const JATS_XSD = path.join(SCHEMAS, "jats-1.3/JATS-journalpublishing1-3-mathml3.xsd");
/** The namespace the OAI-PMH `jats` format puts JATS in (OAI-PMH metadata must be qualified). */
export const OAI_JATS_NAMESPACE = "https://jats.nlm.nih.gov/publishing/1.3/";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "xml-schema-"));

/**
 * The envelope of OAI-PMH responses whose records carry JATS. JATS has no namespace of its own and
 * its schema cannot be moved into one (its ALI module refers back to unqualified groups), so here
 * the records' `<article>` is declared in the records' namespace with its content skipped; each
 * article is then validated on its own against the JATS schema (validateXml does both).
 */
function oaiWithJatsEnvelopeSchema(): string {
  const stub = path.join(tmp, "jats-article-stub.xsd");
  fs.writeFileSync(
    stub,
    `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${OAI_JATS_NAMESPACE}" elementFormDefault="qualified">
  <xs:element name="article">
    <xs:complexType>
      <xs:sequence><xs:any namespace="##any" processContents="skip" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
      <xs:anyAttribute namespace="##any" processContents="skip"/>
    </xs:complexType>
  </xs:element>
</xs:schema>`,
  );
  const wrapper = path.join(tmp, "oai-jats.xsd");
  fs.writeFileSync(
    wrapper,
    `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="${path.join(SCHEMAS, "oai-pmh/OAI-PMH.xsd")}"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai-identifier" schemaLocation="${path.join(SCHEMAS, "oai-pmh/oai-identifier.xsd")}"/>
  <xs:import namespace="${OAI_JATS_NAMESPACE}" schemaLocation="${stub}"/>
</xs:schema>`,
  );
  return wrapper;
}

const SCHEMA_FILES = {
  jats: () => JATS_XSD,
  oai: () => path.join(SCHEMAS, "oai-pmh/oai-all.xsd"),
  "oai-jats": oaiWithJatsEnvelopeSchema,
} as const;

/**
 * Validates documents against a schema (tests/helpers/xsd.ts); throws with the problems of each
 * invalid one.
 */
export function validateXml(docs: string[], schema: keyof typeof SCHEMA_FILES): void {
  if (schema === "oai-jats") {
    const articles = docs.flatMap((xml) =>
      [...xml.matchAll(/<article xmlns="([^"]+)"[\s\S]*?<\/article>/g)].map((m) => {
        if (m[1] !== OAI_JATS_NAMESPACE) throw new Error(`a record's article is in ${m[1]}`);
        return m[0].replace(` xmlns="${OAI_JATS_NAMESPACE}"`, "");
      }),
    );
    const records = docs.reduce((n, xml) => n + (xml.match(/<metadata>/g)?.length ?? 0), 0);
    if (articles.length !== records)
      throw new Error(`${records} records with metadata, ${articles.length} JATS articles`);
    if (articles.length) validateXml(articles, "jats");
  }
  const schemaFile = SCHEMA_FILES[schema]();
  const invalid = docs
    .map((xml, i) => ({ i, problems: schemaProblems(schemaFile, xml) }))
    .filter((d) => d.problems.length > 0);
  if (invalid.length)
    throw new Error(
      `not valid against ${schema}:\n${invalid
        .map((d) => `document ${d.i + 1}: ${d.problems.join("\n")}`)
        .join("\n")
        .slice(0, 4000)}`,
    );
}
