// Who hears what is addressed to a journal's editors (editorialOffice): its editors, or, when it
// has none of its own (a fresh installation, the demo: the admin runs every journal), the site's
// admins, as in its discussions. A new submission, an author's waiver request, an invoice's PDF
// that could not be made and the weekly reminder of failed DOI deposits, each to a journal with an
// editor (FJPHS) and to one without (IJCPMS).
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { crossrefBatches, crossrefDeposits, invoices, mailMessages } from "~/db/schema";
import { sendDoiFailureReminders } from "~/modules/crossref/doi-failure-notices.server";
import { tellEditorsOfFailedDocument } from "~/modules/invoices/invoices.service.server";
import { editorialOffice } from "~/modules/notifications/editor-notices.service.server";
import { getCurrentUser } from "~/modules/auth/session.server";
import { sendMessage } from "~/modules/reviews/decisions.service.server";
import * as submissionPage from "~/routes/dashboard/submission";
import * as chargesEndpoint from "~/routes/resources/journal-charges";
import * as invoicesEndpoint from "~/routes/resources/submission-invoices";
import { createArticle, createIssue, journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { editForm } from "./authorization-fixtures";
import { pdfBytes, post, postSubmission, wizardData } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
/** FJPHS has an editor of its own (the `editor` actor); IJCPMS has none. */
let fjphs: string;
let ijcpms: string;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  fjphs = await journalId(db(), "fjphs");
  ijcpms = await journalId(db(), "ijcpms");
  actors = await createActors(platform, { seeded: true, editorJournalId: fjphs, label: "office" });
});
afterAll(() => platform.stop());

const mailsTo = (actor: Actor, template: string, since: Date) =>
  db()
    .select({ subject: mailMessages.subject, text: mailMessages.text })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.recipient, actor.email!),
        eq(mailMessages.template, template),
        gte(mailMessages.createdAt, since),
      ),
    );

/** Submits as the author to `journal`; returns the new submission's id. */
async function submitTo(journal: string, title: string) {
  const authors = [{ name: "Ada Author", email: "ada@example.org", affiliation: "Manipal", orcid: "", country: "IN" }];
  const answer = await postSubmission(actors.author, wizardData(journal, { title, authors }), {
    name: "manuscript.pdf",
    bytes: await pdfBytes(title),
  });
  expect(answer.status).toBe(201);
  return String(answer.json.id);
}

