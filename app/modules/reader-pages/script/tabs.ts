// Tabs rendered by the server with every panel present (Radix Tabs with forceMount, as in a
// fragment): a click or the arrow keys on a tab show its panel and hide the others.

/** Shows `tab`'s panel and makes it the tab list's one stop in the tab order. */
export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = other === tab;
    other.setAttribute("aria-selected", String(selected));
    other.dataset.state = selected ? "active" : "inactive";
    other.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
    if (panel) {
      panel.hidden = !selected;
      panel.dataset.state = selected ? "active" : "inactive";
    }
  }
}

export function startTabs(): void {
  document.addEventListener("click", (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[data-static-tabs] [role="tab"]');
    if (tab) selectTab(tab);
  });
  document.addEventListener("keydown", (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('[data-static-tabs] [role="tab"]');
    if (!tab || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    const tabs = [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const next = tabs[(tabs.indexOf(tab) + (event.key === "ArrowRight" ? 1 : -1) + tabs.length) % tabs.length];
    event.preventDefault();
    selectTab(next);
    next.focus();
  });
}
