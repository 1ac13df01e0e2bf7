import { and, asc, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assistantQuestions, jobs } from "~/db/schema";
import { clientAddressContext } from "~/lib/request-context";
import {
  ASSISTANT_QUESTION_RETENTION_DAYS,
  ASSISTANT_QUESTIONS_PAGE_SIZE,
  ASSISTANT_RATE_LIMIT,
  NO_ANSWER_MESSAGE,
} from "~/modules/assistant/assistant.constants";
import {
  ASSISTANT_RETENTION_JOB,
  assistantJobHandlers,
  deleteExpiredAssistantQuestions,
  scheduleAssistantQuestionRetention,
} from "~/modules/assistant/assistant-questions.service.server";
import type { AssistantQuestionsScreen, AssistantReply } from "~/modules/assistant/assistant.types";
import { loader as questionsLoader } from "~/routes/dashboard/assistant-questions";
import { action as assistantAction } from "~/routes/resources/assistant";
import { journalId } from "../factories/catalogue";
import { createActors, type Actor, type Actors } from "../helpers/actors";
import { FAKE_MODEL_MARK, startFakeChatModel, type FakeChatModel } from "../helpers/fake-chat-model";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

const APC_QUESTION = "How much is the article processing charge?";
const DAY_MS = 24 * 60 * 60_000;

let platform: TestPlatform;
let model: FakeChatModel;
let actors: Actors;
const db = () => platform.services.database.db;

beforeAll(async () => {
  model = await startFakeChatModel();
  platform = await startTestPlatform({
    env: { ASSISTANT_MODEL_URL: model.url, ASSISTANT_MODEL: "tiny-model" },
  });
  // The editor holds the role for one journal only (the authorization suite has an editor of all).
  actors = await createActors(platform, { seeded: true, editorJournalId: await journalId(db(), "fjphs") });
});
afterAll(async () => {
  await platform.stop();
  await model.close();
});
beforeEach(async () => {
  await db().delete(assistantQuestions);
  model.failWith(200);
});

async function ask(question: unknown, address = "203.0.113.50") {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  const request = new Request("http://journals.test/api/assistant", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ question }),
  });
  const response = await assistantAction(routeArgs(request, {}, context) as never);
  return { status: response.status, body: (await response.json()) as AssistantReply & { message?: string } };
}

const kept = () => db().select().from(assistantQuestions).orderBy(asc(assistantQuestions.createdAt));

const screen = (actor: Actor, search = "") =>
  questionsLoader(
    routeArgs(actor.request(`/dashboard/assistant-questions${search}`)) as never,
  ) as Promise<AssistantQuestionsScreen>;

/** What a loader threw: a redirect Response, or React Router's data() with a status. */
async function thrownBy(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected the loader to throw");
    },
    (e: unknown) => e as Response | { init: { status: number }; data: { message: string } },
  );
}

describe("the assistant keeps each question it answers", () => {
  it("with its answer, the linked pages, whether a model composed it and when; nothing of who asked", async () => {
    const before = Date.now();
    const { status, body } = await ask(APC_QUESTION);
    expect(status).toBe(200);
    expect(body.composed).toBe(true);
    expect(body.response).toContain(FAKE_MODEL_MARK);
    const [row, ...others] = await kept();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      question: APC_QUESTION,
      answer: body.response,
      sources: body.sources,
      composed: true,
      model: "tiny-model",
    });
    expect(row!.sources[0]).toEqual({
      title: "Article Processing Charges: Fee structure",
      url: "/article-processing-charges#fee-structure",
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // No column for a client address, an account or a session, and the address is nowhere.
    const columns = await db().execute(
      sql`select column_name from information_schema.columns where table_name = 'assistant_questions' order by ordinal_position`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name)).toEqual([
      "id",
      "question",
      "answer",
      "sources",
      "composed",
      "model",
      "created_at",
    ]);
    expect(JSON.stringify(row)).not.toContain("203.0.113");
  });

  it("keeps the pages' own answer when the model fails, and the 'no answer' reply, each once", async () => {
    model.failWith(503);
    const fallback = await ask(APC_QUESTION);
    expect(fallback.body.composed).toBe(false);
    const nothing = await ask("Who painted the Mona Lisa?");
    expect(nothing.body.response).toBe(NO_ANSWER_MESSAGE);
    const rows = await kept();
    expect(rows.map((r) => [r.question, r.composed, r.model, r.sources.length > 0])).toEqual([
      [APC_QUESTION, false, null, true],
      ["Who painted the Mona Lisa?", false, null, false],
    ]);
    expect(rows[0]!.answer).toContain("₹3,000");
    expect(rows[1]!.answer).toBe(NO_ANSWER_MESSAGE);
  });

  it("keeps nothing it did not answer: an empty, overlong or rate-limited question", async () => {
    expect((await ask("   ")).status).toBe(400);
    expect((await ask("fee ".repeat(200))).status).toBe(400);
    const address = "198.51.100.77";
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.questions; i++) expect((await ask("refund", address)).status).toBe(200);
    expect((await ask("refund", address)).status).toBe(429);
    expect(await kept()).toHaveLength(ASSISTANT_RATE_LIMIT.questions);
  });

  it("still answers the reader when the question cannot be kept", async () => {
    await db().execute(sql`alter table assistant_questions rename to assistant_questions_away`);
    try {
      const { status, body } = await ask(APC_QUESTION);
      expect(status).toBe(200);
      expect(body.response).toContain("₹3,000");
    } finally {
      await db().execute(sql`alter table assistant_questions_away rename to assistant_questions`);
    }
    expect(await kept()).toEqual([]);
  });
});

