import { consumeRateLimits, clientAddressKey, retryAfterSeconds } from "~/lib/rate-limit.server";
import { logger } from "~/lib/logger.server";
import { db, services } from "~/lib/services.server";
import { journalPageHref } from "~/modules/journals/journals.public.schemas";
import { frequencyLabel } from "~/modules/journals/journal-format";
import { getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { listArchivedJournals, listPublicJournalsWithoutCounts } from "~/modules/journals/journals.service.server";
import {
  ANSWER_PASSAGES,
  ASSISTANT_RATE_LIMIT,
  NO_ANSWER_MESSAGE,
  QUESTION_MAX_LENGTH,
  QUESTION_REQUIRED,
  QUESTION_TOO_LONG,
  assistantRateLimitMessage,
} from "./assistant.constants";
import type { AssistantReply } from "./assistant.types";
import { rankPassages } from "./assistant.repository.server";
import { keepAssistantQuestion } from "./assistant-questions.service.server";
import { composeAnswer } from "./chat-model.server";
import { staticPagePassages, type Passage } from "./site-passages.server";

export type AssistantResult =
  { ok: true; reply: AssistantReply } | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

// Readers ask in their words; the pages use the publisher's. A few words map to the pages' terms.
const SYNONYMS: Record<string, string[]> = {
  apc: ["article", "processing", "charge", "fee"],
  charge: ["fee"],
  charges: ["fee"],
  much: ["fee"],
  cost: ["fee", "charge"],
  costs: ["fee", "charge"],
  price: ["fee", "charge"],
  pay: ["fee", "payment"],
  money: ["fee", "refund"],
  long: ["timeline", "weeks", "days"],
  time: ["timeline", "weeks", "days"],
  format: ["formats", "file"],
  submit: ["submission", "manuscript"],
  publish: ["publication"],
};

/** The question's words (letters and digits), with the pages' terms for a few everyday ones. */
export function questionWords(question: string): string[] {
  const words = (question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 40);
  return [...new Set(words.flatMap((w) => [w, ...(SYNONYMS[w] ?? [])]))];
}

/** What the journals themselves say: description, scope and how each takes submissions. */
async function journalPassages(): Promise<Passage[]> {
  const journals = [...(await listPublicJournalsWithoutCounts()), ...(await listArchivedJournals())];
  const passages: Passage[] = [];
  for (const j of journals) {
    const about = [
      j.description,
      j.category ? `Category: ${j.category}.` : "",
      j.scope?.length ? `Scope: ${j.scope.join(", ")}.` : "",
      `Publication frequency: ${frequencyLabel(j.publicationFrequency)}.`,
      j.issn ? `ISSN ${j.issn}.` : "",
      j.status === "archived" ? "This journal is archived and no longer accepts submissions." : "",
    ];
    passages.push({
      title: `${j.title} (${j.shortName.toUpperCase()}): About`,
      heading: `About ${j.title}`,
      url: journalPageHref(j.shortName, "about"),
      text: about.filter(Boolean).join("\n"),
    });
    if (j.status === "archived") continue;
    const s = await getJournalSettings(j.id);
    const g = s.submissionGuidelines;
    const w = s.editorialWorkflow;
    passages.push({
      title: `${j.title} (${j.shortName.toUpperCase()}): Making a submission`,
      heading: "Making a submission: formats, abstract and peer review",
      url: journalPageHref(j.shortName, "submission"),
      text: [
        `Manuscript file formats accepted: ${g.allowedFormats.map((f) => f.toUpperCase()).join(", ")}; files up to ${g.maxFileSize} MB.`,
        `Abstract: ${g.minAbstractWords}-${g.maxAbstractWords} words${g.requireAbstract ? " (required)" : ""}. Keywords: ${g.minKeywords}-${g.maxKeywords}.`,
        `Peer review: ${w.reviewType} review; reviewers are given ${w.reviewDuration} days, revisions ${w.revisionDuration} days.`,
        w.requireEthicsStatement ? "An ethics statement is required." : "",
        w.requireDataAvailability ? "A data availability statement is required." : "",
      ]
        .filter(Boolean)
        .join("\n"),
    });
  }
  return passages;
}

/** Only the question's worth: the question clean of control characters, or a message why not. */
export function cleanQuestion(raw: unknown): { ok: true; question: string } | { ok: false; message: string } {
  if (typeof raw !== "string") return { ok: false, message: QUESTION_REQUIRED };
  const question = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!question) return { ok: false, message: QUESTION_REQUIRED };
  if (question.length > QUESTION_MAX_LENGTH) return { ok: false, message: QUESTION_TOO_LONG };
  return { ok: true, question };
}

