import type { Line } from "../layout.types";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

/** Date shapes, each with the order of its day, month and year groups. */
const SHAPES: { pattern: RegExp; order: ("d" | "m" | "y" | "n")[] }[] = [
  { pattern: new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH}[\\s,-]+(\\d{4})`, "i"), order: ["d", "m", "y"] },
  { pattern: new RegExp(`^${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})`, "i"), order: ["m", "d", "y"] },
  { pattern: /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, order: ["y", "n", "d"] },
  { pattern: /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/, order: ["d", "n", "y"] },
];

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function valid(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A date at the start of `text`, as YYYY-MM-DD: "12 March 2021", "March 12, 2021", "2021-03-12",
 * "12/03/2021" (day first, unless the first number cannot be a month day pair that way round).
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  for (const { pattern, order } of SHAPES) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    let y = 0;
    let m = 0;
    let d = 0;
    order.forEach((part, index) => {
      const value = match[index + 1];
      if (part === "y") y = Number(value);
      else if (part === "d") d = Number(value);
      else if (part === "n") m = Number(value);
      else m = MONTHS.indexOf(value.slice(0, 3).toLowerCase()) + 1;
    });
    // 03/12/2021 is read day first; 03/25/2021 can only be month first.
    if (order[1] === "n" && order[0] === "d" && m > 12 && d <= 12) [m, d] = [d, m];
    if (valid(y, m, d)) return `${y}-${pad(m)}-${pad(d)}`;
  }
  return null;
}

export type FoundDates = {
  receivedDate: string | null;
  revisedDate: string | null;
  acceptedDate: string | null;
  publishedDate: string | null;
};

const LABELS: [RegExp, keyof FoundDates][] = [
  [/^(received\s+in\s+revised\s+form|revised(\s+version\s+received)?|revision\s+received)$/i, "revisedDate"],
  [/^(received|submitted|date\s+of\s+submission)$/i, "receivedDate"],
  [/^(accepted(\s+for\s+publication)?|date\s+of\s+acceptance)$/i, "acceptedDate"],
  [
    /^(published(\s+online)?|available\s+online|first\s+published(\s+online)?|online\s+publication\s+date|date\s+of\s+publication|epub)$/i,
    "publishedDate",
  ],
];

const LABEL_AT =
  /\b(received\s+in\s+revised\s+form|revised\s+version\s+received|revision\s+received|revised|received|submitted|date\s+of\s+submission|accepted\s+for\s+publication|accepted|date\s+of\s+acceptance|first\s+published\s+online|first\s+published|published\s+online|published|available\s+online|online\s+publication\s+date|date\s+of\s+publication|epub)\b(?:\s+(?:on|date))?\s*[:\-–]?\s*/gi;

/**
 * Received, revised, accepted and published dates wherever page 1 prints them ("Received: 12
 * March 2021; Accepted: 3 May 2021", "Published online 2021-06-01"). The first of each counts.
 */
export function findDates(lines: Line[]): FoundDates {
  const found: FoundDates = { receivedDate: null, revisedDate: null, acceptedDate: null, publishedDate: null };
  const text = lines.map((l) => l.text).join("\n");
  for (const match of text.matchAll(LABEL_AT)) {
    const label = match[1].replace(/\s+/g, " ");
    const field = LABELS.find(([pattern]) => pattern.test(label))?.[1];
    if (!field || found[field]) continue;
    const date = parseDate(text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40));
    if (date) found[field] = date;
  }
  return found;
}
