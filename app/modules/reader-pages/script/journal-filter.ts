// The home page's journal search, as the visitor types (HomeHero and JournalsSection): the journals
// `[data-journal-filter-item]` that do not match are hidden, by the rule the server used for the
// page it sent, and the lines that count them are rewritten.
import {
  journalMatchLine,
  journalMatchSummary,
  matchesJournalQuery,
} from "~/modules/home/components/journal-search-filter";

function all<T extends HTMLElement>(selector: string): T[] {
  return [...document.querySelectorAll<T>(selector)];
}

function apply(query: string): void {
  const items = all("[data-journal-filter-item]");
  let shown = 0;
  for (const item of items) {
    const match = matchesJournalQuery(
      { title: item.dataset.title ?? "", description: item.dataset.description ?? null },
      query,
    );
    item.hidden = !match;
    if (match) shown += 1;
  }
  const searching = query.trim().length > 0;
  for (const line of all("[data-journal-filter-line]")) {
    line.hidden = !searching;
    line.querySelector("[data-journal-filter-count]")!.textContent = searching ? journalMatchLine(shown) : "";
  }
  for (const idle of all("[data-journal-filter-idle]")) idle.hidden = searching;
  for (const summary of all("[data-journal-filter-summary]")) {
    summary.hidden = !searching;
    summary.querySelector("[data-journal-filter-count]")!.textContent = searching
      ? journalMatchSummary(shown, items.length, query)
      : "";
  }
  for (const empty of all("[data-journal-filter-empty]")) empty.hidden = shown > 0;
}

export function startJournalFilter(): void {
  document.addEventListener("input", (event) => {
    const field = event.target as HTMLInputElement;
    if (field.matches?.("[data-journal-filter]")) apply(field.value);
  });
  document.addEventListener("click", (event) => {
    const clear = (event.target as Element).closest("[data-journal-filter-clear]");
    const field = document.querySelector<HTMLInputElement>("[data-journal-filter]");
    // A search the page was asked for (?q=) is cleared by following the link, which asks without it.
    if (!clear || !field || new URLSearchParams(location.search).has("q")) return;
    event.preventDefault();
    field.value = "";
    apply("");
    field.focus();
  });
}
