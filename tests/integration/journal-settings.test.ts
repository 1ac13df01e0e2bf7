// Journal settings (spec 002 sections 2.8, 3.6, 5, 8 and 9): the screen's access, each tab's
// limits and messages, and each setting's effect on the wizard, the server, e-mails, downloads and
// the journal's public page. One platform for the whole file.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  crossrefSettings,
  journalSettings,
  journals,
  mailMessages,
  reviewAssignments,
  reviewRounds,
  roleAssignments,
} from "~/db/schema";
import { getCurrentUser } from "~/modules/auth/session.server";
import type { SettingsActionData } from "~/modules/journal-settings/components/settings-form";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import { JOURNAL_SETTINGS_MESSAGES as M } from "~/modules/journal-settings/journal-settings.schemas";
import { editorialReplyTo, getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import type { JournalSettingsPage } from "~/modules/journal-settings/journal-settings.types";
import { loadJournalPage } from "~/modules/journals/journals.public.service.server";
import { publishArticle } from "~/modules/articles/articles.publishing.service.server";
import { recordDecision } from "~/modules/reviews/decisions.service.server";
import { answerAsReviewer, inviteReviewer } from "~/modules/reviews/invitations.service.server";
import { sendReviewReminders } from "~/modules/reviews/reminders.service.server";
import { reviewSettingsOf } from "~/modules/reviews/review-support.server";
import { saveReview } from "~/modules/reviews/reviewer.service.server";
import { dialogReviewSteps } from "~/modules/reviews/decisions.service.server";
import { updateSubmission } from "~/modules/submissions/submission-edit.service.server";
import { checkEditSubmission } from "~/modules/submissions/submissions.schemas";
import { action, loader } from "~/routes/dashboard/journal-settings";
import { loader as choiceLoader } from "~/routes/dashboard/journal-settings-choice";
import type { ConfigurableJournal } from "~/modules/journal-settings/journal-settings.types";
import { loader as pdfLoader } from "~/routes/resources/article-pdf";
import { attachPdf, createArticle, createIssue, journalId } from "../factories/catalogue";
import { MANUSCRIPTS } from "../factories/manuscript-files";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { createHttpApp } from "../../server/http-app";
import { editForm } from "./authorization-fixtures";
import { load, pdfBytes, post, postSubmission, wizardData } from "./submissions-helpers";
import { loader as wizardLoader } from "~/routes/dashboard/submission-new";

let platform: TestPlatform;
let actors: Actors;
let editorA: Actor;
let editorB: Actor;
let ijebr: string;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  ijebr = await journalId(db(), "ijebr");
  editorA = (await createActors(platform, { seeded: true, editorJournalId: ijebr, label: "set-a" })).editor;
  editorB = (
    await createActors(platform, { seeded: true, editorJournalId: await journalId(db(), "bjps"), label: "set-b" })
  ).editor;
});
afterAll(() => platform.stop());

const open = (actor: Actor, shortName = "ijebr") =>
  load<JournalSettingsPage | { message: string }>(loader, actor, `/journal/${shortName}/settings`, { shortName });
const save = (actor: Actor, fields: Record<string, string>, shortName = "ijebr") =>
  post<SettingsActionData | { message: string }>(action, actor, `/journal/${shortName}/settings`, fields, {
    shortName,
  });

/** The Publication tab's form as the browser posts it (checkbox "on" or absent). */
function publicationFields(change: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "publication",
    allowRevisions: "on",
    maxRevisions: "3",
    maxFileSize: "10",
    allowedFormats: "pdf",
    ...change,
  };
}

/** The Editorial Workflow tab's form as the browser posts it. */
function editorialFields(change: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "editorial",
    reviewType: "double-blind",
    reviewDuration: "21",
    revisionDuration: "14",
    requireEthicsStatement: "on",
    ...change,
  };
}

async function storedRow() {
  const [row] = await db().select().from(journalSettings).where(eq(journalSettings.journalId, ijebr));
  return row;
}

