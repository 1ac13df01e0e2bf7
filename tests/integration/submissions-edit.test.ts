import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  mailMessages,
  notifications,
  editorialDecisions,
  submissionAuthors,
  submissionEvents,
  submissionFiles,
  submissionMessages,
  submissions,
} from "~/db/schema";
import { EDIT_MESSAGES, LIST_MESSAGES } from "~/modules/submissions/submission-messages";
import type { EditSubmissionForm } from "~/modules/submissions/submissions.schemas";
import type { SubmissionActionData } from "~/modules/submissions/submissions.types";
import { action as submissionAction, loader as submissionLoader } from "~/routes/dashboard/submission";
import type { Actor } from "../helpers/actors";
import { load, pdfBytes, post, postSubmission, storedFiles, submissionsWorld, wizardData } from "./submissions-helpers";

const world = submissionsWorld();
const { db } = world;

type PageData = Awaited<ReturnType<typeof submissionLoader>>;

/** A fresh submission by the author, through the API. */
async function createSubmission(): Promise<string> {
  const answer = await postSubmission(
    world.actors.author,
    wizardData(world.fjphs, {
      authors: [
        { name: "Ada Author", email: world.actors.author.email!, affiliation: "Manipal", orcid: "" },
        { name: "Ben Second", email: "ben@example.org", affiliation: "Mysore", orcid: "" },
        // The same address again in capitals: one e-mail, not two.
        { name: "Ada Again", email: world.actors.author.email!.toUpperCase(), affiliation: "Manipal", orcid: "" },
      ],
    }),
    { name: "m.pdf", bytes: await pdfBytes() },
  );
  expect(answer.status).toBe(201);
  return answer.json.id as string;
}

/** The dialog's form of the submission as it is now, with `change`. */
async function editForm(id: string, change: Partial<EditSubmissionForm> = {}): Promise<EditSubmissionForm> {
  const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
  const authors = await db()
    .select()
    .from(submissionAuthors)
    .where(eq(submissionAuthors.submissionId, id))
    .orderBy(asc(submissionAuthors.position));
  return {
    title: row!.title,
    submissionType: row!.submissionType,
    authors: authors.map((a) => ({
      name: a.name,
      email: a.email,
      affiliation: a.affiliation ?? "",
      orcid: a.orcid ?? "",
    })),
    abstract: row!.abstract,
    keywords: row!.keywords,
    coverLetter: row!.coverLetter ?? "",
    suggestedReviewers: row!.suggestedReviewers,
    ...change,
  };
}

const save = (actor: Actor, id: string, form: unknown) =>
  post<SubmissionActionData>(
    submissionAction,
    actor,
    `/submission/${id}`,
    { intent: "update", data: JSON.stringify(form) },
    { id },
  );

const page = (actor: Actor, id: string, tab = "") =>
  load<PageData>(submissionLoader, actor, `/submission/${id}${tab ? `?tab=${tab}` : ""}`, { id });

const eventsOf = async (id: string) =>
  (
    await db()
      .select()
      .from(submissionEvents)
      .where(eq(submissionEvents.submissionId, id))
      .orderBy(asc(submissionEvents.createdAt))
  ).map((e) => [e.kind, e.detail]);

const statusMails = () => db().select().from(mailMessages).where(eq(mailMessages.template, "submission-status"));