/**
 * Answers a reader's question from the site's own content: the policy and guideline pages and the
 * journals' descriptions and settings. The best passages are retrieved by full-text search; with a
 * language model configured (ASSISTANT_MODEL_URL), it composes the answer from those passages only,
 * otherwise (or when it fails) the answer is the passages' own words. Every answer links the pages
 * it came from; with nothing that fits, it says so and points to the contact form. Rate-limited per
 * client address (ASSISTANT_RATE_LIMIT, counted in the database). Each answered question is kept with
 * its answer for editors to read, without the address.
 */
export async function askAssistant(raw: unknown, client: { address: string }): Promise<AssistantResult> {
  const cleaned = cleanQuestion(raw);
  if (!cleaned.ok) return { ok: false, status: 400, message: cleaned.message };
  const decision = await consumeRateLimits(db(), [
    {
      key: `assistant:${clientAddressKey(client.address)}`,
      limit: ASSISTANT_RATE_LIMIT.questions,
      windowMs: ASSISTANT_RATE_LIMIT.windowMinutes * 60_000,
    },
  ]);
  if (!decision.allowed) {
    const seconds = retryAfterSeconds(decision.retryAfterMs);
    return { ok: false, status: 429, message: assistantRateLimitMessage(seconds), retryAfterSeconds: seconds };
  }
  const reply = await answer(cleaned.question);
  await keepAssistantQuestion(cleaned.question, reply, services().env.ASSISTANT_MODEL ?? null);
  return { ok: true, reply };
}

async function answer(question: string): Promise<AssistantReply> {
  const words = questionWords(question);
  const passages = [...staticPagePassages(), ...(await journalPassages())];
  const ranked = words.length ? await rankPassages(db(), passages, words, ANSWER_PASSAGES * 3) : [];
  // A passage fits when it shares at least two of the question's words (or the question's only one).
  const distinctAsked = new Set(words).size;
  const fitting = ranked.filter((r) => r.matched >= Math.min(2, distinctAsked)).slice(0, ANSWER_PASSAGES);
  if (fitting.length === 0) {
    return { response: NO_ANSWER_MESSAGE, passages: [], sources: [], composed: false };
  }
  const used = fitting.map((r) => ({ title: r.passage.title, url: r.passage.url, excerpt: r.excerpt }));
  const sources = used.map(({ title, url }) => ({ title, url }));
  const env = services().env;
  if (env.ASSISTANT_MODEL_URL && env.ASSISTANT_MODEL) {
    try {
      const text = await composeAnswer(
        { url: env.ASSISTANT_MODEL_URL, key: env.ASSISTANT_MODEL_KEY, model: env.ASSISTANT_MODEL },
        question,
        fitting.map((r, i) => ({ n: i + 1, title: r.passage.title, url: r.passage.url, text: r.passage.text })),
      );
      return { response: text, passages: used, sources, composed: true };
    } catch (err) {
      logger.warn({ err }, "assistant: the language model failed; answering with the passages");
    }
  }
  return {
    response: `Here is what our pages say about that:\n\n${used.map((u) => `${u.title}: ${u.excerpt}`).join("\n\n")}`,
    passages: used,
    sources,
    composed: false,
  };
}
