import fs from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  journalSettings,
  journals,
  mailMessages,
  notifications,
  submissionAuthors,
  submissionEvents,
  submissionFiles,
  submissions,
} from "~/db/schema";
import { tempUploadDir } from "~/modules/submission-files/upload-temp.server";
import { SUBMISSION_NOT_FOUND, WIZARD_MESSAGES } from "~/modules/submissions/submission-messages";
import type { WizardJournal } from "~/modules/submissions/submissions.types";
import { loader as wizardLoader } from "~/routes/dashboard/submission-new";
import { journalId } from "../factories/catalogue";
import { load, pdfBytes, postSubmission, storedFiles, submissionsWorld, wizardData } from "./submissions-helpers";

const world = submissionsWorld();
const { db } = world;
let ijcpms: string;

beforeAll(async () => {
  ijcpms = await journalId(db(), "ijcpms");
});

/** Rows that a refused submission must not leave behind. */
async function footprint() {
  const [[s], [a], [f], [e], [m], [n]] = await Promise.all([
    db().select({ n: count() }).from(submissions),
    db().select({ n: count() }).from(submissionAuthors),
    db().select({ n: count() }).from(submissionFiles),
    db().select({ n: count() }).from(submissionEvents),
    db().select({ n: count() }).from(mailMessages),
    db().select({ n: count() }).from(notifications),
  ]);
  const temp = tempUploadDir(world.platform.services.env.dataDir);
  return {
    submissions: s!.n,
    authors: a!.n,
    files: f!.n,
    events: e!.n,
    mails: m!.n,
    notifications: n!.n,
    stored: storedFiles(world.platform.services).length,
    temp: fs.existsSync(temp) ? fs.readdirSync(temp).length : 0,
  };
}