describe("editing a submission", () => {
  it("lets the author edit while it is submitted, recording the changed fields", async () => {
    const id = await createSubmission();
    const form = await editForm(id, {
      title: "A sharper title",
      keywords: ["curcumin", "lipid nanoparticles"],
      authors: [
        { name: "Ada Author", email: world.actors.author.email!, affiliation: "Manipal", orcid: "" },
        { name: "Cora Third", email: "cora@example.org", affiliation: "", orcid: "" },
      ],
    });
    const answer = await save(world.actors.author, id, form);
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: EDIT_MESSAGES.saved } });
    const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      title: "A sharper title",
      keywords: ["curcumin", "lipid nanoparticles"],
      status: "submitted",
    });
    const authors = await db()
      .select()
      .from(submissionAuthors)
      .where(eq(submissionAuthors.submissionId, id))
      .orderBy(asc(submissionAuthors.position));
    expect(authors.map((a) => [a.name, a.isCorresponding, a.affiliation])).toEqual([
      ["Ada Author", true, "Manipal"],
      ["Cora Third", false, null],
    ]);
    expect((await eventsOf(id)).at(-1)).toEqual(["edited", { fields: ["title", "authors", "keywords"] }]);

    // Saving the same form again changes nothing and records nothing.
    await save(world.actors.author, id, form);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it("refuses the author a status change or internal notes (403), even when posted, and changes nothing", async () => {
    const id = await createSubmission();
    const mailsBefore = (await statusMails()).length;
    for (const change of [{ status: "accepted" }, { adminNotes: "mine" }, { reviewerComments: "great" }] as const) {
      const answer = await save(world.actors.author, id, await editForm(id, { title: "Changed", ...change }));
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.data?.message).toBe(EDIT_MESSAGES.statusNotAllowed);
    }
    const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      status: "submitted",
      title: "Solid lipid nanoparticles of curcumin",
      adminNotes: null,
    });
    expect((await statusMails()).length).toBe(mailsBefore);
    expect(await eventsOf(id)).toEqual([["submitted", {}]]);
  });

  it("lets an editor change the status: events, and the status e-mail to each distinct author address and the submitter", async () => {
    const id = await createSubmission();
    const mailsBefore = await statusMails();
    const answer = await save(
      world.actors.editor,
      id,
      await editForm(id, {
        status: "under_review",
        adminNotes: "Send to two reviewers",
        reviewerComments: "Methods need detail.",
        editorDecision: "Your manuscript goes to peer review.",
      }),
    );
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      status: "under_review",
      adminNotes: "Send to two reviewers",
      reviewerComments: "Methods need detail.",
    });
    // One transaction, one timestamp: compared in any order.
    const events = (await eventsOf(id)).slice(1);
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        ["edited", { fields: ["adminNotes", "reviewerComments"] }],
        ["status_changed", { from: "submitted", to: "under_review" }],
      ]),
    );
    const mails = (await statusMails()).slice(mailsBefore.length);
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      [world.actors.author.email!.toLowerCase(), "ben@example.org"].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Submission FJPHS-\d{3}: Under Review$/);
      expect(mail.text).toContain("Your manuscript goes to peer review.");
      expect(mail.text).toContain("Methods need detail.");
      // The admin notes are internal: never in what the authors receive.
      expect(mail.text).not.toContain("Send to two reviewers");
      expect(mail.html).not.toContain("Send to two reviewers");
      expect(mail.text).toContain(`http://journals.test/submission/${id}`);
    }

    // Under review, the author may no longer edit: 403, and the page offers 'View Submission' only.
    const refused = await save(world.actors.author, id, await editForm(id, { title: "Too late" }));
    expect(refused).toMatchObject({ status: 403, data: { message: EDIT_MESSAGES.notEditable } });
    const view = await page(world.actors.author, id);
    expect(view.data!.abilities).toMatchObject({ canEdit: false, canChangeStatus: false, canDelete: false });
    // Editors still edit.
    expect((await save(world.actors.editor, id, await editForm(id, { title: "Editor's title" }))).status).toBe(200);
  });

  it("records accepting, rejecting or asking for a revision while in review as the round's decision, with its letter", async () => {
    const id = await createSubmission();
    const statusBefore = (await statusMails()).length;
    const answer = await save(
      world.actors.editor,
      id,
      await editForm(id, {
        status: "revision_requested",
        reviewerComments: "Report the dissolution data.",
        editorDecision: "Please revise the methods.",
      }),
    );
    expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("revision_requested");
    // The decision of round 1, its letter in Messages, the decision e-mail (not the status e-mail).
    const decisions = await db().select().from(editorialDecisions).where(eq(editorialDecisions.submissionId, id));
    expect(decisions.map((d) => d.kind)).toEqual(["major_revision"]);
    expect(decisions[0]!.letter).toBe(
      "Please revise the methods.\n\nComments for the authors:\nReport the dissolution data.",
    );
    const letters = await db().select().from(submissionMessages).where(eq(submissionMessages.submissionId, id));
    expect(letters.map((m) => m.decisionId)).toEqual([decisions[0]!.id]);
    const mails = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.template, "editorial-decision"), like(mailMessages.text, `%/submission/${id}%`)));
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      [world.actors.author.email!.toLowerCase(), "ben@example.org"].sort(),
    );
    expect(mails[0]!.text).toContain("Please revise the methods.");
    expect((await statusMails()).length).toBe(statusBefore);
    expect((await eventsOf(id)).map(([kind]) => kind)).toEqual(
      expect.arrayContaining(["decision_recorded", "status_changed"]),
    );
  });

  it("answers 400 with the dialog's messages for an incomplete form", async () => {
    const id = await createSubmission();
    const cases: [Partial<EditSubmissionForm>, string][] = [
      [{ title: "" }, EDIT_MESSAGES.titleRequired],
      [{ authors: [{ name: "Ada", email: "" }] }, EDIT_MESSAGES.authorsIncomplete],
      [{ authors: [{ name: "Ada", email: "ada@nowhere" }] }, EDIT_MESSAGES.authorsInvalidEmail],
    ];
    for (const [change, message] of cases) {
      const answer = await save(world.actors.author, id, await editForm(id, change));
      expect(answer.status, message).toBe(400);
      expect(answer.data?.message).toBe(message);
    }
    const broken = await post<SubmissionActionData>(
      submissionAction,
      world.actors.author,
      `/submission/${id}`,
      { intent: "update", data: "{oops" },
      { id },
    );
    expect(broken.status).toBe(400);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it("answers 404 to another author and to a reviewer", async () => {
    const id = await createSubmission();
    for (const actor of [world.actors.otherAuthor, world.actors.reviewer]) {
      expect((await save(actor, id, await editForm(id, { title: "Mine now" }))).status).toBe(404);
    }
  });
});