describe("the journal's editors, or its admins when it has none", () => {
  it("are the journal's editors, and the site's admins for a journal without editors of its own", async () => {
    expect((await editorialOffice(db(), fjphs)).map((p) => p.email)).toEqual([actors.editor.email]);
    expect((await editorialOffice(db(), ijcpms)).map((p) => p.email)).toEqual([actors.admin.email]);
  });

  it("hear an author's message before anyone took the submission in hand: the admin without editors, the editor with one", async () => {
    for (const [journal, told, notTold] of [
      [ijcpms, actors.admin, actors.editor],
      [fjphs, actors.editor, actors.admin],
    ] as const) {
      const id = await submitTo(journal, `A question before review ${journal}`);
      const since = new Date();
      const author = (await getCurrentUser(actors.author.request("/dashboard")))!;
      await sendMessage(author, id, "Could the editors confirm the manuscript arrived complete?");
      expect(await mailsTo(told, "submission-message", since)).toHaveLength(1);
      expect(await mailsTo(notTold, "submission-message", since)).toHaveLength(0);
    }
  });

  it("hear of a new submission: the admin for a journal without editors, only the editor for one with", async () => {
    const since = new Date();
    await submitTo(ijcpms, "A manuscript for a journal without editors");
    const told = await mailsTo(actors.admin, "review-reminder", since);
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/^A new submission \(IJCPMS-\d+\)$/)]);
    expect(await mailsTo(actors.editor, "review-reminder", since)).toEqual([]);

    const later = new Date();
    await submitTo(fjphs, "A manuscript for a journal with an editor");
    expect((await mailsTo(actors.editor, "review-reminder", later)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^A new submission \(FJPHS-\d+\)$/),
    ]);
    expect(await mailsTo(actors.admin, "review-reminder", later)).toEqual([]);
  });

  describe("hear of an invoice's waiver request and of its PDF that could not be made", () => {
    const CHARGES = {
      enabled: "on",
      inrAmount: "3000.00",
      gstRate: "18",
      usdAmount: "150",
      publisherName: "Scholarly Press Publications",
      publisherAddress: "12 MG Road, Bengaluru 560001",
      publisherGstin: "29AAPFU0939F1ZV",
      waiverCountries: "",
      bankDetails: "Scholarly Press, A/c 1234567890, State Bank of India, IFSC SBIN0001234",
      upiId: "",
    };

    beforeAll(async () => {
      for (const journal of [fjphs, ijcpms]) {
        const request = actors.admin.request(`/api/journals/${journal}/charges`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(CHARGES),
        });
        const response = (await (chargesEndpoint.action as (a: unknown) => Promise<Response>)(
          routeArgs(request, { journalId: journal }),
        )) as Response;
        expect(response.status).toBe(200);
      }
    });

    /** A submission to `journal` accepted by the admin: its invoice, issued to the author. */
    async function invoiceOfAccepted(journal: string, title: string) {
      const id = await submitTo(journal, title);
      const authors = [{ name: "Ada Author", email: "ada@example.org", affiliation: "Manipal", orcid: "" }];
      const accepted = await post(
        submissionPage.action,
        actors.admin,
        `/submission/${id}`,
        { intent: "update", data: editForm({ status: "accepted", title, authors }) },
        { id },
      );
      expect(accepted.status).toBe(200);
      const [invoice] = await db().select().from(invoices).where(eq(invoices.submissionId, id));
      return invoice!;
    }

    async function requestWaiver(invoice: { id: string; submissionId: string | null }) {
      const request = actors.author.request(`/submission/${invoice.submissionId}/invoices`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "request-waiver",
          invoiceId: invoice.id,
          reason: "Our lab has no grant for publication charges this year.",
        }),
      });
      const response = (await (invoicesEndpoint.action as (a: unknown) => Promise<Response>)(
        routeArgs(request, { id: invoice.submissionId! }),
      )) as Response;
      expect(response.status).toBe(200);
    }

    const documentFailed = (invoiceId: string) =>
      tellEditorsOfFailedDocument(db(), { invoiceId, document: "invoice", occasion: "invoice_issued" });

    it("for a journal without editors, the admin", async () => {
      const invoice = await invoiceOfAccepted(ijcpms, "An accepted manuscript without editors");
      const since = new Date();
      await requestWaiver(invoice);
      await documentFailed(invoice.id);
      expect(await mailsTo(actors.admin, "invoice-notice", since)).toHaveLength(2);
      expect(await mailsTo(actors.editor, "invoice-notice", since)).toEqual([]);
    });

    it("for a journal with an editor, the editor and not the admin", async () => {
      const invoice = await invoiceOfAccepted(fjphs, "An accepted manuscript with an editor");
      const since = new Date();
      await requestWaiver(invoice);
      await documentFailed(invoice.id);
      expect(await mailsTo(actors.editor, "invoice-notice", since)).toHaveLength(2);
      expect(await mailsTo(actors.admin, "invoice-notice", since)).toEqual([]);
    });
  });

  it("hear each week of DOIs that failed to register: the admin for a journal without editors, only the editor for one with", async () => {
    for (const journal of [fjphs, ijcpms]) {
      const article = await createArticle(db(), await createIssue(db(), { journalId: journal, volumeNumber: 90 }));
      const [batch] = await db()
        .insert(crossrefBatches)
        .values({
          journalId: journal,
          batchId: `office-${article.id}`,
          timestamp: 1,
          mode: "test",
          xml: "<doi_batch/>",
        })
        .returning({ id: crossrefBatches.id });
      await db()
        .insert(crossrefDeposits)
        .values({ articleId: article.id, batchRef: batch!.id, doi: article.doi!, status: "failed" });
    }
    const since = new Date();
    // A week's reminder names failures more than a day old.
    await sendDoiFailureReminders(new Date(Date.now() + 2 * 24 * 60 * 60_000));
    expect((await mailsTo(actors.admin, "doi-failures", since)).map((m) => m.text)).toEqual([
      expect.stringContaining(`/dashboard/dois?journal=${ijcpms}&status=failed`),
    ]);
    expect((await mailsTo(actors.editor, "doi-failures", since)).map((m) => m.text)).toEqual([
      expect.stringContaining(`/dashboard/dois?journal=${fjphs}&status=failed`),
    ]);
  });
});