describe("the settings screen", () => {
  it("shows the spec's defaults for a journal without settings, and the journal's editors", async () => {
    const answer = await open(editorA);
    expect(answer.status).toBe(200);
    const page = answer.data as JournalSettingsPage;
    expect(page.journal.shortName).toBe("ijebr");
    expect(page.settings).toEqual(DEFAULT_JOURNAL_SETTINGS);
    expect(page.settings.submissionGuidelines).toMatchObject({
      maxFileSize: 10,
      allowedFormats: ["pdf", "docx"],
      minAbstractWords: 150,
      maxAbstractWords: 300,
      minKeywords: 3,
      maxKeywords: 8,
    });
    expect(page.settings.editorialWorkflow).toMatchObject({
      reviewType: "double-blind",
      reviewDuration: 21,
      revisionDuration: 14,
    });
    expect(page.settings.publicationWorkflow.maxRevisions).toBe(3);
    // Editors of this journal and of every journal; not the editor of another journal.
    const emails = page.editors.map((e) => e.email);
    expect(emails).toContain(editorA.email);
    expect(emails).toContain(actors.editor.email);
    expect(emails).not.toContain(editorB.email);
    expect(page.editors.find((e) => e.email === actors.editor.email)?.allJournals).toBe(true);
  });

  it("lets in admins and the journal's editors only, with the spec's texts", async () => {
    expect((await open(actors.admin)).status).toBe(200);
    expect((await open(actors.editor)).status).toBe(200);
    const visitor = await open(actors.visitor);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    for (const actor of [actors.author, actors.reviewer, editorB]) {
      const denied = await open(actor);
      expect(denied.status, actor.name).toBe(403);
      expect((denied.data as { message: string }).message).toBe(M.accessDenied);
    }
    // An unknown short name: 'Journal Not Found' to those who may configure journals, Access Denied to others.
    const unknown = await open(actors.admin, "nosuchjournal");
    expect(unknown.status).toBe(404);
    expect((unknown.data as { message: string }).message).toBe("Journal Not Found");
    expect((await open(actors.author, "nosuchjournal")).status).toBe(403);
    // Short names are matched in any case; a blank one goes to the journals list.
    expect((await open(actors.admin, "IJEBR")).status).toBe(200);
    const blank = await open(actors.admin, " ");
    expect(blank).toMatchObject({ status: 302, location: "/dashboard/journals" });
    // An empty segment, which the router cannot match, is redirected before it.
    const noBuild = () => Promise.reject(new Error("not used"));
    const empty = await createHttpApp(noBuild, "production").request("/journal//settings");
    expect(empty.status).toBe(302);
    expect(empty.headers.get("location")).toBe("/dashboard/journals");
  });

  it("the dashboard's Journal Settings leads an editor of one journal to its settings, an editor of several to a choice of them, and refuses the others", async () => {
    const choose = (actor: Actor) =>
      load<{ journals: ConfigurableJournal[] } | { message: string }>(
        choiceLoader,
        actor,
        "/dashboard/journal-settings",
      );
    expect(await choose(editorA)).toMatchObject({ status: 302, location: "/journal/ijebr/settings" });
    expect(await choose(editorB)).toMatchObject({ status: 302, location: "/journal/bjps/settings" });
    // An editor of two journals chooses between those two, by title.
    const both = (await createActors(platform, { seeded: true, editorJournalId: ijebr, label: "set-ab" })).editor;
    await db()
      .insert(roleAssignments)
      .values({ userId: both.userId!, role: "editor", journalId: await journalId(db(), "bjps") });
    const choice = await choose(both);
    expect(choice.status).toBe(200);
    const choices = (choice.data as { journals: ConfigurableJournal[] }).journals;
    expect(choices.map((j) => j.shortName)).toEqual(["bjps", "ijebr"]);
    expect(choices.every((j) => j.heroGradient.length > 0)).toBe(true);
    // An editor of every journal, and an admin who types the address, choose among them all.
    const all = await db().select({ shortName: journals.shortName }).from(journals);
    for (const actor of [actors.editor, actors.admin]) {
      const answer = await choose(actor);
      expect(answer.status, actor.name).toBe(200);
      expect(
        (answer.data as { journals: ConfigurableJournal[] }).journals.map((j) => j.shortName).sort(),
        actor.name,
      ).toEqual(all.map((j) => j.shortName).sort());
    }
    for (const actor of [actors.author, actors.reviewer]) {
      const denied = await choose(actor);
      expect(denied.status, actor.name).toBe(403);
      expect((denied.data as { message: string }).message).toBe(M.accessDenied);
    }
    expect((await choose(actors.visitor)).status).toBe(302);

    // The settings screen's back link returns to that choice when there was one.
    const choiceOf = async (actor: Actor, shortName = "ijebr") =>
      ((await open(actor, shortName)).data as JournalSettingsPage).choiceOfJournals;
    expect(await choiceOf(editorA)).toBe(false);
    expect(await choiceOf(editorB, "bjps")).toBe(false);
    expect(await choiceOf(both)).toBe(true);
    expect(await choiceOf(both, "bjps")).toBe(true);
    expect(await choiceOf(actors.editor)).toBe(true);
    // Admins go back to the journals list.
    expect(await choiceOf(actors.admin)).toBe(false);
  });

  it("refuses a save by an editor of another journal, an author or a visitor, and changes nothing", async () => {
    for (const actor of [editorB, actors.author]) {
      expect((await save(actor, publicationFields())).status, actor.name).toBe(403);
      // Even a bad form: permission is checked before the form's messages.
      expect((await save(actor, publicationFields({ maxFileSize: "0" }))).status, actor.name).toBe(403);
    }
    expect((await save(actors.visitor, publicationFields())).status).toBe(302);
    expect(await storedRow()).toBeUndefined();
  });
});

