// The header's menus are <details> elements (`data-menu`), so they open without scripts. This makes
// them behave as menus: a click or tap outside, a click on one of their links and Escape close them
// (Escape gives the focus back to the summary); only one header dropdown (`data-nav-dropdown`) is
// open at a time, and with a mouse a dropdown also opens while the pointer is over it.

/** Dropdowns opened by the pointer hovering: a click on their summary then pins them open. */
const openedByHover = new WeakSet<HTMLDetailsElement>();

function openMenus(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")];
}

export function startMenus(): void {
  document.addEventListener("pointerdown", (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector<HTMLElement>(":scope > summary")?.focus();
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const summary = target.closest("summary");
    const dropdown = summary?.parentElement;
    if (
      dropdown instanceof HTMLDetailsElement &&
      dropdown.matches("[data-nav-dropdown]") &&
      openedByHover.has(dropdown)
    ) {
      // Opened under the pointer: the click keeps it open instead of closing it.
      event.preventDefault();
      openedByHover.delete(dropdown);
      return;
    }
    const link = target.closest("a");
    const menu = link?.closest<HTMLDetailsElement>("details[data-menu]");
    if (menu?.open) menu.open = false;
  });
  // toggle does not bubble: listen in the capture phase.
  document.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target;
      if (!(menu instanceof HTMLDetailsElement) || !menu.matches("[data-nav-dropdown]")) return;
      if (!menu.open) {
        openedByHover.delete(menu);
        return;
      }
      for (const other of document.querySelectorAll<HTMLDetailsElement>("details[data-nav-dropdown][open]")) {
        if (other !== menu) other.open = false;
      }
    },
    true,
  );
  document.addEventListener(
    "pointerenter",
    (event) => {
      const menu = event.target;
      if (
        event.pointerType !== "mouse" ||
        !(menu instanceof HTMLDetailsElement) ||
        !menu.matches("[data-nav-dropdown]")
      )
        return;
      if (menu.open) return;
      openedByHover.add(menu);
      menu.open = true;
    },
    true,
  );
  document.addEventListener(
    "pointerleave",
    (event) => {
      const menu = event.target;
      if (event.pointerType !== "mouse" || !(menu instanceof HTMLDetailsElement) || !openedByHover.has(menu)) return;
      openedByHover.delete(menu);
      menu.open = false;
    },
    true,
  );
}
