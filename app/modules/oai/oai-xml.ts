import { pageRangeLabel } from "~/modules/articles/article-format";
import { licenseUrl } from "~/modules/jats/license-url";
import { escapeXml } from "~/lib/xml";
import type { OaiError } from "./oai-args";
import { METADATA_FORMATS, OAI_NAMESPACE, OAI_SCHEMA } from "./oai.constants";

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const el = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** A UTC instant as an OAI datestamp at second granularity. */
export function oaiDatestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/**
 * The response's opening: the envelope, responseDate and the request echoed. After badVerb or
 * badArgument the request's arguments are not echoed, as the protocol asks.
 */
export function responseOpen(baseUrl: string, now: Date, args: Record<string, string> | null): string {
  const attrs = args ? Object.entries(args).map(([k, v]) => ` ${k}="${escapeXml(v)}"`) : [];
  return (
    XML_DECLARATION +
    `<OAI-PMH xmlns="${OAI_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${OAI_NAMESPACE} ${OAI_SCHEMA}">` +
    `<responseDate>${oaiDatestamp(now)}</responseDate>` +
    `<request${attrs.join("")}>${escapeXml(baseUrl)}</request>`
  );
}

export const RESPONSE_CLOSE = "</OAI-PMH>\n";

export function errorsXml(errors: OaiError[]): string {
  return errors.map((e) => `<error code="${e.code}">${escapeXml(e.message)}</error>`).join("");
}

export function identifyXml(info: {
  repositoryName: string;
  baseUrl: string;
  adminEmail: string;
  earliestDatestamp: string;
  repositoryIdentifier: string | null;
  sampleIdentifier: string;
}): string {
  // The oai-identifier description only for a host name its schema accepts (not 'localhost').
  const description = info.repositoryIdentifier
    ? `<description><oai-identifier xmlns="http://www.openarchives.org/OAI/2.0/oai-identifier" ` +
      `xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd">` +
      `<scheme>oai</scheme>${el("repositoryIdentifier", info.repositoryIdentifier)}<delimiter>:</delimiter>` +
      `${el("sampleIdentifier", info.sampleIdentifier)}</oai-identifier></description>`
    : "";
  return (
    `<Identify>${el("repositoryName", info.repositoryName)}${el("baseURL", info.baseUrl)}` +
    `<protocolVersion>2.0</protocolVersion>${el("adminEmail", info.adminEmail)}` +
    `<earliestDatestamp>${info.earliestDatestamp}</earliestDatestamp>` +
    `<deletedRecord>persistent</deletedRecord><granularity>YYYY-MM-DDThh:mm:ssZ</granularity>` +
    `<compression>gzip</compression>${description}</Identify>`
  );
}

export function metadataFormatsXml(): string {
  const formats = Object.entries(METADATA_FORMATS).map(
    ([prefix, f]) =>
      `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${f.schema}</schema>` +
      `<metadataNamespace>${f.namespace}</metadataNamespace></metadataFormat>`,
  );
  return `<ListMetadataFormats>${formats.join("")}</ListMetadataFormats>`;
}

export function setsXml(sets: { shortName: string; title: string }[]): string {
  const items = sets.map((s) => `<set>${el("setSpec", s.shortName)}${el("setName", s.title)}</set>`);
  return `<ListSets>${items.join("")}</ListSets>`;
}

/** A record's header; a withdrawn article's says it is deleted (its record persists as such). */
export function headerXml(h: { identifier: string; datestamp: string; setSpec: string; deleted: boolean }): string {
  return (
    `<header${h.deleted ? ' status="deleted"' : ""}>${el("identifier", h.identifier)}` +
    `<datestamp>${h.datestamp}</datestamp>${el("setSpec", h.setSpec)}</header>`
  );
}

export function recordXml(header: string, metadata: string | null): string {
  return `<record>${header}${metadata ? `<metadata>${metadata}</metadata>` : ""}</record>`;
}

/**
 * The resumptionToken element: a token while more follows, empty on the page that completes the
 * list (with the list's size and where this page began).
 */
export function resumptionTokenXml(t: {
  token: string | null;
  expirationDate: Date | null;
  completeListSize: number;
  cursor: number;
}): string {
  const expiry = t.token && t.expirationDate ? ` expirationDate="${oaiDatestamp(t.expirationDate)}"` : "";
  return (
    `<resumptionToken${expiry} completeListSize="${t.completeListSize}" cursor="${t.cursor}">` +
    `${t.token ?? ""}</resumptionToken>`
  );
}

export type DublinCoreInput = {
  title: string;
  creators: string[];
  subjects: string[];
  description: string | null;
  publisher: string | null;
  date: string | null;
  type: string;
  url: string;
  doi: string | null;
  language: string;
  license: string;
  /** 'Journal Title; Vol 3, No 2 (2025); 10-18' and the ISSNs. */
  sources: string[];
  /** Notices about it and a notice's article, as DOI or page URLs (ADR 066). */
  relations?: string[];
  /** 'Retracted', 'Corrected'...: said first among the descriptions. */
  status?: string | null;
};

/** Simple Dublin Core (oai_dc) of an article. */
export function dublinCoreXml(dc: DublinCoreInput): string {
  const rights = licenseUrl(dc.license) ?? dc.license;
  const parts = [
    el("dc:title", dc.title),
    ...dc.creators.map((c) => el("dc:creator", c)),
    ...dc.subjects.map((s) => el("dc:subject", s)),
    // A retracted (or corrected...) article says so first (ADR 066).
    dc.status ? el("dc:description", `${dc.status}.`) : "",
    dc.description ? el("dc:description", dc.description) : "",
    dc.publisher ? el("dc:publisher", dc.publisher) : "",
    dc.date ? el("dc:date", dc.date) : "",
    el("dc:type", "Text"),
    el("dc:type", dc.type),
    el("dc:identifier", dc.url),
    dc.doi ? el("dc:identifier", `https://doi.org/${dc.doi}`) : "",
    ...dc.sources.map((s) => el("dc:source", s)),
    el("dc:language", dc.language),
    ...(dc.relations ?? []).map((r) => el("dc:relation", r)),
    el("dc:rights", rights),
  ];
  return (
    `<oai_dc:dc xmlns:oai_dc="${METADATA_FORMATS.oai_dc.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
    `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xsi:schemaLocation="${METADATA_FORMATS.oai_dc.namespace} ${METADATA_FORMATS.oai_dc.schema}">` +
    `${parts.join("")}</oai_dc:dc>`
  );
}

/** 'Vol. 3, No. 2 (2025); 10-18' style citation of where an article appeared, for dc:source. */
export function sourceCitation(r: {
  journalTitle: string;
  volumeNumber: number;
  issueLabel: string | null;
  year: string | null;
  pageStart: number | null;
  pageEnd: number | null;
}): string {
  const pages = pageRangeLabel(r.pageStart, r.pageEnd);
  const issue = r.issueLabel ? `, No. ${r.issueLabel}` : "";
  return `${r.journalTitle}; Vol. ${r.volumeNumber}${issue}${r.year ? ` (${r.year})` : ""}${pages ? `; ${pages}` : ""}`;
}
