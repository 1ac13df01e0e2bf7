/**
 * A guess of a text's language from its commonest short words, for the languages scholarly papers'
 * front matter is usually printed in. Enough to tell a paper's abstract from its translation; null
 * when the text is too short or no language stands out.
 */
const STOPWORDS: Record<string, string[]> = {
  en: [
    "the",
    "of",
    "and",
    "in",
    "to",
    "is",
    "that",
    "for",
    "with",
    "was",
    "were",
    "are",
    "this",
    "by",
    "from",
    "on",
    "which",
    "as",
    "an",
    "be",
  ],
  es: [
    "el",
    "la",
    "los",
    "las",
    "de",
    "del",
    "y",
    "en",
    "que",
    "por",
    "para",
    "con",
    "una",
    "un",
    "se",
    "es",
    "como",
    "sobre",
    "al",
    "sus",
  ],
  pt: [
    "o",
    "a",
    "os",
    "as",
    "de",
    "do",
    "da",
    "dos",
    "das",
    "e",
    "em",
    "no",
    "na",
    "que",
    "para",
    "com",
    "uma",
    "um",
    "por",
    "se",
    "foi",
    "ao",
    "pela",
    "pelo",
  ],
  fr: [
    "le",
    "la",
    "les",
    "de",
    "des",
    "du",
    "et",
    "en",
    "que",
    "pour",
    "dans",
    "une",
    "un",
    "est",
    "sur",
    "par",
    "au",
    "aux",
    "qui",
    "ce",
  ],
  de: [
    "der",
    "die",
    "das",
    "und",
    "in",
    "zu",
    "den",
    "von",
    "mit",
    "ist",
    "des",
    "im",
    "für",
    "auf",
    "eine",
    "ein",
    "dem",
    "nicht",
    "wurde",
    "werden",
  ],
  it: [
    "il",
    "la",
    "le",
    "di",
    "del",
    "della",
    "e",
    "in",
    "che",
    "per",
    "con",
    "una",
    "un",
    "sono",
    "nel",
    "dei",
    "delle",
    "alla",
    "gli",
    "è",
  ],
};

const SETS = Object.entries(STOPWORDS).map(([language, words]) => [language, new Set(words)] as const);

export function guessLanguage(text: string | null | undefined): string | null {
  const words = (text ?? "").toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 6) return null;
  let best: string | null = null;
  let bestScore = 0;
  let second = 0;
  for (const [language, set] of SETS) {
    const score = words.filter((w) => set.has(w)).length / words.length;
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = language;
    } else if (score > second) second = score;
  }
  // Spanish and Portuguese share many words: one must lead clearly.
  return bestScore >= 0.08 && bestScore >= second * 1.2 ? best : null;
}
