// A text that hydration changed in the server's HTML, reported as React's client reports it: for
// the document once its first slice has hydrated, and for each part put off once it has (slices.ts).

/**
 * Elements whose text is not what the page shows: scripts, styles, `<noscript>` while scripts run,
 * and a `<textarea>`, whose text React's server writes as its value and Preact sets as the property.
 */
const UNSHOWN = new Set(["script", "style", "noscript", "template", "textarea"]);

/** What a node shows as text: its text nodes but those of the elements above. */
export function shownText(root: Node) {
  if (root.nodeType === Node.TEXT_NODE) return (root as Text).data;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let text = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!UNSHOWN.has(node.parentElement?.localName ?? "")) text += (node as Text).data;
  }
  return text;
}

/**
 * React's client reports a text its first render would change in the server's HTML (a hydration
 * error, in production too) and renders that part again; Preact puts the browser's text in without
 * a word. The same report here, so that a page whose server and browser disagree is still an error
 * (the end-to-end tests fail on any).
 */
export function reportChangedText(server: string, browser: string) {
  if (server === browser) return;
  let at = 0;
  while (at < server.length && server[at] === browser[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
  console.error(
    `Hydration changed the page's text: the server wrote ${around(server)}, the browser ${around(browser)}`,
  );
}

/** What a boundary's range shows as text, from its `<!--$s-->` marker to the matching `<!--/$s-->`. */
export function rangeText(start: Node) {
  let text = "";
  for (let node = start.nextSibling, depth = 1; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data.startsWith("$s")) depth++;
      else if (data.startsWith("/$s") && --depth === 0) break;
    } else if (!UNSHOWN.has((node as Element).localName ?? "")) text += shownText(node);
  }
  return text;
}
