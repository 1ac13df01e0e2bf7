import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { conferences } from "~/db/schema";
import { parseConferenceListQuery } from "~/modules/conferences/conferences.schemas";
import { findPublicConferences, listHomeConferences } from "~/modules/conferences/conferences.service.server";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const NOW = new Date("2026-05-10T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

type NewConference = typeof conferences.$inferInsert;

describe("public conferences", () => {
  let platform: TestPlatform;
  const db = () => platform.services.database.db;
  const insert = (rows: NewConference[]) => db().insert(conferences).values(rows);
  const query = (qs: string) => findPublicConferences(parseConferenceListQuery(new URLSearchParams(qs)), NOW);

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());
  beforeEach(async () => {
    await db().delete(conferences);
  });

  async function insertMix() {
    await insert([
      {
        title: "Pharmacovigilance Summit",
        description: "Drug safety in practice",
        location: "Mumbai, India",
        conferenceType: "symposium",
        // The stored status is stale on purpose: the dates say it is upcoming.
        status: "past",
        startDate: at(30),
        endDate: at(32),
      },
      {
        title: "Clinical Trials Workshop",
        description: "Hands-on TRIAL design",
        location: "Pune",
        conferenceType: "workshop",
        startDate: at(60),
        endDate: at(61),
      },
      {
        title: "Herbal Medicine Congress",
        description: "Phytochemistry and 100% natural remedies",
        location: "Kerala",
        conferenceType: "academic",
        startDate: at(-1),
        endDate: at(1),
      },
      {
        title: "Formulation Seminar",
        location: "Bengaluru",
        conferenceType: "seminar",
        startDate: at(-40),
        endDate: at(-39),
      },
      {
        title: "Cancelled Conference on Dosage Forms",
        conferenceType: "academic",
        status: "cancelled",
        startDate: at(10),
        endDate: at(11),
      },
    ]);
  }

  it("counts all events and, from their dates, the upcoming, live and past ones", async () => {
    await insertMix();
    const { counts } = await query("");
    // The cancelled one counts as an event but shows 'Cancelled', so it is in no date bucket.
    expect(counts).toEqual({ total: 5, upcoming: 2, live: 1, past: 1 });
  });

  it("lists conferences by start date, earliest first", async () => {
    await insertMix();
    const { items, matching } = await query("");
    expect(matching).toBe(5);
    expect(items.map((c) => c.title)).toEqual([
      "Formulation Seminar",
      "Herbal Medicine Congress",
      "Cancelled Conference on Dosage Forms",
      "Pharmacovigilance Summit",
      "Clinical Trials Workshop",
    ]);
    expect(items[0].startDate).toBe(at(-40).toISOString());
  });

  it("searches title, description and location without regard to case", async () => {
    await insertMix();
    expect((await query("q=SUMMIT")).items.map((c) => c.title)).toEqual(["Pharmacovigilance Summit"]);
    expect((await query("q=trial")).items.map((c) => c.title)).toEqual(["Clinical Trials Workshop"]);
    expect((await query("q=kerala")).items.map((c) => c.title)).toEqual(["Herbal Medicine Congress"]);
    expect((await query("q=nothing-like-this")).items).toEqual([]);
  });

  it("matches % and _ in a search literally", async () => {
    await insertMix();
    expect((await query("q=100%25")).items.map((c) => c.title)).toEqual(["Herbal Medicine Congress"]);
    expect((await query("q=%25")).items.map((c) => c.title)).toEqual(["Herbal Medicine Congress"]);
    expect((await query("q=_")).matching).toBe(0);
  });

  it("filters by type and by the status derived from the dates", async () => {
    await insertMix();
    expect((await query("type=workshop")).items.map((c) => c.title)).toEqual(["Clinical Trials Workshop"]);
    expect((await query("status=upcoming")).items.map((c) => c.title)).toEqual([
      "Pharmacovigilance Summit",
      "Clinical Trials Workshop",
    ]);
    expect((await query("status=live")).items.map((c) => c.title)).toEqual(["Herbal Medicine Congress"]);
    expect((await query("status=past")).items.map((c) => c.title)).toEqual(["Formulation Seminar"]);
    expect((await query("type=academic&status=upcoming")).matching).toBe(0);
  });

  it("keeps the summary counts unfiltered while the list is filtered", async () => {
    await insertMix();
    const result = await query("type=seminar");
    expect(result.matching).toBe(1);
    expect(result.counts.total).toBe(5);
  });

  it("pages the list twelve at a time", async () => {
    await insert(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Conference ${String(i + 1).padStart(2, "0")}`,
        startDate: at(i + 1),
        endDate: at(i + 2),
      })),
    );
    const first = await query("");
    expect(first.items).toHaveLength(12);
    expect(first.pageCount).toBe(3);
    expect(first.items[0].title).toBe("Conference 01");
    const third = await query("page=3");
    expect(third.page).toBe(3);
    expect(third.items.map((c) => c.title)).toEqual(["25", "26", "27", "28", "29", "30"].map((n) => `Conference ${n}`));
    // A page past the end shows the last page.
    const beyond = await query("page=99");
    expect(beyond.page).toBe(3);
    expect(beyond.items).toHaveLength(6);
  });

  it("gives the home page the first conferences by start date and the total", async () => {
    await insert(
      Array.from({ length: 8 }, (_, i) => ({
        title: `Event ${8 - i}`,
        startDate: at(8 - i),
        endDate: at(9 - i),
      })),
    );
    const home = await listHomeConferences(6);
    expect(home.total).toBe(8);
    expect(home.items.map((c) => c.title)).toEqual(["Event 1", "Event 2", "Event 3", "Event 4", "Event 5", "Event 6"]);
  });

  it("gives the home page nothing when there are no conferences", async () => {
    expect(await listHomeConferences(6)).toEqual({ items: [], total: 0 });
  });

  it("says 'no matches' rather than failing on an empty database", async () => {
    const result = await query("q=anything&page=4");
    expect(result).toMatchObject({ items: [], matching: 0, page: 1, pageCount: 1 });
    expect(result.counts).toEqual({ total: 0, upcoming: 0, live: 0, past: 0 });
  });
});
