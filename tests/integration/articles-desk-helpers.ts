// Calling the publishing desk's articles screen and its galley endpoints as React Router would, with
// real multipart bodies, and the articles they work on.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { ArticleForm } from "~/modules/articles/articles.desk.schemas";
import { action as galleyAction, loader as galleyLoader } from "~/routes/resources/article-desk-galley";
import { action as uploadAction } from "~/routes/resources/article-desk-galleys";
import { action as metadataAction } from "~/routes/resources/article-desk-metadata";
import { zipBytes } from "../factories/manuscript-files";
import type { Actor } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";

export const ABSTRACT =
  "Background: Ophthalmic gels that turn viscous on the eye keep a drug in contact longer. Methods: gels were " +
  "prepared with gellan gum and tested for gelation, release and irritation. Results: release lasted eight hours.";

/** A valid article form for `journalId` and `issueId`, with `change` applied. */
export function articleForm(journalId: string, issueId: string, change: Partial<ArticleForm> = {}): ArticleForm {
  return {
    journalId,
    issueId,
    title: "Ion-activated in situ gels of natamycin for fungal keratitis",
    articleType: "research_article",
    status: "draft",
    authors: [
      {
        name: "Asha Rao",
        email: "asha.rao@example.org",
        affiliation: "Manipal College of Pharmaceutical Sciences",
        orcid: "",
        isCorresponding: true,
      },
    ],
    abstract: ABSTRACT,
    keywords: ["in situ gel", "natamycin"],
    doi: "",
    pageStart: "",
    pageEnd: "",
    submissionDate: "",
    revisedDate: "",
    acceptanceDate: "",
    publicationDate: "",
    references: "",
    ...change,
  };
}

type RouteFn = (args: never) => unknown;

/** The status and JSON of a resource route's answer. */
async function jsonAnswer(
  run: () => unknown,
): Promise<{ status: number; json: Record<string, unknown>; location?: string | null }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (!(value instanceof Response)) throw value;
  const text = await value.text();
  let json: Record<string, unknown>;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text };
  }
  return { status: value.status, json, location: value.headers.get("location") };
}

const call = (fn: RouteFn, request: Request, params: Record<string, string>) =>
  jsonAnswer(() => (fn as (a: unknown) => unknown)(routeArgs(request, params)));

/** POST /dashboard/articles/:id/galleys with `file` and `fields`. */
export function uploadGalleyAs(
  actor: Actor,
  articleId: string,
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: file.type ?? "" }));
  const path = `/dashboard/articles/${articleId}/galleys`;
  return call(uploadAction, actor.request(path, { method: "POST", body: form }), { id: articleId });
}

/** POST /dashboard/articles/:id/galleys/:galleyId with `fields` (intent=...). */
export function changeGalleyAs(actor: Actor, articleId: string, galleyId: string, fields: Record<string, string>) {
  const path = `/dashboard/articles/${articleId}/galleys/${galleyId}`;
  const request = actor.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return call(galleyAction, request, { id: articleId, galleyId });
}

/** GET /dashboard/articles/:id/galleys/:galleyId (the editors' download). */
export function downloadGalleyAs(actor: Actor, articleId: string, galleyId: string, search = "") {
  const path = `/dashboard/articles/${articleId}/galleys/${galleyId}${search}`;
  return call(galleyLoader, actor.request(path), { id: articleId, galleyId });
}

/** POST /dashboard/articles/:id/metadata. */
export function extractAs(actor: Actor, articleId: string, fields: Record<string, string> = {}) {
  const request = actor.request(`/dashboard/articles/${articleId}/metadata`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return call(metadataAction, request, { id: articleId });
}

const encode = (value: string) => new Uint8Array(new TextEncoder().encode(value));

/** Small, genuine galley files of every kind. */
export const GALLEY_FILES = {
  html: () => ({
    name: "full-text.html",
    bytes: encode("<!DOCTYPE html>\n<html><head><title>Full text</title></head><body><p>Text</p></body></html>\n"),
  }),
  xml: () => ({
    name: "article.xml",
    bytes: encode('<?xml version="1.0" encoding="UTF-8"?>\n<article><front><title>JATS</title></front></article>\n'),
  }),
  latex: () => ({
    name: "source.tex",
    bytes: encode("\\documentclass{article}\n\\begin{document}\nHello\n\\end{document}\n"),
  }),
  epub: () => ({
    name: "book.epub",
    bytes: zipBytes([
      { name: "mimetype", data: "application/epub+zip" },
      { name: "META-INF/container.xml", data: "<container/>" },
    ]),
  }),
};

/**
 * Inserts `count` draft articles of one issue straight into the table, one minute apart (1 oldest),
 * every third published (numbered), every fourth a review, every fifth 'submitted'.
 */
export async function insertArticles(
  db: Db,
  opts: { journalId: string; issueId: string; count: number; titlePrefix: string; firstNumber?: number },
): Promise<void> {
  await db.execute(sql`
    insert into articles (journal_id, issue_id, title, abstract, article_type, status, article_number,
      publication_date, keywords, created_at)
    select ${opts.journalId}::uuid, ${opts.issueId}::uuid, ${opts.titlePrefix} || ' ' || g,
      'Generated abstract about ' || (case when g % 2 = 0 then 'pharmacokinetics' else 'formulation' end),
      (case when g % 4 = 0 then 'review_article' else 'research_article' end)::article_type,
      (case when g % 3 = 0 then 'published' when g % 5 = 0 then 'submitted' else 'draft' end)::article_status,
      (case when g % 3 = 0 then ${opts.firstNumber ?? 0} + g end),
      (case when g % 3 = 0 then '2025-01-01'::date end),
      array['generated'], now() - interval '1 day' + (g || ' minutes')::interval
    from generate_series(1, ${opts.count}) g`);
}
