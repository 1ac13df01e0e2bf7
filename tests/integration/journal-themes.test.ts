// A journal's theme through its endpoint (/api/journals/:journalId/theme) and the dashboard page
// that shows the editor: who may read, save and reset it, what is refused, and that the journal's
// public pages use a saved theme at once and the default again after a reset.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journals, journalThemes } from "~/db/schema";
import { onContentChange } from "~/lib/content-changes.server";
import { contrastRatio, drawnTheme } from "~/modules/journal-themes/contrast";
import { FIXED_THEMES, themeFor } from "~/modules/journals/journal-themes";
import { getPublicJournal, listPublicJournals } from "~/modules/journals/journals.service.server";
import { THEME_MESSAGES } from "~/modules/journal-themes/journal-themes.constants";
import type { ThemeEndpointAnswer } from "~/modules/journal-themes/journal-themes.types";
import { loader as themePageLoader } from "~/routes/dashboard/journal-theme";
import JournalPage, { loader as journalLoader } from "~/routes/public/journal";
import { action as themeAction, loader as themeLoader } from "~/routes/resources/journal-theme";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callLoader } from "./users-helpers";

let platform: TestPlatform;
let actors: Actors;
/** Editors whose role is held for ijebr only, and for fjphs only. */
let editorOfIjebr: Actor;
let editorOfFjphs: Actor;
let ijebr: string;
let newJournal: string;
const db = () => platform.services.database.db;
const MISSING = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  platform = await startTestPlatform();
  ijebr = await journalId(db(), "ijebr");
  const fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true });
  editorOfIjebr = (await createActors(platform, { seeded: true, editorJournalId: ijebr, label: "ijebr" })).editor;
  editorOfFjphs = (await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "fjphs" })).editor;
  const [row] = await db()
    .insert(journals)
    .values({ shortName: "jtst", title: "Journal of Theme Tests", status: "active" })
    .returning({ id: journals.id });
  newJournal = row.id;
});
afterAll(() => platform.stop());

type Answer = { status: number; body: ThemeEndpointAnswer & { message?: string } };

async function read(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const getTheme = async (actor: Actor, id: string) =>
  read(
    (await (themeLoader as (a: unknown) => Promise<Response>)(
      routeArgs(actor.request(`/api/journals/${id}/theme`), { journalId: id }),
    )) as Response,
  );

const postTheme = async (actor: Actor, id: string, body: unknown, raw?: string) =>
  read(
    (await (themeAction as (a: unknown) => Promise<Response>)(
      routeArgs(
        actor.request(`/api/journals/${id}/theme`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: raw ?? JSON.stringify(body),
        }),
        { journalId: id },
      ),
    )) as Response,
  );

/** A full theme to save: the Graphite look with other fonts and layout. */
function customTheme(change: Record<string, unknown> = {}) {
  return {
    name: "Slate Test",
    gradients: {
      hero: "linear-gradient(120deg, #0F172A 0%, #334155 100%)",
      card: "linear-gradient(135deg, #1e293b 0%, #475569 100%)",
      accent: "linear-gradient(90deg, #475569 0%, #94a3b8 100%)",
      light: "linear-gradient(135deg, #f8fafc 0%, #f1f5f9 100%)",
    },
    colors: { primary: "#123ABC", secondary: "#0f172a", accent: "#94a3b8" },
    fonts: { heading: "Playfair Display", body: "Lato", mono: "Fira Code" },
    layout: { headerStyle: "classic", contentWidth: "narrow" },
    ...change,
  };
}

/** The public journal page as the server renders it, from its real loader. */
async function journalPageHtml(shortName: string): Promise<string> {
  const path = `/journal/${shortName}`;
  const loaderData = await (journalLoader as (a: unknown) => Promise<unknown>)(
    routeArgs(new Request(`${platform.services.env.publicUrl}${path}`), { shortName }),
  );
  const Stub = createRoutesStub([
    { id: "page", path: "/journal/:shortName", Component: JournalPage as ComponentType, loader: () => loaderData },
  ]);
  return renderToString(
    createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: loaderData } } }),
  );
}

