import { useContext } from "react";
import { Scripts, UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

/**
 * The starter below, run where the server's HTML puts it. React Router's scripts arrive inside the
 * `<noscript>` before it, as text the browser neither runs nor fetches. The classic ones (the
 * hydration handoff that the streamed data scripts after it write into) run at once; the module
 * preloads and the module script that loads the application and hydrates the page are added once
 * the browser has painted the page's content (its first-contentful-paint entry), or 250 ms after
 * the first frame if no content was painted by then (`requestAnimationFrame` runs only once the page
 * may be painted, after the stylesheet). A browser without paint entries starts them in the task
 * after the first frame; a page in a hidden tab, which paints nothing, at once; and a page the
 * browser draws no frame for although it counts as visible (a window behind others: a second
 * browser window in the end-to-end tests) after 2 s at the latest. Scripts made with
 * createElement carry the starter's own nonce (or, on a page the cache keeps, match the hashes of
 * the same text). Only the server's render writes it: the client build leaves the text out (React
 * leaves a hydrated script's text as the server sent it).
 */
const START = !import.meta.env.SSR
  ? ""
  : `(function () {
  var me = document.currentScript;
  var holder = me.previousElementSibling;
  var parsed = document.createElement("template");
  parsed.innerHTML = holder.textContent;
  var later = [];
  Array.prototype.forEach.call(parsed.content.children, function (el) {
    var copy = document.createElement(el.localName);
    Array.prototype.forEach.call(el.attributes, function (a) {
      if (a.name !== "nonce") copy.setAttribute(a.name, a.value);
    });
    copy.nonce = me.nonce;
    copy.textContent = el.textContent;
    if (el.localName === "script" && el.type !== "module") holder.parentNode.insertBefore(copy, holder);
    else later.push(copy);
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    later.forEach(function (el) {
      if (el.localName === "link") document.head.appendChild(el);
      else holder.parentNode.insertBefore(el, holder);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  setTimeout(start, 2000);
  if (document.visibilityState === "hidden") start();
  else if (types && types.indexOf("paint") >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); start(); }
    }).observe({ type: "paint", buffered: true });
    requestAnimationFrame(function () { setTimeout(start, 250); });
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

/**
 * React Router's `<Scripts>`, started after the first paint (docs/decisions/074). With them in the
 * document, a phone's first paint waited for the application's 60-100 module requests as well as
 * for the stylesheet. On the client the `<noscript>`'s children are never rendered, which is what
 * `<Scripts>` renders after hydration too (nothing).
 */
export function ScriptsAfterFirstPaint() {
  const nonce = useContext(FrameworkContext)?.nonce;
  return (
    <>
      <noscript>
        <Scripts />
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />
    </>
  );
}
