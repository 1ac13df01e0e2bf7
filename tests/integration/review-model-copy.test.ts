// What the site's own pages say of its journals' peer review (the footer, the home page's hero and
// call to action, the contact page's Peer Review card, the editorial board's responsibilities): a
// review model named only when the journals use it, as each journal chooses its own in its
// settings. The home page goes through the page cache, which a saved review type empties.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SettingsActionData } from "~/modules/journal-settings/components/settings-form";
import { action as settingsAction } from "~/routes/dashboard/journal-settings";
import { cachedPagesFirst } from "../../server/cache-hits";
import { createHttpApp } from "../../server/http-app";
import { PageCache } from "../../server/page-cache";
import { createActors, type Actors } from "../helpers/actors";
import { pageRouteBuild } from "../helpers/page-route-build";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { post } from "./submissions-helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let platform: TestPlatform;
let actors: Actors;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "review-model" });
  const pageCache = new PageCache();
  const app = createHttpApp(async () => pageRouteBuild(), "production", { pageCache });
  server = http.createServer(cachedPagesFirst(pageCache, getRequestListener(app.fetch)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await platform?.stop();
});

/** A public page as a visitor's browser gets it, with whether it came from the page cache. */
async function page(path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { "user-agent": BROWSER } });
  expect(response.status).toBe(200);
  // The words only: the footer's sentence spans a text node per part.
  const text = (await response.text())
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  return { cache: response.headers.get("x-cache"), text };
}
const home = () => page("/");
/** The contact page's Peer Review card. */
const contactCard = async () =>
  /How our [\w -]+ works, its stages and timelines\./.exec((await page("/contact")).text)?.[0];
/** The editorial board's Reviewer Selection responsibility, of one journal's board. */
const boardDuty = async (shortName: string) =>
  /oversee a timely [\w -]+\./.exec((await page(`/editorial-board?journal=${shortName}`)).text)?.[0];

/** Saves a journal's review type on its settings' Editorial Workflow tab, as an admin. */
async function saveReviewType(shortName: string, reviewType: string) {
  const answer = await post<SettingsActionData>(
    settingsAction,
    actors.admin,
    `/journal/${shortName}/settings`,
    {
      intent: "editorial",
      reviewType,
      reviewDuration: "21",
      revisionDuration: "14",
      requireEthicsStatement: "on",
    },
    { shortName },
  );
  expect(answer.status).toBe(200);
}

describe("the site's words on peer review", () => {
  it("names double-blind peer review on the home page and in the footer while every journal uses it", async () => {
    const { text } = await home();
    expect(text).toContain("following COPE and ICMJE standards with double-blind peer review.");
    expect(text).toContain("Double-blind peer review CC BY 4.0 licence"); // the hero's marks
    expect(text).toContain("Publish open access with double-blind peer review, no submission or review fees");
    expect(await contactCard()).toBe("How our double-blind peer review works, its stages and timelines.");
    expect(await boardDuty("fjphs")).toBe("oversee a timely double-blind peer review.");
  });

  it("names no model once one journal saves another review type, at once, and names it again when all agree", async () => {
    const cached = await home();
    expect((await home()).cache).toBe("HIT");
    try {
      await saveReviewType("ijebr", "open");
      const mixed = await home();
      expect(mixed.cache).toBe("MISS");
      expect(mixed.text).not.toMatch(/double-blind|open peer review/i);
      expect(mixed.text).toContain("following COPE and ICMJE standards.");
      expect(mixed.text).toContain("Peer-reviewed journals CC BY 4.0 licence");
      expect(mixed.text).toContain("Publish open access with peer review, no submission or review fees");
      expect(await contactCard()).toBe("How our peer review works, its stages and timelines.");
      // A journal's own board names its own review.
      expect(await boardDuty("ijebr")).toBe("oversee a timely open peer review.");
      expect(await boardDuty("fjphs")).toBe("oversee a timely double-blind peer review.");

      for (const shortName of ["fjphs", "ijcpms", "bjps"]) await saveReviewType(shortName, "open");
      const allOpen = await home();
      expect(allOpen.text).toContain("following COPE and ICMJE standards with open peer review.");
      expect(allOpen.text).toContain("Publish open access with open peer review,");
      expect(await contactCard()).toBe("How our open peer review works, its stages and timelines.");
    } finally {
      for (const shortName of ["fjphs", "ijcpms", "ijebr", "bjps"]) await saveReviewType(shortName, "double-blind");
    }
    expect((await home()).text).toBe(cached.text);
  });
});
