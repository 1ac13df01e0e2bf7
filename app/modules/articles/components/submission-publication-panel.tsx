import { BookOpen, BookPlus, ExternalLink } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import type { SubmissionPublication } from "../article-from-submission.service.server";

const ARTICLE_STATUS: Record<string, string> = {
  draft: "Draft",
  submitted: "Draft",
  published: "Published",
  withdrawn: "Withdrawn",
};

/**
 * On an accepted submission, for those who manage the journal's articles: 'Create article', or
 * where the article made from it is; for its author, once it is published, where readers find it.
 * Works without scripts (a plain form post).
 */
export function SubmissionPublicationPanel({
  publication,
  action,
  refusal,
}: {
  publication: SubmissionPublication;
  action: string;
  /** Why the last 'Create article' was refused, shown in the panel. */
  refusal?: string;
}) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create-article";
  const readerLink = publication.publishedHref ? (
    <Button asChild variant="outline" size="sm">
      {/* A reader page is served as a document, not through the dashboard's router (ADR 034). */}
      <Link to={publication.publishedHref} reloadDocument>
        <BookOpen aria-hidden="true" />
        View the published article
      </Link>
    </Button>
  ) : null;
  if (!publication.article && readerLink) {
    return (
      <section
        aria-label="Publication"
        className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-emerald-950">This manuscript is published.</p>
        {readerLink}
      </section>
    );
  }
  if (publication.article) {
    const status = ARTICLE_STATUS[publication.article.status] ?? "Draft";
    return (
      <section
        aria-label="Publication"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="text-sm text-slate-700">
          An article was created from this submission. Its status: <strong>{status}</strong>.
        </p>
        <div className="flex flex-wrap gap-2">
          {readerLink}
          <Button asChild variant="outline" size="sm">
            <Link to={`/dashboard/articles?edit=${publication.article.id}`}>
              <ExternalLink aria-hidden="true" />
              Open the article
            </Link>
          </Button>
        </div>
      </section>
    );
  }
  if (!publication.canCreateArticle) return null;
  return (
    <section
      aria-label="Publication"
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-emerald-950">
        This manuscript is accepted. Create its article: the title, abstract, authors, keywords and dates are copied,
        and the newest file becomes a draft galley that readers do not see. Without an issue yet, the article waits for
        one.
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      ) : null}
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="create-article" />
        <Button type="submit" size="sm" disabled={creating}>
          <BookPlus aria-hidden="true" />
          {creating ? "Creating…" : "Create article"}
        </Button>
      </Form>
    </section>
  );
}