describe("saving each tab", () => {
  it("checks every limit of the Publication tab with its message", async () => {
    const refusals: [Record<string, string>, string, string][] = [
      [{ maxFileSize: "0" }, "maxFileSize", "Maximum file size must be between 1 and 100 MB."],
      [{ maxFileSize: "101" }, "maxFileSize", "Maximum file size must be between 1 and 100 MB."],
      [{ maxFileSize: "1e400" }, "maxFileSize", "Maximum file size must be a whole number."],
      [{ maxFileSize: "2.5" }, "maxFileSize", "Maximum file size must be a whole number."],
      [{ maxFileSize: "ten" }, "maxFileSize", "Maximum file size must be a whole number."],
      [{ allowedFormats: "" }, "allowedFormats", "Choose formats among PDF, DOCX, DOC, RTF, LaTeX and ODT."],
      [{ allowedFormats: "exe" }, "allowedFormats", "Choose formats among PDF, DOCX, DOC, RTF, LaTeX and ODT."],
      [{ maxRevisions: "11" }, "maxRevisions", "Maximum revisions must be between 1 and 10."],
      [{ maxRevisions: "0" }, "maxRevisions", "Maximum revisions must be between 1 and 10."],
      [
        { requireAbstract: "on", minAbstractWords: "49", maxAbstractWords: "300" },
        "minAbstractWords",
        "Minimum abstract words must be between 50 and 1000.",
      ],
      [
        { requireAbstract: "on", minAbstractWords: "150", maxAbstractWords: "99" },
        "maxAbstractWords",
        "Maximum abstract words must be between 100 and 1000.",
      ],
      [
        { requireAbstract: "on", minAbstractWords: "400", maxAbstractWords: "300" },
        "maxAbstractWords",
        "Maximum abstract words must not be less than the minimum.",
      ],
      [
        { requireKeywords: "on", minKeywords: "21", maxKeywords: "8" },
        "minKeywords",
        "Minimum keywords must be between 1 and 20.",
      ],
      [
        { requireKeywords: "on", minKeywords: "3", maxKeywords: "2" },
        "maxKeywords",
        "Maximum keywords must be between 3 and 20.",
      ],
    ];
    for (const [change, field, message] of refusals) {
      const answer = await save(actors.admin, publicationFields(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect((answer.data as SettingsActionData).fieldErrors?.[field], JSON.stringify(change)).toBe(message);
    }
    const noFormats = publicationFields();
    delete (noFormats as Partial<typeof noFormats>).allowedFormats;
    expect((await save(actors.admin, noFormats)).data).toMatchObject({
      ok: false,
      fieldErrors: { allowedFormats: "Allow at least one file format." },
    });
    // Hostile input: a NUL byte, an unknown tab.
    expect((await save(actors.admin, publicationFields({ maxFileSize: "1\u0000" }))).status).toBe(400);
    expect((await save(actors.admin, { intent: "theme" })).status).toBe(400);
    expect(await storedRow()).toBeUndefined();
  });

  it("saves the Publication tab, keeping hidden counts, with 'Settings updated successfully'", async () => {
    const saved = await save(
      editorA,
      publicationFields({
        allowedFormats: "pdf",
        maxFileSize: "2",
        requireAbstract: "on",
        minAbstractWords: "50",
        maxAbstractWords: "400",
      }),
    );
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: "Settings updated successfully" } });
    const settings = await getJournalSettings(ijebr);
    expect(settings.submissionGuidelines).toEqual({
      maxFileSize: 2,
      allowedFormats: ["pdf"],
      requireAbstract: true,
      minAbstractWords: 50,
      maxAbstractWords: 400,
      requireKeywords: false,
      // Hidden while keywords are not required: the stored (default) counts stay.
      minKeywords: 3,
      maxKeywords: 8,
    });
    expect(settings.publicationWorkflow).toMatchObject({ requireReview: false, allowRevisions: true, maxRevisions: 3 });
    // Other groups are untouched.
    expect(settings.seoSettings).toEqual(DEFAULT_JOURNAL_SETTINGS.seoSettings);
  });

  it("refuses review and revision durations outside the spec's ranges with its messages, and saves nothing", async () => {
    const before = await storedRow();
    const refusals: [Record<string, string>, string, string][] = [
      [{ reviewDuration: "6" }, "reviewDuration", "Review duration must be between 7 and 90 days."],
      [{ reviewDuration: "91" }, "reviewDuration", "Review duration must be between 7 and 90 days."],
      [{ reviewDuration: "" }, "reviewDuration", "Review duration must be between 7 and 90 days."],
      [{ reviewDuration: "21.5" }, "reviewDuration", "Review duration must be a whole number."],
      [{ reviewDuration: "three weeks" }, "reviewDuration", "Review duration must be a whole number."],
      [{ revisionDuration: "6" }, "revisionDuration", "Revision duration must be between 7 and 60 days."],
      [{ revisionDuration: "61" }, "revisionDuration", "Revision duration must be between 7 and 60 days."],
    ];
    for (const [change, field, message] of refusals) {
      const answer = await save(editorA, editorialFields(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.data, JSON.stringify(change)).toMatchObject({
        tab: "editorial",
        ok: false,
        message,
        fieldErrors: { [field]: message },
      });
    }
    expect(await storedRow()).toEqual(before);
  });

  it("saves the review and revision durations, under the keys peer review reads", async () => {
    for (const [reviewDuration, revisionDuration] of [
      [30, 10],
      [7, 60],
      [90, 7],
    ] as const) {
      const saved = await save(
        editorA,
        editorialFields({ reviewDuration: String(reviewDuration), revisionDuration: String(revisionDuration) }),
      );
      expect(saved).toMatchObject({ status: 200, data: { ok: true, message: "Settings updated successfully" } });
      expect((await getJournalSettings(ijebr)).editorialWorkflow).toEqual({
        reviewType: "double-blind",
        reviewDuration,
        revisionDuration,
        requireEthicsStatement: true,
        requireDataAvailability: false,
      });
      expect((await storedRow())!.editorialWorkflow).toMatchObject({ reviewDuration, revisionDuration });
      expect(await reviewSettingsOf(ijebr)).toMatchObject({ reviewDuration, revisionDuration });
    }
    // A post without the durations (a page opened before they were offered) keeps the stored ones.
    expect(
      (await save(editorA, { intent: "editorial", reviewType: "single-blind", requireEthicsStatement: "on" })).status,
    ).toBe(200);
    expect((await getJournalSettings(ijebr)).editorialWorkflow).toMatchObject({
      reviewType: "single-blind",
      reviewDuration: 90,
      revisionDuration: 7,
    });
    // The screen shows the saved values.
    const page = (await open(editorA)).data as JournalSettingsPage;
    expect(page.settings.editorialWorkflow).toMatchObject({ reviewDuration: 90, revisionDuration: 7 });
  });

  it("saves the 'review completed' and 'deadline reminders' switches, under the keys peer review reads", async () => {
    const cases: [Record<string, string>, Record<string, boolean>][] = [
      [
        { reviewCompleted: "on" },
        { submissionReceived: false, reviewCompleted: true, publicationReady: false, deadlineReminders: false },
      ],
      [
        { deadlineReminders: "on" },
        { submissionReceived: false, reviewCompleted: false, publicationReady: false, deadlineReminders: true },
      ],
      [
        { submissionReceived: "on", reviewCompleted: "on", publicationReady: "on", deadlineReminders: "on" },
        { submissionReceived: true, reviewCompleted: true, publicationReady: true, deadlineReminders: true },
      ],
    ];
    for (const [fields, expected] of cases) {
      expect((await save(editorA, { intent: "notifications", ...fields })).status, JSON.stringify(fields)).toBe(200);
      expect((await getJournalSettings(ijebr)).emailNotifications, JSON.stringify(fields)).toEqual({
        ...expected,
        editorialEmail: "",
      });
      expect(await reviewSettingsOf(ijebr), JSON.stringify(fields)).toMatchObject({
        reviewCompleted: expected.reviewCompleted,
        deadlineReminders: expected.deadlineReminders,
      });
    }
    expect((await save(editorA, { intent: "notifications", publicationReady: "on" })).status).toBe(200);
    const page = (await open(editorA)).data as JournalSettingsPage;
    expect(page.settings.emailNotifications).toMatchObject({ reviewCompleted: false, deadlineReminders: false });
  });

  it("notifications: the editorial address, checked, becomes the Reply-To of the journal's e-mails", async () => {
    const bad = await save(editorA, { intent: "notifications", editorialEmail: "office at journal" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { editorialEmail: "Enter a valid editorial e-mail address." } });
    expect(await editorialReplyTo(ijebr)).toBe(platform.services.env.EDITORIAL_EMAIL);
    const saved = await save(editorA, { intent: "notifications", editorialEmail: " office@ijebr.example.org " });
    expect(saved.status).toBe(200);
    expect((await getJournalSettings(ijebr)).emailNotifications.editorialEmail).toBe("office@ijebr.example.org");
    expect(await editorialReplyTo(ijebr)).toBe("office@ijebr.example.org");
    // Emptied, the platform's editorial office answers again.
    expect((await save(editorA, { intent: "notifications", editorialEmail: "" })).status).toBe(200);
    expect(await editorialReplyTo(ijebr)).toBe(platform.services.env.EDITORIAL_EMAIL);
  });

  it("checks and saves the DOI prefix on the journal", async () => {
    for (const bad of ["", "11.1234", "10.123", "10.1234567890", "10.12ab"]) {
      const answer = await save(actors.admin, { intent: "doi", doiPrefix: bad });
      expect(answer.status, bad).toBe(400);
    }
    expect((await save(actors.admin, { intent: "doi", doiPrefix: "" })).data).toMatchObject({
      fieldErrors: { doiPrefix: "DOI prefix is required." },
    });
    expect((await save(actors.admin, { intent: "doi", doiPrefix: "10.12" })).data).toMatchObject({
      fieldErrors: { doiPrefix: "Enter a DOI prefix such as 10.1234: '10.' followed by 4 to 9 digits." },
    });
    expect((await save(actors.admin, { intent: "doi", doiPrefix: " 10.63101 " })).status).toBe(200);
    const [row] = await db().select({ doiPrefix: journals.doiPrefix }).from(journals).where(eq(journals.id, ijebr));
    expect(row!.doiPrefix).toBe("10.63101");
    expect(((await open(editorA)).data as JournalSettingsPage).journal.doiPrefix).toBe("10.63101");

    // The Crossmark policy DOI (ADR 066): checked, saved, and emptied again.
    const crossmark = (value: string) =>
      save(actors.admin, { intent: "doi", doiPrefix: "10.63101", crossmarkPolicyDoi: value });
    expect((await crossmark("crossmark-policy")).data).toMatchObject({
      fieldErrors: { crossmarkPolicyDoi: "Enter the policy page's DOI, such as 10.1234/crossmark-policy." },
    });
    expect((await crossmark(" 10.63101/crossmark-policy ")).status).toBe(200);
    const [policy] = await db()
      .select({ doi: crossrefSettings.crossmarkPolicyDoi })
      .from(crossrefSettings)
      .where(eq(crossrefSettings.journalId, ijebr));
    expect(policy!.doi).toBe("10.63101/crossmark-policy");
    expect((await crossmark("")).status).toBe(200);
    const [cleared] = await db()
      .select({ doi: crossrefSettings.crossmarkPolicyDoi })
      .from(crossrefSettings)
      .where(eq(crossrefSettings.journalId, ijebr));
    expect(cleared!.doi).toBeNull();
  });

  it("checks the SEO tab's lengths, drops empty and repeated keywords, and feeds the journal page's head", async () => {
    const seo = (change: Record<string, string>) =>
      save(actors.admin, {
        intent: "seo",
        metaTitle: "",
        metaDescription: "",
        keywords: "",
        ogImage: "",
        twitterCard: "summary",
        ...change,
      });
    expect((await seo({ metaTitle: "t".repeat(61) })).data).toMatchObject({
      fieldErrors: { metaTitle: "Meta title must be at most 60 characters." },
    });
    expect((await seo({ metaDescription: "d".repeat(161) })).data).toMatchObject({
      fieldErrors: { metaDescription: "Meta description must be at most 160 characters." },
    });
    expect((await seo({ ogImage: "javascript:alert(1)" })).data).toMatchObject({
      fieldErrors: { ogImage: "Enter an image address starting with https://." },
    });
    expect((await seo({ twitterCard: "player" })).status).toBe(400);
    const saved = await seo({
      metaTitle: "Economics and Business Research | IJEBR",
      metaDescription: "Peer-reviewed research in economics, finance and management.",
      keywords: "economics, , Finance,finance , management",
      ogImage: "https://images.example.org/ijebr-1200x630.png",
    });
    expect(saved.status).toBe(200);
    const page = await loadJournalPage("ijebr", { tab: "about" } as never);
    expect(page.settings.seo).toEqual({
      metaTitle: "Economics and Business Research | IJEBR",
      metaDescription: "Peer-reviewed research in economics, finance and management.",
      keywords: ["economics", "Finance", "management"],
      ogImage: "https://images.example.org/ijebr-1200x630.png",
      twitterCard: "summary",
    });
  });
});

