import { looksLikeName } from "./author-names";

/**
 * The document Info title is often what the authoring tool left there: "Microsoft Word -
 * 02. 206.doc", a file name, "untitled". Only a title that reads like one is a usable hint.
 */
export function usableInfoTitle(title: string | null): string | null {
  const text = title?.replace(/\s+/g, " ").trim() ?? "";
  if (text.length < 10 || text.split(" ").length < 3) return null;
  if (/microsoft|\bword\b\s*-|untitled|^document\d*$|\.(docx?|pdf|tex|dvi|rtf|odt|indd|qxd|ps)\b|[\\/]|_/i.test(text))
    return null;
  if (/^[\d\s.\-:]+/.test(text) && /\d/.test(text.slice(0, 4))) return null;
  return text;
}

/** The Info author when it reads like one person's name, else null. */
export function usableInfoAuthor(author: string | null): string | null {
  const text = author?.replace(/\s+/g, " ").trim() ?? "";
  return looksLikeName(text) ? text : null;
}
