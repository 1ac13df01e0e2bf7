import { escapeXml } from "~/lib/xml";

/** The OpenSearch 1.1 description browsers read to offer the site's search (and its suggestions). */
export function openSearchDescription(publicUrl: string, siteName: string): string {
  const base = escapeXml(publicUrl);
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeXml(siteName)}</ShortName>
  <Description>Search the published articles of ${escapeXml(siteName)} journals</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image width="16" height="16" type="image/svg+xml">${base}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${base}/search?q={searchTerms}"/>
  <Url type="application/x-suggestions+json" method="get" template="${base}/search.json?format=suggestions&amp;q={searchTerms}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${base}/opensearch.xml"/>
</OpenSearchDescription>
`;
}
