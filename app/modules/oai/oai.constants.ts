export const OAI_NAMESPACE = "http://www.openarchives.org/OAI/2.0/";
export const OAI_SCHEMA = "http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd";

export const VERBS = [
  "Identify",
  "ListMetadataFormats",
  "ListSets",
  "ListIdentifiers",
  "ListRecords",
  "GetRecord",
] as const;
export type Verb = (typeof VERBS)[number];

/** The metadata formats every record is disseminated in. */
export const METADATA_FORMATS = {
  oai_dc: {
    schema: "http://www.openarchives.org/OAI/2.0/oai_dc.xsd",
    namespace: "http://www.openarchives.org/OAI/2.0/oai_dc/",
  },
  // JATS has no namespace of its own; OAI-PMH metadata must be namespace-qualified (ADR 022).
  jats: {
    schema: "https://jats.nlm.nih.gov/publishing/1.3/xsd/JATS-journalpublishing1-3-mathml3.xsd",
    namespace: "https://jats.nlm.nih.gov/publishing/1.3/",
  },
} as const;
export type MetadataPrefix = keyof typeof METADATA_FORMATS;

/** Records per ListRecords page, and headers per ListIdentifiers page. */
export const RECORDS_PAGE_SIZE = 100;
export const IDENTIFIERS_PAGE_SIZE = 500;
/** Rows fetched and written at a time within a page, so a page is streamed as it is read. */
export const FETCH_CHUNK = 50;
/** How long a resumption token stays valid. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** POST bodies longer than this are refused: every legal request fits in a fraction of it. */
export const MAX_POST_BYTES = 8 * 1024;
