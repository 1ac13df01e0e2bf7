// A standard OAI-PMH harvester, Perl's HTTP::OAI (Debian's libhttp-oai-perl), walks the platform's
// /oai over HTTP: ListRecords and ListIdentifiers, following resumption tokens over several pages.
// Skipped only where that harvester is not installed; .ci/run installs it.
import { spawn, spawnSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/db/schema";
import { oaiIdentifier } from "~/modules/oai/oai.service.server";
import { createHttpApp } from "../../server/http-app";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const perlOai = spawnSync("perl", ["-MHTTP::OAI", "-e1"], { stdio: "ignore" }).status === 0;
const SKIP_REASON = perlOai
  ? null
  : "perl's HTTP::OAI is not installed (Debian: apt-get install libhttp-oai-perl); the harvester walk did not run";
if (SKIP_REASON) console.warn(`oai-harvester.test.ts skipped: ${SKIP_REASON}`);

// Small pages, so that a dozen records make three pages of each list.
const PAGES = { recordsPageSize: 4, identifiersPageSize: 5 };

// Harvests one list to its end and prints one line per item, then DONE; an OAI or HTTP error is
// printed as ERROR and exits 1. The harvester follows the resumption tokens itself.
const HARVEST = String.raw`
use strict;
use warnings;
use HTTP::OAI;
use HTTP::OAI::Metadata::OAI_DC;
my ($base, $verb) = @ARGV;
my $harvester = HTTP::OAI::Harvester->new(baseURL => $base);
my $response = $harvester->$verb(
  metadataPrefix => 'oai_dc',
  handlers => { metadata => 'HTTP::OAI::Metadata::OAI_DC' },
  onRecord => sub {
    my $item = shift;
    my $title = '';
    if ($verb eq 'ListRecords' && !$item->is_deleted) {
      $title = join(' | ', @{ $item->metadata->dc->{title} || [] });
    }
    print join("\t", 'ITEM', $item->identifier, $item->status // 'active', $title), "\n";
  },
);
if ($response->is_error) { print "ERROR\t", $response->code, "\t", $response->message, "\n"; exit 1; }
for my $error ($response->errors) { print "ERROR\t", $error->code, "\t", $error->message, "\n"; exit 1; }
print "DONE\n";
`;

function harvest(baseUrl: string, verb: "ListRecords" | "ListIdentifiers"): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("perl", ["-e", HARVEST, baseUrl, verb], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, out });
    });
  });
}

const noBuild = () => Promise.reject(new Error("the route build is not used by /oai"));

describe.skipIf(SKIP_REASON !== null)(
  `Perl's HTTP::OAI harvester over HTTP${SKIP_REASON ? ` (skipped: ${SKIP_REASON})` : ""}`,
  () => {
    let platform: TestPlatform;
    let server: ServerType;
    let baseUrl: string;
    const expected = new Map<string, string>();
    /** The /oai requests the server answered, by verb, and how many carried a resumption token. */
    const requests: URLSearchParams[] = [];

    beforeAll(async () => {
      platform = await startTestPlatform();
      const db = platform.services.database.db;
      const fjphs = await journalId(db, "fjphs");
      const ijcpms = await journalId(db, "ijcpms");
      const issue = await createIssue(db, { journalId: fjphs, volumeNumber: 3, issueNumber: 1 });
      const other = await createIssue(db, { journalId: ijcpms, volumeNumber: 1, issueNumber: 1 });
      for (let n = 1; n <= 9; n++) {
        const a = await createArticle(db, issue, {
          articleNumber: n,
          title: `Harvested article ${n} & its <title>`,
          publicationDate: `2025-02-${String(n).padStart(2, "0")}`,
        });
        expected.set(oaiIdentifier(a.id, "journals.test"), "active");
      }
      const second = await createArticle(db, other, { articleNumber: 1, publicationDate: "2025-03-01" });
      expected.set(oaiIdentifier(second.id, "journals.test"), "active");
      const withdrawn = await createArticle(db, issue, { articleNumber: 10, publicationDate: "2025-02-10" });
      await db
        .update(articles)
        .set({ status: "withdrawn", withdrawnAt: new Date("2025-04-01T00:00:00Z") })
        .where(eq(articles.id, withdrawn.id));
      expected.set(oaiIdentifier(withdrawn.id, "journals.test"), "deleted");
      // Never harvested: a draft.
      await createArticle(db, issue, { articleNumber: 11, status: "draft", publicationDate: null });

      const app = createHttpApp(noBuild, "production", { oai: PAGES });
      server = await new Promise<ServerType>((resolve) => {
        const s = serve(
          {
            fetch: (request: Request) => {
              const url = new URL(request.url);
              if (url.pathname === "/oai") requests.push(url.searchParams);
              return app.fetch(request);
            },
            port: 0,
            hostname: "127.0.0.1",
          },
          () => resolve(s),
        );
      });
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oai`;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await platform?.stop();
    });

    const itemsOf = (out: string) =>
      out
        .split("\n")
        .filter((line) => line.startsWith("ITEM\t"))
        .map((line) => {
          const [, identifier, status, title] = line.split("\t");
          return { identifier: identifier!, status: status!, title: title ?? "" };
        });

    for (const verb of ["ListRecords", "ListIdentifiers"] as const) {
      it(`${verb} (oai_dc): every published and withdrawn article exactly once, over three pages, with no error`, async () => {
        const before = requests.length;
        const { code, out } = await harvest(baseUrl, verb);
        expect(out).not.toMatch(/^ERROR/m);
        expect(code, out).toBe(0);
        expect(out.trimEnd().split("\n").at(-1)).toBe("DONE");
        const items = itemsOf(out);
        expect(items).toHaveLength(expected.size);
        expect(new Set(items.map((i) => i.identifier)).size).toBe(items.length);
        expect(new Map(items.map((i) => [i.identifier, i.status]))).toEqual(expected);
        if (verb === "ListRecords") {
          const titles = items.filter((i) => i.status === "active").map((i) => i.title);
          expect(titles).toContain("Harvested article 3 & its <title>");
        }
        // The first page, then one request per resumption token: at least three pages.
        const made = requests.slice(before);
        expect(made.every((p) => p.get("verb") === verb)).toBe(true);
        expect(made.length).toBeGreaterThanOrEqual(3);
        expect(made.filter((p) => p.has("resumptionToken"))).toHaveLength(made.length - 1);
      });
    }
  },
);