describe("an author creates a submission through POST /api/submissions", () => {
  it("writes the submission, its authors, its manuscript, its history, the confirmation e-mail and the admins' notification", async () => {
    const pdf = await pdfBytes("Curcumin nanoparticles");
    const answer = await postSubmission(
      world.actors.author,
      { ...wizardData(world.fjphs), processingMode: "fast_track" },
      { name: "curcumin.pdf", bytes: pdf },
    );

    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { id, code } = answer.json as { id: string; code: string };
    const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      journalId: world.fjphs,
      title: "Solid lipid nanoparticles of curcumin",
      status: "submitted",
      processingMode: "fast_track",
      keywords: ["curcumin", "nanoparticles"],
      suggestedReviewers: ["Dr. R. Rao, rao@example.org"],
      createdBy: world.actors.author.userId,
      conflictOfInterest: { hasConflict: false },
      authorshipDeclaration: { allAuthorsConsent: true, contributionStatement: "AA designed, BS measured." },
    });
    expect(code).toBe(`FJPHS-${String(row!.submissionNumber).padStart(3, "0")}`);

    const authors = await db()
      .select()
      .from(submissionAuthors)
      .where(eq(submissionAuthors.submissionId, id))
      .orderBy(asc(submissionAuthors.position));
    expect(authors.map((a) => [a.position, a.name, a.isCorresponding, a.orcid])).toEqual([
      [1, "Ada Author", true, null],
      [2, "Ben Second", false, "0000-0002-1825-0097"],
    ]);

    const files = await db().select().from(submissionFiles).where(eq(submissionFiles.submissionId, id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      fileName: "curcumin.pdf",
      isInitial: true,
      mimeType: "application/pdf",
      sizeBytes: pdf.length,
    });
    const stored = await world.platform.services.storage.get(files[0]!.storageKey);
    expect(Buffer.from(await new Response(stored!.stream).arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);

    const events = await db().select().from(submissionEvents).where(eq(submissionEvents.submissionId, id));
    expect(events.map((e) => [e.kind, e.actorId])).toEqual([["submitted", world.actors.author.userId]]);

    const mails = await db().select().from(mailMessages).where(eq(mailMessages.template, "submission-confirmation"));
    expect(mails.map((m) => m.recipient)).toEqual([world.actors.author.email]);
    expect(mails[0]!.subject).toContain(code);
    expect(mails[0]!.text).toContain(`http://journals.test/submission/${id}`);

    const notes = await db().select().from(notifications).where(eq(notifications.referenceId, id));
    expect(notes.map((n) => [n.userId, n.type])).toEqual([[world.actors.admin.userId, "new_submission"]]);
  });

  it("answers 400 with the spec's message for each bad input, and writes nothing", async () => {
    const before = await footprint();
    const pdf = { name: "m.pdf", bytes: await pdfBytes() };
    const cases: {
      label: string;
      data: unknown;
      file: typeof pdf | null;
      status: number;
      message: string | RegExp;
      field?: string;
    }[] = [
      {
        label: "no title",
        data: wizardData(world.fjphs, { title: " " }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.basicInfoRequired,
        field: "title",
      },
      {
        label: "a malformed author e-mail",
        data: wizardData(world.fjphs, { authors: [{ name: "Ada", email: "ada@", affiliation: "Uni", orcid: "" }] }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.basicInfoRequired,
        field: "authors.0.email",
      },
      {
        label: "no abstract",
        data: wizardData(world.fjphs, { abstract: "" }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.abstractRequired,
        field: "abstract",
      },
      {
        label: "no consent",
        data: wizardData(world.fjphs, {
          authorshipDeclaration: { allAuthorsConsent: false, contributionStatement: "" },
        }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.consentRequired,
      },
      {
        label: "a declared conflict without details",
        data: wizardData(world.fjphs, { conflictOfInterest: { hasConflict: true, details: "" } }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.conflictDetailsRequired,
        field: "conflictOfInterest.details",
      },
      {
        label: "human subjects without an approval number",
        data: wizardData(world.fjphs, {
          ethicsDeclaration: {
            involveHumanSubjects: true,
            involveAnimalSubjects: false,
            ethicsCommittee: "IEC",
            ethicsApprovalNumber: "",
          },
        }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.ethicsApprovalRequired,
      },
      {
        label: "six suggested reviewers",
        data: wizardData(world.fjphs, { suggestedReviewers: ["a", "b", "c", "d", "e", "f"] }),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.tooManyReviewers,
      },
      {
        label: "no manuscript",
        data: wizardData(world.fjphs),
        file: null,
        status: 400,
        message: WIZARD_MESSAGES.manuscriptRequired,
      },
      {
        label: "a .pdf that is not a PDF",
        data: wizardData(world.fjphs),
        file: { name: "fake.pdf", bytes: new TextEncoder().encode("MZ this is a program") },
        status: 400,
        message: /^File "fake\.pdf" is not a valid PDF file/,
      },
      {
        label: "an executable",
        data: wizardData(world.fjphs),
        file: { name: "virus.exe", bytes: new TextEncoder().encode("MZ") },
        status: 400,
        message:
          'File "virus.exe" is not a valid manuscript format. Please upload PDF, DOC, DOCX, RTF, ODT or TEX files.',
      },
      {
        label: "data that is not JSON",
        data: "{not json",
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.invalidData,
      },
      {
        label: "an unknown journal",
        data: wizardData("00000000-0000-4000-8000-000000000000"),
        file: pdf,
        status: 400,
        message: WIZARD_MESSAGES.basicInfoRequired,
        field: "journalId",
      },
    ];
    for (const c of cases) {
      const answer = await postSubmission(world.actors.author, c.data, c.file);
      expect(answer.status, c.label).toBe(c.status);
      if (typeof c.message === "string") expect(answer.json.message, c.label).toBe(c.message);
      else expect(answer.json.message, c.label).toMatch(c.message);
      if (c.field) expect(Object.keys(answer.json.fieldErrors as object), c.label).toContain(c.field);
    }
    expect(await footprint()).toEqual(before);
  });

  it("refuses a visitor (401) and a reviewer (403) before reading the upload", async () => {
    const before = await footprint();
    const pdf = { name: "m.pdf", bytes: await pdfBytes() };
    const visitor = await postSubmission(world.actors.visitor, wizardData(world.fjphs), pdf);
    expect(visitor).toMatchObject({ status: 401, json: { message: WIZARD_MESSAGES.signInRequired } });
    const reviewer = await postSubmission(world.actors.reviewer, wizardData(world.fjphs), pdf);
    expect(reviewer.status).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it("refuses a journal that is not active", async () => {
    const bjps = await journalId(db(), "bjps");
    await db().update(journals).set({ status: "inactive" }).where(eq(journals.id, bjps));
    try {
      const before = await footprint();
      const answer = await postSubmission(world.actors.author, wizardData(bjps), {
        name: "m.pdf",
        bytes: await pdfBytes(),
      });
      expect(answer).toMatchObject({ status: 400, json: { message: WIZARD_MESSAGES.journalUnavailable } });
      expect(await footprint()).toEqual(before);
    } finally {
      await db().update(journals).set({ status: "active" }).where(eq(journals.id, bjps));
    }
  });

  it("applies the journal's submission settings once they exist: formats, size and keyword limits", async () => {
    await db()
      .insert(journalSettings)
      .values({
        journalId: ijcpms,
        submissionGuidelines: {
          maxFileSize: 1,
          allowedFormats: ["pdf", "docx"],
          requireAbstract: false,
          minAbstractWords: 150,
          maxAbstractWords: 300,
          requireKeywords: true,
          minKeywords: 3,
          maxKeywords: 8,
        },
      });
    try {
      const before = await footprint();
      const pdf = await pdfBytes();
      const big = { name: "big.pdf", bytes: Buffer.concat([Buffer.from(pdf), Buffer.alloc(1200 * 1024, 0x20)]) };
      const keywords = ["curcumin", "nanoparticles", "bioavailability"];

      const fewKeywords = await postSubmission(world.actors.author, wizardData(ijcpms), { name: "m.pdf", bytes: pdf });
      expect(fewKeywords).toMatchObject({ status: 400, json: { message: "Please add at least 3 keywords." } });

      // Checked after the upload (the form names the journal) ...
      const tooLarge = await postSubmission(world.actors.author, wizardData(ijcpms, { keywords }), big);
      expect(tooLarge).toMatchObject({
        status: 413,
        json: { message: "File is too large. File size must be less than 1MB." },
      });
      // ... or while it streams, when the URL names the journal.
      const streamed = await postSubmission(
        world.actors.author,
        wizardData(ijcpms, { keywords }),
        big,
        `?journalId=${ijcpms}`,
      );
      expect(streamed).toMatchObject({
        status: 413,
        json: { message: "File is too large. File size must be less than 1MB." },
      });
      expect(await footprint()).toEqual(before);

      const accepted = await postSubmission(world.actors.author, wizardData(ijcpms, { keywords }), {
        name: "m.pdf",
        bytes: pdf,
      });
      expect(accepted.status).toBe(201);
      expect(accepted.json.code).toMatch(/^IJCPMS-\d{3}$/);
    } finally {
      await db().delete(journalSettings).where(eq(journalSettings.journalId, ijcpms));
    }
  });

  it("numbers each journal's submissions on their own: 1, 2, ... per journal", async () => {
    const ijebr = await journalId(db(), "ijebr");
    const pdf = { name: "m.pdf", bytes: await pdfBytes() };
    const first = await postSubmission(world.actors.otherAuthor, wizardData(ijebr), pdf);
    const second = await postSubmission(world.actors.author, wizardData(ijebr), pdf);
    expect([first.json.code, second.json.code]).toEqual(["IJEBR-001", "IJEBR-002"]);
  });
});

describe("the wizard's page", () => {
  type WizardData = { journals: WizardJournal[]; initialJournalId: string; user: { name: string; email: string } };

  it("offers the active journals, preselects ?journal= and prefills the user as the first author", async () => {
    const answer = await load<WizardData>(
      wizardLoader,
      world.actors.author,
      "/dashboard/submissions/new?journal=IJCPMS",
    );
    expect(answer.status).toBe(200);
    expect(answer.data!.journals.map((j) => j.shortName).sort()).toEqual(["bjps", "fjphs", "ijcpms", "ijebr"]);
    expect(answer.data!.initialJournalId).toBe(ijcpms);
    expect(answer.data!.user).toEqual({ name: "Ada Author", email: world.actors.author.email });
    const fj = answer.data!.journals.find((j) => j.shortName === "fjphs")!;
    // A journal without settings: the spec's defaults (002 section 9).
    expect(fj.rules.allowedFormats).toEqual(["pdf", "docx"]);
    expect(fj.rules.maxFileBytes).toBe(10 * 1024 * 1024);
  });

  it("sends a visitor to sign in and refuses a reviewer", async () => {
    const visitor = await load(wizardLoader, world.actors.visitor, "/dashboard/submissions/new");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const reviewer = await load(wizardLoader, world.actors.reviewer, "/dashboard/submissions/new");
    expect(reviewer.status).toBe(403);
  });
});

describe("a submission nobody may see", () => {
  it("is 404 with the same text whether it is missing, not a uuid, or another author's", async () => {
    const { loader } = await import("~/routes/dashboard/submission");
    const created = await postSubmission(world.actors.author, wizardData(world.fjphs), {
      name: "m.pdf",
      bytes: await pdfBytes(),
    });
    const id = created.json.id as string;
    const attempts = [
      { actor: world.actors.author, id: "7d7e2c5a-8a52-4a8f-9d77-5b7c1c0e0f11" },
      { actor: world.actors.author, id: "not-a-uuid" },
      { actor: world.actors.otherAuthor, id },
      { actor: world.actors.reviewer, id },
    ];
    for (const attempt of attempts) {
      const answer = await load<{ message: string }>(loader, attempt.actor, `/submission/${attempt.id}`, {
        id: attempt.id,
      });
      expect(answer.status, attempt.id).toBe(404);
      expect(answer.data?.message).toBe(SUBMISSION_NOT_FOUND);
    }
    const own = await load(loader, world.actors.author, `/submission/${id}`, { id });
    expect(own.status).toBe(200);
  });
});

describe("the stored files of a refused submission", () => {
  it("leave nothing under storage or in the temp uploads", async () => {
    const temp = tempUploadDir(world.platform.services.env.dataDir);
    const leftovers = fs.existsSync(temp) ? fs.readdirSync(temp) : [];
    expect(leftovers).toEqual([]);
    // Each file, and the copy its reviewers get under double-blind review (ADR 054).
    const rows = await db()
      .select({ key: submissionFiles.storageKey, blind: submissionFiles.blindCopyKey })
      .from(submissionFiles);
    const keys = rows.flatMap((r) => (r.blind ? [r.key, r.blind] : [r.key]));
    const onDisk = storedFiles(world.platform.services).map((p) =>
      path.posix.join("submissions", p.split(path.sep).join("/")),
    );
    expect(onDisk.sort()).toEqual(keys.sort());
  });
});
