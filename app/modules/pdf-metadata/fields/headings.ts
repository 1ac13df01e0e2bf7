import type { Line } from "../layout.types";

/** "Abstract", "ABSTRACT:", "Summary" opening the abstract, with any text that follows on the line. */
export const ABSTRACT_HEADING = /^(abstract|summary)\b\s*[:.\u2014\u2013-]?\s*/i;

export const KEYWORDS_HEADING = /^(key\s*-?\s*words?|index\s+terms|subject\s+terms)\b\s*[:.\u2014\u2013-]?\s*/i;

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
