// The authorization suite's rows for article processing charges (issue 41, ADR 064): every new
// route and action, tried by each of the six actors. The invoice belongs to the `author` actor's
// accepted submission: its author and the journal's editors and admins see it; to the other author
// and the reviewer it does not exist (404). The author requests waivers and reports payments; the
// editors decide, confirm, refund, cancel and have a PDF whose job failed made again. A refused
// attempt changes nothing (the invoice, its ledger and its documents' jobs stay as they were); each
// attempt that changed something gets a fresh invoice.
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { apcSettings, invoiceLedger, invoices, jobs } from "~/db/schema";
import type { JobContext, JobRun } from "~/lib/jobs.server";
import { APC_DEFAULTS } from "~/modules/invoices/invoices.constants";
import { invoiceJobHandlers } from "~/modules/invoices/invoices.jobs.server";
import { INVOICE_DOCUMENT_JOB } from "~/modules/invoices/invoices.jobs.constants";
import * as invoicesPage from "~/routes/dashboard/invoices";
import * as submissionPage from "~/routes/dashboard/submission";
import * as invoiceDocument from "~/routes/resources/invoice-document";
import * as invoicesExport from "~/routes/resources/invoices-export";
import * as chargesEndpoint from "~/routes/resources/journal-charges";
import * as invoicesEndpoint from "~/routes/resources/submission-invoices";
import * as paymentWebhook from "~/routes/resources/payment-webhook";
import { journalId } from "../factories/catalogue";
import { ACTOR_NAMES, createActors, type Actor, type ActorName, type Actors } from "../helpers/actors";
import {
  capturedPaymentEvent,
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeProvider,
  type FakeProvider,
} from "../helpers/fake-payment-provider";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { editForm, get, postForm, type Answer } from "./authorization-fixtures";
import { pdfBytes, postSubmission, wizardData } from "./submissions-helpers";

type Outcome = "sign-in" | "allowed" | "forbidden" | "not-found" | "unauthorized";
type Expected = Record<ActorName, Outcome>;

function outcomeOf({ status, location }: Answer): Outcome {
  if (status === 302 && location?.startsWith("/auth")) return "sign-in";
  if (status === 302 && location?.startsWith("/files/")) return "allowed";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status >= 200 && status < 300) return "allowed";
  throw new Error(`unexpected status ${status}${location ? ` (to ${location})` : ""}`);
}

/** The invoice's viewers: its author, the journal's editors, admins; nobody else learns it exists. */
const VIEWERS: Expected = {
  visitor: "sign-in",
  author: "allowed",
  otherAuthor: "not-found",
  reviewer: "not-found",
  editor: "allowed",
  admin: "allowed",
};
const api = (e: Expected): Expected => ({ ...e, visitor: "unauthorized" });
/** The author's own changes: editors and admins see the invoice and are refused. */
const AUTHOR_ONLY = api({ ...VIEWERS, editor: "forbidden", admin: "forbidden" });
/** The editors' changes: the author sees the invoice and is refused. */
const EDITORS_OF_IT = api({ ...VIEWERS, author: "forbidden" });
/** Journal-wide screens of the journal's editors and admins. */
const EDITORS: Expected = {
  visitor: "sign-in",
  author: "forbidden",
  otherAuthor: "forbidden",
  reviewer: "forbidden",
  editor: "allowed",
  admin: "allowed",
};

/** `pdf_failed`: issued, and the job making its PDF failed for good. */
type Stage = "issued" | "waiver_requested" | "payment_reported" | "paid" | "cancelled" | "pdf_failed";
type World = { submissionId: string; invoiceId: string };

let platform: TestPlatform;
let provider: FakeProvider;
let actors: Actors;
let fjphs: string;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  provider = await startFakeProvider(async () => {});
  platform = await startTestPlatform({
    env: {
      RAZORPAY_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      RAZORPAY_KEY_ID: FAKE_KEY_ID,
      RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
      RAZORPAY_API_URL: provider.url,
    },
  });
  actors = await createActors(platform, { seeded: true, label: "invoice-authz" });
  fjphs = await journalId(db(), "fjphs");
  await db()
    .insert(apcSettings)
    .values({ journalId: fjphs, ...APC_DEFAULTS, enabled: true, upiId: "journal@sbi", bankDetails: "A/c 1" });
});
afterAll(async () => {
  await platform.stop();
  await provider.close();
});

