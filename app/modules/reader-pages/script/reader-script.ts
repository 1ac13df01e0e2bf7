// The reader script: the behaviour of the HTML-first components (ADR 034), loaded on every page.
// On a reader page it is the only script; elsewhere it runs beside the application, whose React
// code leaves these components' behaviour to it. Every listener is delegated from the document, so
// what React renders later (a client navigation) behaves the same.
import { timeOnPage } from "~/modules/analytics/time-on-page";
import { startAssistant } from "./assistant";
import { startCiteDialog } from "./cite";
import { startCopyButtons } from "./copy";
import { startDialogs } from "./dialogs";
import { startSubmitOnChange } from "./forms";
import { startFragments } from "./fragments";
import { startGalleyLinks } from "./galleys";
import { startJournalFilter } from "./journal-filter";
import { startMarquees } from "./marquee";
import { startMenus } from "./menus";
import { startScrollToTop } from "./scroll-top";
import { startShareLinks } from "./share";
import { startSlideshows } from "./slideshow";
import { startTabs } from "./tabs";
import { startDeclaredToasts } from "./toasts";

function start(): void {
  startDialogs();
  startFragments();
  startCiteDialog();
  startCopyButtons();
  startDeclaredToasts();
  startShareLinks();
  startGalleyLinks();
  startMenus();
  startTabs();
  startScrollToTop();
  startAssistant();
  startSubmitOnChange();
  startJournalFilter();
  startSlideshows();
  startMarquees();
  // The application times its own pages, client navigations included (AnalyticsBeacon).
  if (document.documentElement.hasAttribute("data-reader-page")) timeOnPage(location.pathname);
  document.documentElement.dataset.readerScript = "ready";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
