import { Suspense, useState } from "react";
import { lazyWithPreload } from "~/lib/lazy-with-preload";
import { MenuButton, type ConferenceCardMenuProps } from "./conference-card-menu-button";

// The menu itself (Radix's dropdown, its positioning) is loaded and mounted at the first click on
// a card's button, not rendered and hydrated on every card of the page (docs/decisions/075).
const ConferenceCardDropdown = lazyWithPreload(() =>
  import("./conference-card-dropdown").then((m) => m.ConferenceCardDropdown),
);

/**
 * The card's menu button; the first click (or Enter, Space, Arrow Down) loads the menu and opens
 * it, and from then on the menu is Radix's dropdown as before. Disabled until scripts run.
 */
export function ConferenceCardMenu({ interactive, ...props }: ConferenceCardMenuProps & { interactive: boolean }) {
  const [opened, setOpened] = useState(false);
  const button = (
    <MenuButton
      title={props.conference.title}
      aria-expanded={false}
      data-state="closed"
      disabled={!interactive}
      onPointerEnter={ConferenceCardDropdown.preload}
      onFocus={ConferenceCardDropdown.preload}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key !== "ArrowDown") return;
        event.preventDefault();
        setOpened(true);
      }}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <ConferenceCardDropdown {...props} />
    </Suspense>
  );
}