function send(fn: unknown, actor: Actor, path: string, fields: Record<string, string>, params: Record<string, string>) {
  return postForm(fn as never, actor, path, fields, params);
}

async function runDocumentJobs() {
  const { run } = invoiceJobHandlers()[INVOICE_DOCUMENT_JOB] as { run: JobRun };
  const queued = await db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, INVOICE_DOCUMENT_JOB), eq(jobs.status, "queued")));
  for (const job of queued) {
    await run(job.payload, { db: db(), jobId: job.id, kind: job.kind, attempt: 1, maxAttempts: 8 } as JobContext);
    await db().update(jobs).set({ status: "done" }).where(eq(jobs.id, job.id));
  }
}

let worlds = 0;
/** The author's submission, accepted (its invoice issued, PDF made), and brought to `stage`. */
async function createWorld(stage: Stage): Promise<World> {
  const title = `Invoiced manuscript ${++worlds}`;
  const authors = [
    { name: "Ada Author", email: actors.author.email!, affiliation: "Manipal", orcid: "", country: "IN" },
  ];
  const answer = await postSubmission(actors.author, wizardData(fjphs, { title, authors }), {
    name: "m.pdf",
    bytes: new Uint8Array(await pdfBytes(title)),
  });
  const submissionId = String(answer.json.id);
  const accepted = await send(
    submissionPage.action,
    actors.editor,
    `/submission/${submissionId}`,
    { intent: "update", data: editForm({ status: "accepted", title, authors }) },
    { id: submissionId },
  );
  expect(accepted.status).toBe(200);
  const [invoice] = await db()
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.submissionId, submissionId));
  const w = { submissionId, invoiceId: invoice!.id };
  const step = async (actor: Actor, fields: Record<string, string>) => {
    const a = await invoiceChange(actor, w, fields);
    expect(a.status, JSON.stringify(fields)).toBe(200);
  };
  if (stage === "waiver_requested") {
    await step(actors.author, { intent: "request-waiver", reason: "No funding for this article at all." });
  }
  if (stage === "payment_reported" || stage === "paid") {
    const today = new Date().toISOString().slice(0, 10);
    await step(actors.author, {
      intent: "report-payment",
      method: "upi",
      reference: "UPI-1",
      paidOn: today,
      amount: "3000",
    });
  }
  if (stage === "paid") await step(actors.editor, { intent: "confirm-payment" });
  if (stage === "cancelled") await step(actors.editor, { intent: "cancel" });
  if (stage === "pdf_failed") {
    await db()
      .update(jobs)
      .set({ status: "failed", lastError: "storage away" })
      .where(and(eq(jobs.kind, INVOICE_DOCUMENT_JOB), sql`${jobs.payload} ->> 'invoiceId' = ${w.invoiceId}`));
  }
  await runDocumentJobs();
  return w;
}

function invoiceChange(actor: Actor, w: World, fields: Record<string, string>) {
  return send(
    invoicesEndpoint.action,
    actor,
    `/submission/${w.submissionId}/invoices`,
    { invoiceId: w.invoiceId, ...fields },
    { id: w.submissionId },
  );
}

/** Everything a change could touch: the invoices of the submission, their ledger and their documents' jobs. */
async function snapshotOf(w: World) {
  const rows = await db()
    .select({ id: invoices.id, status: invoices.status, total: invoices.totalMinor, refunded: invoices.refundedMinor })
    .from(invoices)
    .where(eq(invoices.submissionId, w.submissionId))
    .orderBy(asc(invoices.sequence));
  const [ledger] = await db()
    .select({ n: count() })
    .from(invoiceLedger)
    .innerJoin(invoices, eq(invoices.id, invoiceLedger.invoiceId))
    .where(eq(invoices.submissionId, w.submissionId));
  const [documentJobs] = await db()
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, INVOICE_DOCUMENT_JOB),
        inArray(
          sql`${jobs.payload} ->> 'invoiceId'`,
          rows.map((r) => r.id),
        ),
      ),
    );
  return { rows, ledger: ledger!.n, documentJobs: documentJobs!.n };
}

