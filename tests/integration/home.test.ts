import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { journals } from "~/db/schema";
import { clearSiteMetricsCache } from "~/modules/metrics/metrics.service.server";
import { loader as homeLoader } from "~/routes/public/home";
import { loader as journalsLoader } from "~/routes/public/journals";
import { loader as layoutLoader } from "~/routes/public/layout";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { routeArgs } from "../helpers/route-args";

type LoaderArgs = Parameters<typeof homeLoader>[0];
const loadHome = (search = "") =>
  homeLoader(routeArgs(new Request(`http://journals.test/${search}`)) as unknown as LoaderArgs);

describe("home page data", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
    clearSiteMetricsCache();
  });
  afterAll(() => platform.stop());

  it("lists the journals in the preferred order fjphs, ijcpms, ijebr, bjps with no search", async () => {
    const data = await loadHome();
    expect(data.journals.map((j) => j.shortName)).toEqual(["fjphs", "ijcpms", "ijebr", "bjps"]);
    expect(data.search).toBeNull();
  });

  it("filters journals by title or description, ignoring case, keeping the preferred order", async () => {
    const byTitle = await loadHome("?q=PHARMACEUTICAL");
    const shortNames = (ids: string[]) => byTitle.journals.filter((j) => ids.includes(j.id)).map((j) => j.shortName);
    expect(byTitle.search?.q).toBe("PHARMACEUTICAL");
    expect(shortNames(byTitle.search!.matchIds)).toEqual(["fjphs", "bjps"]);

    // "meta-analyses" only occurs in the description of ijebr.
    const byDescription = await loadHome("?q=%20Meta-Analyses%20");
    expect(byDescription.search?.q).toBe("Meta-Analyses");
    expect(shortNames(byDescription.search!.matchIds)).toEqual(["ijebr"]);
    // The full list stays available for filtering while typing.
    expect(byDescription.journals).toHaveLength(4);
  });

  it("treats LIKE wildcards in the search as plain text", async () => {
    expect((await loadHome("?q=%25")).search?.matchIds).toEqual([]);
    expect((await loadHome("?q=_")).search?.matchIds).toEqual([]);
  });

  it("ignores a blank search", async () => {
    expect((await loadHome("?q=%20%20")).search).toBeNull();
  });

  it("does not show inactive journals anywhere", async () => {
    const { db } = platform.services.database;
    await db.update(journals).set({ status: "inactive" }).where(eq(journals.shortName, "ijcpms"));
    try {
      expect((await loadHome()).journals.map((j) => j.shortName)).toEqual(["fjphs", "ijebr", "bjps"]);
      expect((await loadHome("?q=clinical")).search?.matchIds).toEqual([]);
      expect((await layoutLoader()).navJournals.map((j) => j.shortName)).toEqual(["fjphs", "ijebr", "bjps"]);
      expect(
        (await journalsLoader(routeArgs(new Request("http://journals.test/journals")))).journals.map(
          (j) => j.shortName,
        ),
      ).toEqual(["fjphs", "ijebr", "bjps"]);
    } finally {
      await db.update(journals).set({ status: "active" }).where(eq(journals.shortName, "ijcpms"));
    }
  });

  it("carries the site metrics, conferences and recent articles", async () => {
    const data = await loadHome();
    // A fresh installation: nobody entered an impact factor, so there is none to show.
    expect(data.metrics.impactFactor.average).toBeNull();
    expect(data.journals.map((j) => j.impactFactor)).toEqual([null, null, null, null]);
    expect(data.conferences).toEqual({ items: [], total: 0 });
    expect(data.recentArticles).toEqual([]);
  });
});
