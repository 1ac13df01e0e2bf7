import { Form } from "react-router";
import { ListFilterButtons, ListFilterSelect, ListSearchField } from "~/components/dashboard/list-filter-fields";
import { articleTypeLabel } from "../article-format";
import {
  STORED_ARTICLE_TYPES,
  LIST_STATUS_FILTERS,
  LIST_STATUS_LABELS,
  MAX_SEARCH_LENGTH,
} from "../articles.desk.constants";
import { articleListSearch } from "../articles.desk.query";
import type { ArticleListQuery, IssueOption, JournalOption } from "../articles.desk.types";

/**
 * Search over title and abstract, journal (those the user manages), issue (of that journal),
 * status and type, as a GET form: the filters live in the URL, so they work without scripts,
 * survive a reload and can be shared. A changed select applies at once when scripts run.
 */
export function ArticleFilters({
  query,
  journals,
  issues,
}: {
  query: ArticleListQuery;
  journals: JournalOption[];
  issues: IssueOption[];
}) {
  const filtered = query.search !== "" || query.journal !== "all" || query.status !== "all" || query.type !== "all";
  return (
    <Form method="get" role="search" aria-label="Filter articles" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <ListSearchField
          id="articles-search"
          defaultValue={query.search}
          placeholder="Search by title or abstract..."
          maxLength={MAX_SEARCH_LENGTH}
        />
        <ListFilterButtons
          clearHref={
            filtered
              ? `.${articleListSearch({ ...query, search: "", journal: "all", issue: "all", status: "all", type: "all", page: 1 })}`
              : null
          }
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <ListFilterSelect id="articles-journal" name="journal" label="Journal" defaultValue={query.journal}>
          <option value="all">All Journals</option>
          {journals.map((journal) => (
            <option key={journal.id} value={journal.id}>
              {journal.shortName.toUpperCase()}
            </option>
          ))}
        </ListFilterSelect>
        <ListFilterSelect id="articles-issue" name="issue" label="Issue" defaultValue={query.issue}>
          <option value="all">All Issues</option>
          {issues.map((issue) => (
            <option key={issue.id} value={issue.id}>
              {issue.label}
            </option>
          ))}
        </ListFilterSelect>
        <ListFilterSelect id="articles-status" name="status" label="Status" defaultValue={query.status}>
          <option value="all">All Statuses</option>
          {LIST_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {LIST_STATUS_LABELS[status]}
            </option>
          ))}
        </ListFilterSelect>
        <ListFilterSelect id="articles-type" name="type" label="Type" defaultValue={query.type}>
          <option value="all">All Types</option>
          {STORED_ARTICLE_TYPES.map((type) => (
            <option key={type} value={type}>
              {articleTypeLabel(type)}
            </option>
          ))}
        </ListFilterSelect>
      </div>
    </Form>
  );
}