const INVOICE_ROWS: {
  what: string;
  stage: Stage;
  changes?: true;
  expected: Expected;
  run: (actor: Actor, w: World) => Promise<Answer>;
}[] = [
  {
    what: "GET /submission/:id?tab=invoices",
    stage: "issued",
    expected: VIEWERS,
    run: (a, w) => get(submissionPage.loader, a, `/submission/${w.submissionId}?tab=invoices`, { id: w.submissionId }),
  },
  {
    what: "GET /invoices/:invoiceId/invoice (the invoice PDF)",
    stage: "issued",
    expected: VIEWERS,
    run: (a, w) =>
      get(invoiceDocument.loader, a, `/invoices/${w.invoiceId}/invoice`, {
        invoiceId: w.invoiceId,
        document: "invoice",
      }),
  },
  {
    what: "GET /invoices/:invoiceId/receipt (the receipt PDF, once paid)",
    stage: "paid",
    expected: VIEWERS,
    run: (a, w) =>
      get(invoiceDocument.loader, a, `/invoices/${w.invoiceId}/receipt`, {
        invoiceId: w.invoiceId,
        document: "receipt",
      }),
  },
  {
    what: "POST /submission/:id/invoices (intent=request-waiver)",
    stage: "issued",
    changes: true,
    expected: AUTHOR_ONLY,
    run: (a, w) => invoiceChange(a, w, { intent: "request-waiver", reason: "No funding for this article at all." }),
  },
  {
    what: "POST /submission/:id/invoices (intent=report-payment)",
    stage: "issued",
    changes: true,
    expected: AUTHOR_ONLY,
    run: (a, w) =>
      invoiceChange(a, w, {
        intent: "report-payment",
        method: "bank_transfer",
        reference: "NEFT-77",
        paidOn: new Date().toISOString().slice(0, 10),
        amount: "3000",
      }),
  },
  {
    what: "POST /submission/:id/invoices (intent=pay-online)",
    stage: "issued",
    changes: true,
    expected: AUTHOR_ONLY,
    run: (a, w) => invoiceChange(a, w, { intent: "pay-online" }),
  },
  {
    what: "POST /submission/:id/invoices (intent=decide-waiver, grant in full)",
    stage: "waiver_requested",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "decide-waiver", decision: "grant", extent: "full" }),
  },
  {
    what: "POST /submission/:id/invoices (intent=decide-waiver, refuse)",
    stage: "waiver_requested",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "decide-waiver", decision: "refuse", note: "Not eligible." }),
  },
  {
    what: "POST /submission/:id/invoices (intent=confirm-payment)",
    stage: "payment_reported",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "confirm-payment" }),
  },
  {
    what: "POST /submission/:id/invoices (intent=reject-payment)",
    stage: "payment_reported",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "reject-payment" }),
  },
  {
    what: "POST /submission/:id/invoices (intent=refund, withdrawn before typesetting)",
    stage: "paid",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "refund", reason: "withdrawn_before_typesetting" }),
  },
  {
    what: "POST /submission/:id/invoices (intent=issue, after a cancellation)",
    stage: "cancelled",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "issue", category: "international" }),
  },
  {
    what: "POST /submission/:id/invoices (intent=cancel)",
    stage: "issued",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "cancel", note: "Issued in error." }),
  },
  {
    what: "POST /submission/:id/invoices (intent=make-document-again, after its job failed)",
    stage: "pdf_failed",
    changes: true,
    expected: EDITORS_OF_IT,
    run: (a, w) => invoiceChange(a, w, { intent: "make-document-again", document: "invoice" }),
  },
];

// Allowed actors last, so that the refused ones all try the same unchanged invoice first.
const ORDER: ActorName[] = ["visitor", "otherAuthor", "reviewer", "author", "editor", "admin"];