describe("the editors' screen of the assistant's questions", () => {
  /** `n` questions a minute apart, the last the newest. */
  async function keepQuestions(n: number, text = (i: number) => `Question number ${i}`) {
    const start = Date.now() - n * 60_000;
    await db()
      .insert(assistantQuestions)
      .values(
        Array.from({ length: n }, (_, i) => ({
          question: text(i + 1),
          answer: "Here is what our pages say about that: …",
          sources: [{ title: "Refund Policy: Overview", url: "/refund-policy#overview" }],
          composed: false,
          createdAt: new Date(start + i * 60_000),
        })),
      );
  }

  it("pages them newest first, 25 a page", async () => {
    await keepQuestions(ASSISTANT_QUESTIONS_PAGE_SIZE + 3);
    const first = await screen(actors.admin);
    expect(first).toMatchObject({ q: "", page: 1, pageCount: 2, total: ASSISTANT_QUESTIONS_PAGE_SIZE + 3 });
    expect(first.rows).toHaveLength(ASSISTANT_QUESTIONS_PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({
      question: `Question number ${ASSISTANT_QUESTIONS_PAGE_SIZE + 3}`,
      sources: [{ title: "Refund Policy: Overview", url: "/refund-policy#overview" }],
      composed: false,
      model: null,
    });
    expect(first.rows[0]!.askedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const second = await screen(actors.admin, "?page=2");
    expect(second.rows.map((r) => r.question)).toEqual(["Question number 3", "Question number 2", "Question number 1"]);
    // A page past the end is empty, not an error.
    expect((await screen(actors.admin, "?page=9")).rows).toEqual([]);
  });

  it("finds questions by the words of the question or of the answer", async () => {
    await keepQuestions(3);
    const row = (question: string, answer: string) => ({ question, answer, sources: [], composed: false });
    await db()
      .insert(assistantQuestions)
      .values([
        row("Can the fee be waived for authors from low-income countries?", "Waivers may be available."),
        row("How long does peer review take?", "Peer review takes 2-4 weeks."),
      ]);
    const waived = await screen(actors.admin, "?search=waived");
    expect(waived.rows.map((r) => r.question)).toEqual([
      "Can the fee be waived for authors from low-income countries?",
    ]);
    expect(waived.total).toBe(1);
    // "weeks" is only in the answer; "week" finds it too (the same stem).
    expect((await screen(actors.admin, "?search=week")).rows.map((r) => r.question)).toEqual([
      "How long does peer review take?",
    ]);
    expect(await screen(actors.admin, "?search=zebra")).toMatchObject({ total: 0, rows: [], q: "zebra" });
    // Any text is a search, never an error.
    expect((await screen(actors.admin, `?search=${encodeURIComponent("' & | ! :* ( <-> \\")}`)).total).toBe(0);
  });

  it("is for editors and admins: an editor of one journal reads them all; others are refused", async () => {
    await keepQuestions(2);
    expect((await screen(actors.editor)).total).toBe(2);
    for (const actor of [actors.author, actors.reviewer]) {
      const refused = await thrownBy(screen(actor));
      expect(refused).not.toBeInstanceOf(Response);
      expect((refused as { init: { status: number } }).init.status).toBe(403);
    }
    const visitor = (await thrownBy(screen(actors.visitor))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("the retention of the assistant's questions", () => {
  it(`deletes questions older than ${ASSISTANT_QUESTION_RETENTION_DAYS} days and keeps the others`, async () => {
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY_MS);
    await db()
      .insert(assistantQuestions)
      .values(
        [ASSISTANT_QUESTION_RETENTION_DAYS + 30, ASSISTANT_QUESTION_RETENTION_DAYS + 1, 10, 0].map((days) => ({
          question: `asked ${days} days ago`,
          answer: "…",
          sources: [],
          composed: false,
          createdAt: at(days),
        })),
      );
    expect(await deleteExpiredAssistantQuestions(new Date(now))).toBe(2);
    expect((await kept()).map((r) => r.question)).toEqual(["asked 10 days ago", "asked 0 days ago"]);
  });

  it("runs as a job that schedules its next run a day later, scheduled once at start", async () => {
    await db().delete(jobs);
    await db()
      .insert(assistantQuestions)
      .values({
        question: "old",
        answer: "…",
        sources: [],
        composed: false,
        createdAt: new Date(Date.now() - (ASSISTANT_QUESTION_RETENTION_DAYS + 1) * DAY_MS),
      });
    const { run } = assistantJobHandlers()[ASSISTANT_RETENTION_JOB] as {
      run: (payload: object, ctx: object) => Promise<void>;
    };
    await run({}, {});
    expect(await kept()).toEqual([]);
    const waiting = () =>
      db()
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, ASSISTANT_RETENTION_JOB), eq(jobs.status, "queued")));
    const [next, ...more] = await waiting();
    expect(more).toEqual([]);
    const inHours = (next!.runAt.getTime() - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(23);
    expect(inHours).toBeLessThanOrEqual(24);
    // A start while one waits adds none; a start without one adds it.
    await scheduleAssistantQuestionRetention();
    expect(await waiting()).toHaveLength(1);
    await db().delete(jobs);
    await scheduleAssistantQuestionRetention();
    expect(await waiting()).toHaveLength(1);
  });
});
