// The open citation APIs of the end-to-end tests: the fake of tests/helpers/fake-citation-apis.ts on
// a local port. Started by scripts/test.mjs, which passes its base URLs to the servers as
// OPENCITATIONS_URL, CROSSREF_API_URL, SEMANTIC_SCHOLAR_URL and PUBMED_EUTILS_URL. Prints its port
// and URLs as one JSON line, then runs until it is stopped.
import { startFakeCitationApis } from "../helpers/fake-citation-apis";

const fake = await startFakeCitationApis();
console.log(JSON.stringify({ port: Number(new URL(fake.url).port), url: fake.url, env: fake.env }));

const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