describe("authorization: article processing charges", () => {
  for (const row of INVOICE_ROWS) {
    it(row.what, async () => {
      let world = await createWorld(row.stage);
      for (const name of ORDER) {
        const before = await snapshotOf(world);
        const outcome = outcomeOf(await row.run(actors[name], world));
        expect(outcome, `${name} on ${row.what}`).toBe(row.expected[name]);
        const after = await snapshotOf(world);
        if (outcome !== "allowed") expect(after, `${name} changed nothing`).toEqual(before);
        else if (row.changes) {
          expect(after, `${name} changed it`).not.toEqual(before);
          world = await createWorld(row.stage);
        }
      }
    });
  }

  it("GET and POST /api/journals/:journalId/charges: the journal's editors and admins", async () => {
    const fields = {
      enabled: "on",
      inrAmount: "3000",
      gstRate: "18",
      usdAmount: "150",
      publisherName: "",
      publisherAddress: "",
      publisherGstin: "",
      waiverCountries: "",
      bankDetails: "A/c 1",
      upiId: "journal@sbi",
    };
    for (const name of ACTOR_NAMES) {
      const read = outcomeOf(
        await get(chargesEndpoint.loader as never, actors[name], `/api/journals/${fjphs}/charges`, {
          journalId: fjphs,
        }),
      );
      expect(read, `${name} reads`).toBe(api(EDITORS)[name]);
      const [before] = await db().select().from(apcSettings).where(eq(apcSettings.journalId, fjphs));
      const saved = outcomeOf(
        await send(chargesEndpoint.action, actors[name], `/api/journals/${fjphs}/charges`, fields, {
          journalId: fjphs,
        }),
      );
      expect(saved, `${name} saves`).toBe(api(EDITORS)[name]);
      const [after] = await db().select().from(apcSettings).where(eq(apcSettings.journalId, fjphs));
      if (saved !== "allowed") expect(after).toEqual(before);
    }
  });

  for (const path of [
    "/dashboard/invoices",
    "/dashboard/invoices?filter=unpaid_30&page=2",
    "/dashboard/invoices/export.csv",
  ]) {
    it(`GET ${path}`, async () => {
      const loader = path.includes("export") ? invoicesExport.loader : invoicesPage.loader;
      for (const name of ACTOR_NAMES) {
        expect(outcomeOf(await get(loader as never, actors[name], path)), `${name} on ${path}`).toBe(EDITORS[name]);
      }
    });
  }

  it("POST /api/payments/razorpay/webhook: a session counts for nothing; only the provider's signature does", async () => {
    const w = await createWorld("issued");
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, w.invoiceId));
    for (const name of ACTOR_NAMES) {
      const before = await snapshotOf(w);
      const forged = capturedPaymentEvent(invoice!, { secret: `${name}-guess` });
      const response = (await (paymentWebhook.action as (a: unknown) => Promise<Response>)(
        routeArgs(
          actors[name].request("/api/payments/razorpay/webhook", {
            method: "POST",
            headers: forged.headers,
            body: forged.body,
          }),
          {},
        ),
      )) as Response;
      expect(response.status, name).toBe(400);
      expect(await snapshotOf(w)).toEqual(before);
    }
  });

  it("an author sees only their own invoices: another author's submission, invoice and PDF do not exist for them", async () => {
    const w = await createWorld("paid");
    const other = actors.otherAuthor;
    for (const [what, answer] of [
      [
        "tab",
        await get(submissionPage.loader, other, `/submission/${w.submissionId}?tab=invoices`, { id: w.submissionId }),
      ],
      [
        "pdf",
        await get(invoiceDocument.loader, other, `/invoices/${w.invoiceId}/invoice`, {
          invoiceId: w.invoiceId,
          document: "invoice",
        }),
      ],
      [
        "receipt",
        await get(invoiceDocument.loader, other, `/invoices/${w.invoiceId}/receipt`, {
          invoiceId: w.invoiceId,
          document: "receipt",
        }),
      ],
    ] as const) {
      expect(outcomeOf(answer), what).toBe("not-found");
    }
    // Their own submission's tab lists none of the author's invoices.
    const title = "The other author's manuscript";
    const answer = await postSubmission(other, wizardData(fjphs, { title }), {
      name: "m.pdf",
      bytes: new Uint8Array(await pdfBytes(title)),
    });
    const theirs = String(answer.json.id);
    const tab = (await (submissionPage.loader as (a: unknown) => Promise<unknown>)(
      routeArgs(other.request(`/submission/${theirs}?tab=invoices`), { id: theirs }),
    )) as { tab: { data: { invoices: unknown[] } } };
    expect(tab.tab.data.invoices).toEqual([]);
  });
});