describe("who may read and change a journal's theme", () => {
  it("lets the admin, a global editor and the journal's own editor read it", async () => {
    for (const actor of [actors.admin, actors.editor, editorOfIjebr]) {
      const { status, body } = await getTheme(actor, ijebr);
      expect(status, actor.email!).toBe(200);
      if (!body.ok) throw new Error(body.message);
      expect(body.data.journal).toMatchObject({ id: ijebr, shortName: "ijebr" });
      expect(body.data.theme.colors).toEqual(FIXED_THEMES.ijebr.colors);
      expect(body.data.defaultTheme.name).toBe("Amber Evidence");
    }
  });

  it("gives the preview the journal's own ISSN, and none to a journal without one", async () => {
    const founding = await getTheme(actors.admin, ijebr);
    if (!founding.body.ok) throw new Error(founding.body.message);
    expect(founding.body.data.journal).toMatchObject({ issn: "2582-9238", eissn: "2582-936X" });
    const own = await getTheme(actors.admin, newJournal);
    if (!own.body.ok) throw new Error(own.body.message);
    expect(own.body.data.journal).toMatchObject({ issn: null, eissn: null });
  });

  it("refuses an editor of another journal, authors and reviewers (403) and a visitor (401)", async () => {
    for (const actor of [editorOfFjphs, actors.author, actors.reviewer]) {
      expect((await getTheme(actor, ijebr)).status, actor.email!).toBe(403);
      const refused = await postTheme(actor, ijebr, { intent: "save", theme: customTheme() });
      expect(refused.status, actor.email!).toBe(403);
      expect(refused.body.message).toBe(THEME_MESSAGES.forbidden);
      expect((await postTheme(actor, ijebr, { intent: "reset" })).status).toBe(403);
    }
    expect((await getTheme(actors.visitor, ijebr)).status).toBe(401);
    expect((await postTheme(actors.visitor, ijebr, { intent: "reset" })).status).toBe(401);
    const [row] = await db().select().from(journalThemes).where(eq(journalThemes.journalId, ijebr));
    expect(row.colors).toEqual(FIXED_THEMES.ijebr.colors);
  });

  it("answers 404 for a journal that does not exist or an id that is not one", async () => {
    for (const id of [MISSING, "not-a-uuid", "1".repeat(5000)]) {
      expect((await getTheme(actors.admin, id)).status).toBe(404);
      expect((await postTheme(actors.admin, id, { intent: "reset" })).status).toBe(404);
    }
  });

  it("opens the dashboard page for those allowed only", async () => {
    const path = `/dashboard/journals/${ijebr}/theme`;
    const call = (actor: Actor, id = ijebr) =>
      callLoader<{ journal: { id: string } }>(
        (args: never) => themePageLoader({ ...(args as object), params: { journalId: id } } as never),
        actor,
        path,
      );
    expect((await call(editorOfIjebr)).data?.journal.id).toBe(ijebr);
    expect((await call(actors.admin)).status).toBe(200);
    expect((await call(editorOfFjphs)).status).toBe(403);
    expect((await call(actors.author)).status).toBe(403);
    expect((await call(actors.admin, MISSING)).status).toBe(404);
    const visitor = await call(actors.visitor);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth/);
  });
});

