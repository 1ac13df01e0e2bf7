// How an HTML galley is shown (ADR 072): as a page of its own under the galley's path
// (`…/galley/{id}/{fileName}`), beside the files it shows, which its relative links find by name.
// Its HTML is untrusted (an author's or an imported OJS file): the Content-Security-Policy makes it
// a sandboxed document (no scripts, no forms, an origin of its own, so no cookie or storage of this
// site) that loads nothing but the galley's own files: pictures, stylesheets and fonts under its
// folder, inline styles. The same policy goes with its files (an SVG opened on its own is a page).
import { articlePath } from "~/lib/paths";

/** The folder an HTML galley and its files are served from. */
export function htmlGalleyFolder(
  shortName: string,
  volume: number | string,
  articleNumber: number | string,
  galleyId: string,
) {
  return `${articlePath(shortName, Number(volume), Number(articleNumber))}/galley/${galleyId}`;
}

/** Where an HTML galley's page is: its file's name under its folder. */
export function htmlGalleyPagePath(folder: string, fileName: string): string {
  return `${folder}/${encodeURIComponent(fileName)}`;
}

/** The Content-Security-Policy of an HTML galley and its files; `origin` is this site's. */
export function htmlGalleyPolicy(origin: string, folder: string): string {
  const own = `${origin}${folder}/`;
  return [
    "sandbox",
    "default-src 'none'",
    `img-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `font-src ${own}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
