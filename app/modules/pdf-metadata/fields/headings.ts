import type { Line } from "../layout.types";

/**
 * "Abstract", "ABSTRACT:", "Summary" opening the abstract, with any text that follows on the line;
 * also the headings of abstracts printed in Spanish, Portuguese, French, German or Italian.
 */
export const ABSTRACT_HEADING =
  /^(abstract|summary|resumen|resumo|r[ée]sum[ée]|zusammenfassung|riassunto|sommario)(?![\p{L}])\s*[:.\u2014\u2013-]?\s*/iu;

/** "Keywords", "Index Terms" and their Spanish, Portuguese, French, German and Italian forms. */
export const KEYWORDS_HEADING =
  /^(key\s*-?\s*words?|index\s+terms|subject\s+terms|palabras?[\s-]+claves?|palavras?[\s-]+chaves?|descriptores|descritores|mots?[\s-]+cl[ée]s?|schl[üu]sselw[öo]rter|schlagw[öo]rter|parole\s+chiave)(?![\p{L}])\s*[:.\u2014\u2013-]?\s*/iu;

/** Sub-headings of a structured abstract: they do not end it. */
export const ABSTRACT_PART =
  /^(background(s)?( and (aims?|objectives?|purpose))?|introduction|context|objectives?|aims?( and objectives?)?|purpose|goals?|design|setting|participants|patients|interventions?|materials? and methods|methods?( and materials)?|methodology|main outcome measures?|measurements|results?|findings|outcomes?|discussion|conclusions?|interpretation|significance|implications|limitations|trial registration|study design)\b\s*[:.\u2014\u2013-]?\s*/i;

/** A line opening the paper's body, after the front matter. */
export const BODY_HEADING =
  /^((1|i)\s*\.?\s*)?(introduction|background|materials? and methods|methods|literature review)\s*[:.]?$/i;

const NUMBERED_HEADING = /^(1|i)(\.|\s)\s*[A-Z][A-Za-z ]{2,40}$/;

const FRONT_MATTER_END =
  /^(abbreviations|article history|citation|cite this|copyright|©|received|accepted|published|\*\s*correspond|corresponding author|correspondence|how to cite|funding|conflicts? of interest)/i;

/** A short line standing alone, as headings do. */
export function isShortLine(line: Line): boolean {
  return line.text.split(/\s+/).length <= 6 && !/[.,;]$/.test(line.text);
}

export function isBodyHeading(line: Line): boolean {
  return (BODY_HEADING.test(line.text) && isShortLine(line)) || NUMBERED_HEADING.test(line.text);
}

export function endsFrontMatter(line: Line): boolean {
  return FRONT_MATTER_END.test(line.text);
}
