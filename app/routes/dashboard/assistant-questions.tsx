import { Form } from "react-router";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListFilterButtons, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Card } from "~/components/ui/card";
import { orHttpError } from "~/lib/http.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  ASSISTANT_QUESTION_RETENTION_DAYS,
  ASSISTANT_QUESTIONS_MAX_SEARCH,
  ASSISTANT_QUESTIONS_PAGE_SIZE,
} from "~/modules/assistant/assistant.constants";
import { assistantQuestionsSearch, parseAssistantQuestionsQuery } from "~/modules/assistant/assistant.schemas";
import { findAssistantQuestions } from "~/modules/assistant/assistant-questions.service.server";
import { AssistantQuestionList } from "~/modules/assistant/components/assistant-question-list";
import type { Route } from "./+types/assistant-questions";
import { LoadError } from "~/components/dashboard/load-error";

export const handle: DashboardHandle = { title: "Assistant Questions" };

export function meta() {
  return dashboardMeta("Assistant Questions");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return orHttpError(() => findAssistantQuestions(user, parseAssistantQuestionsQuery(url.searchParams)));
}

export default function AssistantQuestionsPage({ loaderData }: Route.ComponentProps) {
  const { q, page, pageCount, total, rows } = loaderData;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Assistant Questions"
        subtitle={`What readers asked the assistant on the public pages and what it answered, newest first. Kept ${ASSISTANT_QUESTION_RETENTION_DAYS} days; nothing records who asked.`}
      />
      <Card className="overflow-hidden">
        <Form
          method="get"
          role="search"
          aria-label="Search questions"
          className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
        >
          <ListSearchField
            id="assistant-questions-search"
            defaultValue={q}
            placeholder="Search questions and answers..."
            maxLength={ASSISTANT_QUESTIONS_MAX_SEARCH}
          />
          <ListFilterButtons clearHref={q ? "." : null} />
        </Form>
        <AssistantQuestionList rows={rows} searched={q !== ""} />
        <ListPagination
          page={page}
          matching={total}
          pageCount={pageCount}
          pageSize={ASSISTANT_QUESTIONS_PAGE_SIZE}
          shown={rows.length}
          noun={total === 1 ? "question" : "questions"}
          href={(p) => `.${assistantQuestionsSearch({ q, page: p })}`}
        />
      </Card>
    </div>
  );
}

/** 'The questions could not be loaded' with Try Again (a 403 shows Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoadError
      error={error}
      title="Failed to load the questions"
      message="The assistant's questions could not be loaded. Check your connection and try again."
    />
  );
}