describe("the submission's page", () => {
  it("shows the cover letter to the author and the internal notes to editors only", async () => {
    const id = await createSubmission();
    const author = (await page(world.actors.author, id)).data!;
    expect(author.detail).toMatchObject({
      coverLetter: "Dear Editor, please consider our manuscript.",
      adminNotes: null,
      reviewerComments: null,
      processingMode: "standard",
      submittedBy: { name: "Ada Author", email: world.actors.author.email },
      hasManuscript: true,
    });
    expect(author.detail.authors.map((a) => a.isCorresponding)).toEqual([true, false, false]);
    expect(author.abilities).toMatchObject({ canEdit: true, canChangeStatus: false, canUploadFiles: true });
    const editor = (await page(world.actors.editor, id)).data!;
    expect(editor.detail.adminNotes).toBe("");
    expect(editor.abilities).toMatchObject({
      canEdit: true,
      canChangeStatus: true,
      canDelete: false,
      canManageFiles: true,
    });
  });

  it("loads each tab's data: files, tasks and the history, newest first with who did it", async () => {
    const id = await createSubmission();
    await save(world.actors.editor, id, await editForm(id, { status: "revision_requested" }));
    const files = (await page(world.actors.author, id, "files")).data!;
    expect(files.tab.key).toBe("files");
    if (files.tab.key === "files") {
      expect(files.tab.files.map((f) => [f.fileName, f.isInitial])).toEqual([["m.pdf", true]]);
      expect(files.tab.allowedFormats).toEqual(["pdf", "docx"]);
      // The journal's limit (10 MB by default), which the upload dialog states and checks.
      expect(files.tab.maxFileBytes).toBe(10 * 1024 * 1024);
    }
    const tasks = (await page(world.actors.admin, id, "tasks")).data!;
    expect(tasks.tab.key).toBe("tasks");
    if (tasks.tab.key === "tasks") expect(tasks.tab.data.canCreate).toBe(true);
    const history = (await page(world.actors.author, id, "history")).data!;
    expect(history.tab.key).toBe("history");
    if (history.tab.key === "history") {
      // The decision and its status change share one transaction's time: compared in any order.
      const entries = history.tab.entries.map((e) => [e.kind, e.actorName]);
      expect(entries.slice(0, 2)).toEqual(
        expect.arrayContaining([
          ["status_changed", "Eddie Editor"],
          ["decision_recorded", "Eddie Editor"],
        ]),
      );
      expect(entries.slice(2)).toEqual([["submitted", "Ada Author"]]);
    }
    const unknown = (await page(world.actors.author, id, "bogus")).data!;
    expect(unknown.tab.key).toBe("details");
  });
});

describe("deleting a submission", () => {
  it("is refused to the editor (403) and the author (403), hidden from another author (404)", async () => {
    const id = await createSubmission();
    const remove = (actor: Actor) =>
      post<SubmissionActionData>(submissionAction, actor, `/submission/${id}`, { intent: "delete" }, { id });
    expect((await remove(world.actors.editor)).status).toBe(403);
    expect((await remove(world.actors.author)).status).toBe(403);
    expect((await remove(world.actors.otherAuthor)).status).toBe(404);
    expect(await db().select().from(submissions).where(eq(submissions.id, id))).toHaveLength(1);
  });

  it("removes, for an admin, the submission, its rows and its stored files", async () => {
    const id = await createSubmission();
    const [file] = await db().select().from(submissionFiles).where(eq(submissionFiles.submissionId, id));
    expect(await world.platform.services.storage.exists(file!.storageKey)).toBe(true);
    const storedBefore = storedFiles(world.platform.services).length;
    const noticesOf = () => db().select().from(notifications).where(eq(notifications.referenceId, id));
    expect((await noticesOf()).length).toBeGreaterThan(0);

    const answer = await post<SubmissionActionData>(
      submissionAction,
      world.actors.admin,
      `/submission/${id}`,
      { intent: "delete" },
      { id },
    );
    expect(answer).toMatchObject({ status: 200, data: { intent: "delete", ok: true, message: LIST_MESSAGES.deleted } });
    expect(await db().select().from(submissions).where(eq(submissions.id, id))).toEqual([]);
    expect(await db().select().from(submissionAuthors).where(eq(submissionAuthors.submissionId, id))).toEqual([]);
    expect(await db().select().from(submissionFiles).where(eq(submissionFiles.submissionId, id))).toEqual([]);
    expect(await db().select().from(submissionEvents).where(eq(submissionEvents.submissionId, id))).toEqual([]);
    expect(await world.platform.services.storage.exists(file!.storageKey)).toBe(false);
    expect(storedFiles(world.platform.services).length).toBe(storedBefore - 1);
    // The admins' "new submission" notices went with it.
    expect(await noticesOf()).toEqual([]);
    // Gone: the page answers 404.
    expect((await page(world.actors.admin, id)).status).toBe(404);
  });
});
