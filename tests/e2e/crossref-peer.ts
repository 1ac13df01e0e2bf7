// The Crossref of the end-to-end tests: the fake of tests/helpers/fake-crossref.ts on a local port,
// with the test account test-user / test-password. Started by scripts/test.mjs, which passes its URL
// to the servers as CROSSREF_TEST_URL and CROSSREF_PRODUCTION_URL. Prints its port as one JSON line,
// then runs until it is stopped.
import { startFakeCrossref } from "../helpers/fake-crossref";

const fake = await startFakeCrossref({ accounts: { "test-user": "test-password" } });
console.log(JSON.stringify({ port: Number(new URL(fake.url).port), url: fake.url }));

const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
