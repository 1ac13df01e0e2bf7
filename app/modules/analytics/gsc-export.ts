// Google Search Console's Performance export: a .zip of CSV files (Queries, Pages, Countries,
// Devices, Search appearance, Dates, Filters), or the CSV files themselves. Pages.csv has per page
// totals for the export's date range ("Top pages,Clicks,Impressions,CTR,Position"); Dates.csv has
// the site's totals per day ("Date,Clicks,Impressions,CTR,Position").
import { publicPagePath } from "./page-path";

export type PageRow = { path: string; clicks: number; impressions: number; position: number | null };
export type DateRow = { day: string; clicks: number; impressions: number; position: number | null };

export class ExportFormatError extends Error {}

/** RFC 4180 CSV: quoted fields with doubled quotes, CRLF or LF, a UTF-8 byte order mark ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(field);
      if (row.some((f) => f !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f !== "")) rows.push(row);
  return rows;
}

const norm = (h: string) => h.trim().toLowerCase();

function columns(header: string[], file: string, first: string[]): Record<string, number> {
  const names = header.map(norm);
  const at = (name: string) => names.indexOf(name);
  const firstAt = first.map(at).find((i) => i >= 0);
  const found = { key: firstAt ?? -1, clicks: at("clicks"), impressions: at("impressions"), position: at("position") };
  if (found.key < 0 || found.clicks < 0 || found.impressions < 0) {
    throw new ExportFormatError(
      `${file} is not a Search Console Performance export: it needs the columns ${first[0]}, Clicks, Impressions and Position.`,
    );
  }
  return found;
}

function count(value: string | undefined, file: string, line: number): number {
  const n = Number((value ?? "").replace(/[\s,]/g, ""));
  if (!Number.isInteger(n) || n < 0 || n > 2_000_000_000) {
    throw new ExportFormatError(`${file}, line ${line}: "${value ?? ""}" is not a count.`);
  }
  return n;
}

function position(value: string | undefined): number | null {
  const n = Number((value ?? "").trim());
  return (value ?? "").trim() !== "" && Number.isFinite(n) && n >= 0 ? n : null;
}

/** Pages.csv: one row per page, the URL reduced to a public page path (other rows are skipped). */
export function parsePagesCsv(text: string): { rows: PageRow[]; skipped: number } {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw new ExportFormatError("Pages.csv is empty.");
  const c = columns(header, "Pages.csv", ["top pages", "page", "pages"]);
  const byPath = new Map<string, PageRow>();
  let skipped = 0;
  lines.forEach((cells, i) => {
    const path = pathOfUrl(cells[c.key!] ?? "");
    if (!path) {
      skipped++;
      return;
    }
    const row = {
      path,
      clicks: count(cells[c.clicks!], "Pages.csv", i + 2),
      impressions: count(cells[c.impressions!], "Pages.csv", i + 2),
      position: c.position! >= 0 ? position(cells[c.position!]) : null,
    };
    // http and https, or two hosts, of one page: one row, position weighted by impressions.
    const seen = byPath.get(path);
    if (!seen) byPath.set(path, row);
    else byPath.set(path, mergeRows(seen, row));
  });
  return { rows: [...byPath.values()], skipped };
}

function mergeRows<T extends { clicks: number; impressions: number; position: number | null }>(a: T, b: T): T {
  const impressions = a.impressions + b.impressions;
  const weighted =
    a.position !== null && b.position !== null && impressions > 0
      ? (a.position * a.impressions + b.position * b.impressions) / impressions
      : (a.position ?? b.position);
  return { ...a, clicks: a.clicks + b.clicks, impressions, position: weighted };
}

/** Dates.csv: one row per day (YYYY-MM-DD). */
export function parseDatesCsv(text: string): DateRow[] {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw new ExportFormatError("Dates.csv is empty.");
  const c = columns(header, "Dates.csv", ["date"]);
  const days = new Set<string>();
  return lines.map((cells, i) => {
    const day = (cells[c.key!] ?? "").trim();
    if (!isDay(day)) throw new ExportFormatError(`Dates.csv, line ${i + 2}: "${day}" is not a date (YYYY-MM-DD).`);
    if (days.has(day)) throw new ExportFormatError(`Dates.csv, line ${i + 2}: ${day} appears twice.`);
    days.add(day);
    return {
      day,
      clicks: count(cells[c.clicks!], "Dates.csv", i + 2),
      impressions: count(cells[c.impressions!], "Dates.csv", i + 2),
      position: c.position! >= 0 ? position(cells[c.position!]) : null,
    };
  });
}

/** The public page path of a full URL, or null. */
export function pathOfUrl(url: string): string | null {
  try {
    return publicPagePath(new URL(url.trim()).pathname);
  } catch {
    return null;
  }
}

export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