describe("saving and resetting", () => {
  it("saves the journal's editor's theme in canonical form, and the public page uses it at once", async () => {
    let changes = 0;
    const stop = onContentChange(() => changes++);
    const saved = await postTheme(editorOfIjebr, ijebr, { intent: "save", theme: customTheme() });
    stop();
    expect(saved.status).toBe(200);
    if (!saved.body.ok) throw new Error(saved.body.message);
    expect(saved.body.message).toBe("Theme Settings Saved");
    expect(changes).toBe(1);
    expect(saved.body.data.isDefault).toBe(false);
    expect(saved.body.data.theme.colors.primary).toBe("#123abc");
    expect(saved.body.data.theme.gradients.hero).toBe("linear-gradient(120deg, #0f172a 0%, #334155 100%)");

    const journal = await getPublicJournal("ijebr");
    expect(journal.theme).toMatchObject({
      name: "Slate Test",
      colors: { primary: "#123abc" },
      fonts: { heading: "Playfair Display", body: "Lato", mono: "Fira Code" },
      layout: { headerStyle: "classic", contentWidth: "narrow" },
    });
    expect((await listPublicJournals()).find((j) => j.shortName === "ijebr")?.theme.colors.primary).toBe("#123abc");

    const html = await journalPageHtml("ijebr");
    // The classic header: the secondary colour with a rule in the accent colour.
    expect(html).toMatch(/data-header-style="classic"[^>]*style="background:#0f172a;border-bottom:4px solid #94a3b8"/);
    expect(html).toContain("color:#123abc");
    expect(html).toContain("--journal-content-width:64rem");
    expect(html).toContain("--journal-font-heading:&quot;Playfair Display&quot;");
    // The chosen web fonts come from this installation, and only they.
    expect(html).toMatch(/@font-face\{font-family:"Playfair Display";[^}]*src:url\([^)]*\.woff2\)/);
    expect(html).toMatch(/@font-face\{font-family:"Lato";/);
    expect(html).not.toMatch(/@font-face\{font-family:"Merriweather"/);
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)|https?:\/\/[^"')]*\.woff2/);
  });

  it("refuses bad input with the field's message, and keeps the saved theme", async () => {
    const cases: [unknown, string][] = [
      [
        {
          intent: "save",
          theme: customTheme({ colors: { primary: "blue", secondary: "#000000", accent: "#000000" } }),
        },
        "colors.primary",
      ],
      [
        {
          intent: "save",
          theme: customTheme({
            gradients: {
              ...customTheme().gradients,
              hero: "linear-gradient(90deg, #000000 0%, #ffffff 100%); x: url(//e)",
            },
          }),
        },
        "gradients.hero",
      ],
      [
        {
          intent: "save",
          theme: customTheme({ fonts: { heading: "Comic Sans MS", body: "Lato", mono: "Fira Code" } }),
        },
        "fonts.heading",
      ],
      [
        { intent: "save", theme: customTheme({ layout: { headerStyle: "classic", contentWidth: 7 } }) },
        "layout.contentWidth",
      ],
      [{ intent: "save", theme: customTheme({ name: "x".repeat(61) }) }, "name"],
    ];
    for (const [body, field] of cases) {
      const answer = await postTheme(actors.admin, ijebr, body);
      expect(answer.status, field).toBe(400);
      if (answer.body.ok) throw new Error("accepted");
      expect(answer.body.message).toBe(THEME_MESSAGES.invalid);
      expect(Object.keys(answer.body.fieldErrors ?? {}), field).toContain(field);
    }
    for (const [body, raw] of [
      [{ intent: "save", theme: 5 }, undefined],
      [{ intent: "paint" }, undefined],
      [null, "{not json"],
      [["reset"], undefined],
      [{ intent: "save", theme: customTheme({ name: "x".repeat(20_000) }) }, undefined],
    ] as [unknown, string | undefined][]) {
      const answer = await postTheme(actors.admin, ijebr, body, raw);
      expect([400, 413], JSON.stringify(body)?.slice(0, 60)).toContain(answer.status);
      expect(answer.body.message).toBeTruthy();
    }
    expect((await getPublicJournal("ijebr")).theme.colors.primary).toBe("#123abc");
  });

  it("resets to the journal's fixed theme, and the public page shows it again", async () => {
    const reset = await postTheme(actors.admin, ijebr, { intent: "reset" });
    expect(reset.status).toBe(200);
    if (!reset.body.ok) throw new Error(reset.body.message);
    expect(reset.body.message).toBe("Theme Reset");
    expect(reset.body.data.isDefault).toBe(true);
    expect(reset.body.data.theme).toEqual(themeFor("ijebr"));
    // As the public pages draw it: the fixed theme, its light ends under a scrim for white text.
    expect((await getPublicJournal("ijebr")).theme).toEqual(drawnTheme(FIXED_THEMES.ijebr));
    const html = await journalPageHtml("ijebr");
    expect(html).toContain('data-header-style="modern"');
    expect(html).not.toContain("#123abc");
  });

  it("gives a journal that is not one of the four the spec's default theme, and resets it there", async () => {
    const before = await getTheme(actors.admin, newJournal);
    if (!before.body.ok) throw new Error(before.body.message);
    expect(before.body.data.isDefault).toBe(true);
    expect(before.body.data.theme.colors).toEqual({ primary: "#3b82f6", secondary: "#64748b", accent: "#10b981" });
    // The public pages draw the default's primary darkened to AA on white (3.7:1 as chosen).
    const publicPrimary = (await getPublicJournal("jtst")).theme.colors.primary;
    expect(publicPrimary).toBe("#326ed1");
    expect(contrastRatio(publicPrimary, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(await journalPageHtml("jtst")).not.toMatch(/color:#3b82f6/);

    expect((await postTheme(actors.editor, newJournal, { intent: "save", theme: customTheme() })).status).toBe(200);
    expect((await getPublicJournal("jtst")).theme.colors.primary).toBe("#123abc");
    // Only the saved journal changed.
    expect((await getPublicJournal("bjps")).theme).toEqual(drawnTheme(FIXED_THEMES.bjps));

    expect((await postTheme(actors.editor, newJournal, { intent: "reset" })).status).toBe(200);
    expect((await getPublicJournal("jtst")).theme.gradients).toEqual(drawnTheme(themeFor("jtst")).gradients);
    expect(await db().select().from(journalThemes).where(eq(journalThemes.journalId, newJournal))).toEqual([]);
  });
});