describe("each setting takes effect", () => {
  it("submission guidelines: the wizard's server refuses a DOCX and a 3 MB PDF with the spec's messages", async () => {
    // Saved above: PDF only, 2 MB, abstracts of 50-400 words.
    const abstract = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const form = wizardData(ijebr, { abstract });
    const docx = await postSubmission(actors.author, form, {
      name: "manuscript.docx",
      bytes: MANUSCRIPTS.docx.bytes,
      type: MANUSCRIPTS.docx.mimeType,
    });
    expect(docx).toMatchObject({
      status: 400,
      json: { message: 'File "manuscript.docx" is not a valid manuscript format. Please upload PDF files.' },
    });
    const pdf = await pdfBytes();
    const big = { name: "big.pdf", bytes: Buffer.concat([Buffer.from(pdf), Buffer.alloc(3 * 1024 * 1024, 0x20)]) };
    expect(await postSubmission(actors.author, form, big)).toMatchObject({
      status: 413,
      json: { message: "File is too large. File size must be less than 2MB." },
    });
    // The abstract's word count.
    const short = await postSubmission(actors.author, wizardData(ijebr), { name: "m.pdf", bytes: pdf });
    expect(short).toMatchObject({ status: 400, json: { message: expect.stringMatching(/at least 50 words/) } });
    // The wizard's page hands the same rules to the browser.
    const wizard = await load<{
      journals: { shortName: string; rules: { allowedFormats: string[]; maxFileBytes: number } }[];
    }>(wizardLoader, actors.author, "/dashboard/submissions/new");
    expect(wizard.data!.journals.find((j) => j.shortName === "ijebr")!.rules).toMatchObject({
      allowedFormats: ["pdf"],
      maxFileBytes: 2 * 1024 * 1024,
    });
  });

  it("editorial workflow and notifications: statements required or not; the confirmation e-mail on or off", async () => {
    const abstract = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const pdf = { name: "m.pdf", bytes: await pdfBytes() };
    const ethicsWithoutApproval = {
      abstract,
      ethicsDeclaration: {
        involveHumanSubjects: true,
        involveAnimalSubjects: false,
        ethicsApprovalNumber: "",
        ethicsCommittee: "",
      },
      dataAvailability: { statement: "", repositoryUrl: "" },
    };
    // Defaults: the ethics approval is required, the data statement is not.
    expect((await postSubmission(actors.author, wizardData(ijebr, ethicsWithoutApproval), pdf)).status).toBe(400);

    expect(
      (await save(editorA, { intent: "editorial", reviewType: "open", requireDataAvailability: "on" })).status,
    ).toBe(200);
    expect((await save(editorA, { intent: "editorial", reviewType: "triple-blind" })).status).toBe(400);
    const noStatement = await postSubmission(actors.author, wizardData(ijebr, ethicsWithoutApproval), pdf);
    expect(noStatement).toMatchObject({
      status: 400,
      json: { fieldErrors: { "dataAvailability.statement": "Please provide a data availability statement." } },
    });
    expect(
      (noStatement.json.fieldErrors as Record<string, string>)["ethicsDeclaration.ethicsCommittee"],
    ).toBeUndefined();

    const confirmations = async () => {
      const [row] = await db()
        .select({ n: count() })
        .from(mailMessages)
        .where(
          and(eq(mailMessages.template, "submission-confirmation"), eq(mailMessages.recipient, actors.author.email!)),
        );
      return row!.n;
    };
    const before = await confirmations();
    expect((await save(editorA, { intent: "notifications", publicationReady: "on" })).status).toBe(200);
    const withStatement = wizardData(ijebr, {
      ...ethicsWithoutApproval,
      dataAvailability: { statement: "On request.", repositoryUrl: "" },
    });
    // The answer tells the wizard whether to promise the e-mail: off here, so its success screen does not.
    expect(await postSubmission(actors.author, withStatement, pdf)).toMatchObject({
      status: 201,
      json: { confirmationEmailed: false },
    });
    expect(await confirmations()).toBe(before);
    expect(
      (await save(editorA, { intent: "notifications", submissionReceived: "on", publicationReady: "on" })).status,
    ).toBe(200);
    expect(await postSubmission(actors.author, withStatement, pdf)).toMatchObject({
      status: 201,
      json: { confirmationEmailed: true },
    });
    expect(await confirmations()).toBe(before + 1);

    // The review type is shown on the journal's page.
    const page = await loadJournalPage("ijebr", { tab: "submission" } as never);
    expect(page.settings.reviewTypeLabel).toBe("Open peer review");
    expect(page.settings.guidelines).toContainEqual({ label: "Manuscript files", value: "PDF, up to 2 MB" });
  });

  it("publication workflow: review before acceptance, revisions off or limited", async () => {
    const abstract = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const created = await postSubmission(
      actors.author,
      wizardData(ijebr, { abstract, dataAvailability: { statement: "On request.", repositoryUrl: "" } }),
      { name: "m.pdf", bytes: await pdfBytes() },
    );
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const editor = (await getCurrentUser(editorA.request("/")))!;
    const toStatus = (status: string) => {
      const parsed = checkEditSubmission(JSON.parse(editForm({ status: status as never, abstract })));
      if (!parsed.ok) throw new Error(parsed.message);
      return updateSubmission(editor, id, parsed.data, dialogReviewSteps);
    };
    const fields = (change: Record<string, string>) =>
      publicationFields({
        allowedFormats: "pdf",
        maxFileSize: "2",
        requireAbstract: "on",
        minAbstractWords: "50",
        maxAbstractWords: "400",
        ...change,
      });

    expect((await save(editorA, fields({ requireReview: "on", allowRevisions: "" }))).status).toBe(200);
    await expect(toStatus("accepted")).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/must be under review/),
    });
    await expect(toStatus("revision_requested")).rejects.toMatchObject({
      status: 409,
      message: "This journal does not allow revisions.",
    });
    expect((await save(editorA, fields({ requireReview: "on", allowRevisions: "on", maxRevisions: "1" }))).status).toBe(
      200,
    );
    await toStatus("under_review");
    await toStatus("revision_requested");
    await toStatus("under_review");
    await expect(toStatus("revision_requested")).rejects.toMatchObject({
      status: 409,
      message: "This submission has had the journal's maximum of 1 revision round.",
    });
    // Once under review (now or before), it may be accepted.
    await toStatus("accepted");
  });

  it("access controls: a visitor is sent to sign in before a download and comes back to the article", async () => {
    const issue = await createIssue(db(), { journalId: ijebr, volumeNumber: 31, issueNumber: 1 });
    const article = await createArticle(db(), issue);
    await attachPdf(db(), platform.services.storage, article.id);
    const params = { shortName: "ijebr", volume: "31", articleNumber: String(article.articleNumber) };
    const pdfPath = `/journal/ijebr/article/31/${article.articleNumber}/pdf`;
    const open = (actor: Actor) => load(pdfLoader, actor, pdfPath, params);
    expect((await open(actors.visitor)).status).toBe(200);

    expect((await save(actors.admin, { intent: "access", requireRegistration: "on" })).status).toBe(200);
    const visitor = await open(actors.visitor);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/journal/ijebr/article/31/${article.articleNumber}`)}`,
    );
    const reader = await open(actors.author);
    expect(reader.status).toBe(200);
    expect(reader.headers?.get("cache-control")).toBe("private, no-store");

    expect((await save(actors.admin, { intent: "access" })).status).toBe(200);
    expect((await open(actors.visitor)).status).toBe(200);
  });

  it("notifications: 'Publication ready' off, publishing sends no author e-mail", async () => {
    const issue = await createIssue(db(), { journalId: ijebr, volumeNumber: 32, issueNumber: 1 });
    const article = await createArticle(db(), issue, { status: "draft", articleNumber: null }, [
      { name: "Nila Author", email: "nila.author@example.org" },
    ]);
    const published = async () => {
      const [row] = await db()
        .select({ n: count() })
        .from(mailMessages)
        .where(
          and(eq(mailMessages.template, "article-published"), eq(mailMessages.recipient, "nila.author@example.org")),
        );
      return row!.n;
    };
    expect((await save(editorA, { intent: "notifications", submissionReceived: "on" })).status).toBe(200);
    const admin = (await getCurrentUser(actors.admin.request("/")))!;
    await publishArticle(admin, article.id);
    expect(await published()).toBe(0);
  });
});

