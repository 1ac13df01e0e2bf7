import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SCHEMAS = path.resolve("../shared/schemas");
const JATS_XSD = path.join(SCHEMAS, "jats-1.3/JATS-journalpublishing1-3-mathml3.xsd");
/** The namespace the OAI-PMH `jats` format puts JATS in (OAI-PMH metadata must be qualified). */
export const OAI_JATS_NAMESPACE = "https://jats.nlm.nih.gov/publishing/1.3/";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "xml-schema-"));

/**
 * OAI-PMH responses whose records carry JATS: the JATS schema has no namespace of its own, so a
 * wrapper includes it into the namespace the records use (a "chameleon" include) and sits beside
 * the OAI-PMH and oai_dc schemas.
 */
function oaiWithJatsSchema(): string {
  const jats = path.join(tmp, "jats-in-namespace.xsd");
  fs.writeFileSync(
    jats,
    `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${OAI_JATS_NAMESPACE}" xmlns="${OAI_JATS_NAMESPACE}" elementFormDefault="qualified">
  <xs:include schemaLocation="${JATS_XSD}"/>
</xs:schema>`,
  );
  const wrapper = path.join(tmp, "oai-jats.xsd");
  fs.writeFileSync(
    wrapper,
    `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/" schemaLocation="${path.join(SCHEMAS, "oai-pmh/OAI-PMH.xsd")}"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai_dc/" schemaLocation="${path.join(SCHEMAS, "oai-pmh/oai_dc.xsd")}"/>
  <xs:import namespace="http://www.openarchives.org/OAI/2.0/oai-identifier" schemaLocation="${path.join(SCHEMAS, "oai-pmh/oai-identifier.xsd")}"/>
  <xs:import namespace="${OAI_JATS_NAMESPACE}" schemaLocation="${jats}"/>
</xs:schema>`,
  );
  return wrapper;
}

const SCHEMA_FILES = {
  jats: () => JATS_XSD,
  oai: () => path.join(SCHEMAS, "oai-pmh/oai-all.xsd"),
  "oai-jats": oaiWithJatsSchema,
} as const;

let counter = 0;

/**
 * Validates documents with xmllint (offline) against a schema; throws with xmllint's messages when
 * any is invalid. Several documents go to one xmllint run, as loading the JATS schema takes a while.
 */
export function validateXml(docs: string[], schema: keyof typeof SCHEMA_FILES): void {
  const files = docs.map((xml) => {
    const file = path.join(tmp, `doc-${++counter}.xml`);
    fs.writeFileSync(file, xml);
    return file;
  });
  try {
    execFileSync("/usr/bin/xmllint", ["--nonet", "--noout", "--schema", SCHEMA_FILES[schema](), ...files], {
      stdio: "pipe",
      env: { ...process.env, XML_CATALOG_FILES: path.join(SCHEMAS, "oai-pmh/catalog.xml") },
    });
  } catch (e) {
    const err = e as { stderr?: Buffer };
    throw new Error(`not valid against ${schema}:\n${err.stderr?.toString().slice(0, 4000) ?? String(e)}`, {
      cause: e,
    });
  }
}