describe("peer review follows the saved settings", () => {
  const day = 86_400_000;
  const abstract = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
  const userOf = async (actor: Actor) => (await getCurrentUser(actor.request("/")))!;

  /** A new submission to IJEBR by the author, whatever the wizard's current rules. */
  async function newSubmission(): Promise<string> {
    const created = await postSubmission(
      actors.author,
      wizardData(ijebr, { abstract, dataAvailability: { statement: "On request.", repositoryUrl: "" } }),
      { name: "m.pdf", bytes: await pdfBytes() },
    );
    expect(created.status).toBe(201);
    return created.json.id as string;
  }

  async function assignment(id: string) {
    const [row] = await db().select().from(reviewAssignments).where(eq(reviewAssignments.id, id));
    return row!;
  }

  /** Review reminders (and notices) e-mailed to `email` whose subject contains `subject`. */
  async function reminders(email: string, subject: string) {
    const rows = await db()
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(and(eq(mailMessages.recipient, email), eq(mailMessages.template, "review-reminder")));
    return rows.filter((r) => r.subject.includes(subject)).length;
  }

  /** Invites the standard reviewer to a new submission, and the reviewer accepts. */
  async function acceptedReview(): Promise<{ submissionId: string; assignmentId: string }> {
    const submissionId = await newSubmission();
    const { id } = await inviteReviewer(await userOf(editorA), submissionId, {
      kind: "user",
      reviewerId: actors.reviewer.userId!,
    });
    await answerAsReviewer(await userOf(actors.reviewer), id, { kind: "accept" });
    return { submissionId, assignmentId: id };
  }

  it("a saved review duration sets a new invitation's due date, a saved revision duration a revision's", async () => {
    // Revisions allowed, whatever earlier tests left.
    expect((await save(editorA, publicationFields({ maxRevisions: "3" }))).status).toBe(200);
    expect((await save(editorA, editorialFields({ reviewDuration: "45", revisionDuration: "20" }))).status).toBe(200);
    const submissionId = await newSubmission();
    const editor = await userOf(editorA);
    const now = new Date("2031-05-10T08:00:00Z");
    const first = await inviteReviewer(
      editor,
      submissionId,
      { kind: "user", reviewerId: actors.reviewer.userId! },
      now,
    );
    expect(await assignment(first.id)).toMatchObject({ responseDueDate: "2031-05-17", reviewDueDate: "2031-06-24" });

    // A new duration applies to the next invitation; the one already sent keeps its dates.
    expect((await save(editorA, editorialFields({ reviewDuration: "10", revisionDuration: "20" }))).status).toBe(200);
    const second = await inviteReviewer(
      editor,
      submissionId,
      { kind: "email", email: "second.reviewer@example.org", name: "Second Reviewer", affiliation: null },
      now,
    );
    expect(await assignment(second.id)).toMatchObject({ responseDueDate: "2031-05-17", reviewDueDate: "2031-05-20" });
    expect((await assignment(first.id)).reviewDueDate).toBe("2031-06-24");

    await recordDecision(editor, submissionId, { kind: "minor_revision", letter: "Please revise the methods." }, now);
    const [round] = await db()
      .select({ revisionDueDate: reviewRounds.revisionDueDate })
      .from(reviewRounds)
      .where(eq(reviewRounds.submissionId, submissionId));
    expect(round!.revisionDueDate).toBe("2031-05-30");
  });

  it("'Deadline reminders' saved off sends no reminder; saved on again, the overdue reviewer and the editor hear", async () => {
    const { assignmentId } = await acceptedReview();
    const overdue = new Date(Date.parse(`${(await assignment(assignmentId)).reviewDueDate}T12:00:00Z`) + 5 * day);
    const reviewerBefore = await reminders(actors.reviewer.email!, "Your review is overdue");
    const editorBefore = await reminders(editorA.email!, "A review is overdue");

    // Off: every other notification on, so only this switch is turned off.
    expect(
      (
        await save(editorA, {
          intent: "notifications",
          submissionReceived: "on",
          reviewCompleted: "on",
          publicationReady: "on",
        })
      ).status,
    ).toBe(200);
    await sendReviewReminders(overdue);
    expect(await reminders(actors.reviewer.email!, "Your review is overdue")).toBe(reviewerBefore);
    expect(await reminders(editorA.email!, "A review is overdue")).toBe(editorBefore);

    expect((await save(editorA, { intent: "notifications", deadlineReminders: "on" })).status).toBe(200);
    await sendReviewReminders(overdue);
    expect(await reminders(actors.reviewer.email!, "Your review is overdue")).toBe(reviewerBefore + 1);
    expect(await reminders(editorA.email!, "A review is overdue")).toBe(editorBefore + 1);
  });

  it("'Review completed' saved off, the editor hears nothing when the last review is in; saved on, once", async () => {
    const reviewer = await userOf(actors.reviewer);
    const submit = (assignmentId: string) =>
      saveReview(
        reviewer,
        assignmentId,
        { recommendation: "minor", commentsToAuthor: "Clear and careful.", confidentialComments: "" },
        true,
      );
    const before = await reminders(editorA.email!, "All reviews are in");

    expect((await save(editorA, { intent: "notifications", deadlineReminders: "on" })).status).toBe(200);
    await submit((await acceptedReview()).assignmentId);
    expect(await reminders(editorA.email!, "All reviews are in")).toBe(before);

    expect((await save(editorA, { intent: "notifications", reviewCompleted: "on" })).status).toBe(200);
    await submit((await acceptedReview()).assignmentId);
    expect(await reminders(editorA.email!, "All reviews are in")).toBe(before + 1);
  });
});

describe("stored settings are read defensively", () => {
  it("takes the default for a missing or out-of-range value", async () => {
    await db()
      .update(journalSettings)
      .set({ submissionGuidelines: { maxFileSize: 5000, allowedFormats: ["exe"], minKeywords: "many" } as never })
      .where(eq(journalSettings.journalId, ijebr));
    const settings = await getJournalSettings(ijebr);
    expect(settings.submissionGuidelines).toMatchObject({
      maxFileSize: 10,
      allowedFormats: ["pdf", "docx"],
      minKeywords: 3,
    });
  });
});
