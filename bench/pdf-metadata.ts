// Measures PDF metadata extraction (app/modules/pdf-metadata) on papers it was not tuned on.
// Usage: npx tsx bench/pdf-metadata.ts [--write] [--verbose]
//
// The held-out set is generated (tests/fixtures/pdf-layouts, "held-out": its own layouts and word
// lists, none shared with the development set) and reported apart from the two real papers of
// ../shared/corpus/pdf-metadata (a development set, checked against their ground truth XML).
// The real development set (../shared/corpus/pdf-metadata/real, JSON ground truth from the
// publishers' JATS) is scored per field as the held-out real papers are; --verbose prints what was
// read against what was expected for each miss.
// With --write, the figures replace the "## PDF metadata extraction" section of docs/benchmarks.md.
import fs from "node:fs";
import path from "node:path";
import { extractPdfMetadata } from "~/modules/pdf-metadata/extract-pdf-metadata.server";
import { DOUBTFUL_BELOW, type ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { abstractText, generatePapers } from "../tests/fixtures/pdf-layouts/generate";
import { heldOutLayouts } from "../tests/fixtures/pdf-layouts/layouts";
import {
  REAL_FIELDS,
  REAL_TARGETS,
  realPapers,
  scoreReal,
  type RealField,
  type RealScore,
} from "../tests/fixtures/pdf-metadata-real/real-corpus";

const HELD_OUT_COUNT = 60;
const CORPUS = path.resolve(import.meta.dirname, "../../shared/corpus/pdf-metadata");

type Truth = {
  title: string;
  firstAuthor: string;
  dois: string[];
  abstract: string;
  keywords?: string[];
  dates?: string[];
  email?: string;
  articleType?: string;
};
type Check =
  | "title"
  | "first author"
  | "DOI"
  | "abstract's first sentence"
  | "keywords"
  | "dates"
  | "corresponding e-mail"
  | "article type";

/** Case, accents' composition, punctuation and spacing aside. */
function normalise(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The first sentence, without a structured abstract's leading "Background:". */
function firstSentence(abstract: string): string {
  return abstract.replace(/^\s*[A-Z][a-z]+:\s*/, "").split(/(?<=[.!?])\s+(?=[A-Z])/)[0];
}

function score(found: ExtractedPdfMetadata, truth: Truth): Partial<Record<Check, boolean>> {
  const result: Partial<Record<Check, boolean>> = {
    title: normalise(found.title) === normalise(truth.title),
    "first author": normalise(found.authors[0]?.name) === normalise(truth.firstAuthor),
    DOI: truth.dois.every((doi) => found.doi?.toLowerCase() === doi.toLowerCase()),
    "abstract's first sentence": normalise(found.abstract).includes(normalise(firstSentence(truth.abstract))),
  };
  if (truth.keywords) result.keywords = normalise(found.keywords.join(" ")) === normalise(truth.keywords.join(" "));
  if (truth.dates) {
    const dates = [found.receivedDate, found.revisedDate, found.acceptedDate, found.publishedDate];
    result.dates = truth.dates.every((d, i) => (d || null) === dates[i]);
  }
  if (truth.articleType) result["article type"] = found.articleType === truth.articleType;
  if (truth.email)
    result["corresponding e-mail"] = found.authors.some((a) => a.isCorresponding && a.email === truth.email);
  return result;
}

function xmlText(xml: string, pattern: RegExp): string {
  return (pattern.exec(xml)?.[1] ?? "").replace(/\s+/g, " ").trim();
}

function corpusTruth(name: string): Truth {
  const xml = fs.readFileSync(path.join(CORPUS, `${name}-metadata.xml`), "utf8");
  const doi = xmlText(xml, /<article-id pub-id-type="doi">([^<]+)</);
  return {
    title: xmlText(xml, /<article-title>([^<]+)</),
    firstAuthor: xmlText(xml, /<string-name>([^<]+)</),
    dois: doi ? [doi] : [],
    abstract: xmlText(xml, /<abstract>\s*<p>([\s\S]*?)<\/p>/),
  };
}

type RealRow = RealScore & { id: string; publisher: string; ms: number };

async function measureReal(): Promise<RealRow[]> {
  const rows: RealRow[] = [];
  for (const { name, truth, bytes } of realPapers()) {
    const started = performance.now();
    const found = await extractPdfMetadata(bytes);
    const ms = performance.now() - started;
    rows.push({ id: name, publisher: truth.publisher, ...scoreReal(found, truth), ms });
  }
  return rows;
}

function realShare(rows: RealRow[], field: RealField): string {
  const scored = rows.filter((r) => r.checks[field] !== undefined);
  const right = scored.filter((r) => r.checks[field]).length;
  return scored.length === 0 ? "n/a" : `${right}/${scored.length} (${Math.round((100 * right) / scored.length)}%)`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

type Row = { id: string; layout: string; checks: Partial<Record<Check, boolean>>; ms: number };

async function measure(id: string, layout: string, bytes: Uint8Array, truth: Truth): Promise<Row> {
  const started = performance.now();
  const found = await extractPdfMetadata(bytes);
  return { id, layout, checks: score(found, truth), ms: performance.now() - started };
}

function share(rows: Row[], check: Check): string {
  const scored = rows.filter((r) => r.checks[check] !== undefined);
  const right = scored.filter((r) => r.checks[check]).length;
  return scored.length === 0 ? "n/a" : `${right}/${scored.length} (${Math.round((100 * right) / scored.length)}%)`;
}

async function main() {
  // The first call loads pdf.js; it is timed apart so the average is per paper.
  const papers = await generatePapers("held-out", HELD_OUT_COUNT);
  const warmStarted = performance.now();
  await extractPdfMetadata(papers[0].bytes);
  const coldMs = performance.now() - warmStarted;

  const heldOut: Row[] = [];
  for (const paper of papers) {
    const t = paper.truth;
    heldOut.push(
      await measure(paper.id, paper.layout.name, paper.bytes, {
        title: t.title,
        firstAuthor: t.authors[0].name,
        dois: [t.doi],
        abstract: abstractText(t),
        keywords: t.keywords,
        dates: [t.receivedDate, t.revisedDate ?? "", t.acceptedDate, t.publishedDate],
        email: t.authors.find((a) => a.isCorresponding)?.email ?? undefined,
        articleType: paper.layout.typeLabel === "none" ? undefined : t.articleType,
      }),
    );
  }
  const corpus: Row[] = [];
  for (const name of ["test1", "test3"]) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(CORPUS, `${name}.pdf`)));
    corpus.push(await measure(`${name}.pdf`, "real", bytes, corpusTruth(name)));
  }

  const real = await measureReal();
  const publishers = [...new Set(real.map((r) => r.publisher))].sort();
  const perPublisher = publishers.map((publisher) => {
    const rows = real.filter((r) => r.publisher === publisher);
    return `| ${publisher} | ${rows.length} | ${REAL_FIELDS.map((f) => realShare(rows, f).replace(/ \(.*\)$/, "")).join(" | ")} |`;
  });
  // Whether confidence tells right from wrong: of the fields marked doubtful, how many were wrong.
  const calibration = (() => {
    let confidentRight = 0;
    let confident = 0;
    let doubtfulWrong = 0;
    let doubtful = 0;
    for (const row of real)
      for (const field of REAL_FIELDS) {
        const ok = row.checks[field];
        if (ok === undefined) continue;
        if (row.doubtful[field]) {
          doubtful++;
          if (!ok) doubtfulWrong++;
        } else {
          confident++;
          if (ok) confidentRight++;
        }
      }
    return { confidentRight, confident, doubtfulWrong, doubtful };
  })();
  const realMisses = real
    .filter((r) => r.misses.length > 0)
    .map(
      (r) =>
        `${r.id}: ${Object.keys(r.checks)
          .filter((k) => !r.checks[k as RealField])
          .join(", ")}`,
    );

  const average = (rows: Row[]) => (rows.reduce((n, r) => n + r.ms, 0) / rows.length).toFixed(0);
  const perLayout = heldOutLayouts.map((layout) => {
    const rows = heldOut.filter((r) => r.layout === layout.name);
    const all = rows.filter((r) => Object.values(r.checks).every(Boolean)).length;
    return `| ${layout.name} | ${layout.columns} | ${rows.length} | ${all}/${rows.length} |`;
  });
  const misses = heldOut
    .filter((r) => !Object.values(r.checks).every(Boolean))
    .map(
      (r) =>
        `${r.id}: ${Object.entries(r.checks)
          .filter(([, ok]) => !ok)
          .map(([k]) => k)
          .join(", ")}`,
    );
  const corpusCells = (check: Check) =>
    corpus.map((r) => (r.checks[check] === undefined ? "n/a" : r.checks[check] ? "right" : "wrong")).join(" | ");

  const section = [
    "## PDF metadata extraction",
    "",
    `Command: \`npx tsx bench/pdf-metadata.ts --write\` (${new Date().toISOString().slice(0, 10)}). What \`extractPdfMetadata\``,
    "(`app/modules/pdf-metadata/`) reads from a PDF's first pages, against ground truth.",
    "",
    `The held-out set is **generated**, not real: ${HELD_OUT_COUNT} papers made with pdf-lib by`,
    "`tests/fixtures/pdf-layouts` in its held-out layouts and word lists, which share no layout,",
    "title subject, name, institution or journal with the development set the heuristics were tuned on.",
    "Its layouts: one and two columns (abstract across the page or in the first column), running",
    "headers and footers, a large journal banner, affiliations marked with raised numbers or letters",
    "under the authors or in a footnote, corresponding author by asterisk or by a line, structured",
    "abstracts (sub-headings on their own line or inline), 'Abstract—', 'A B S T R A C T' and 'Summary'",
    "headings, keywords after 'Keywords', 'Key words', 'KEYWORDS' or 'Index Terms—' split by ; , or ·,",
    "dates as 12 March 2021, March 12, 2021, 12 Mar 2021, 2021-03-12 and 12/03/2021, titles of 1 to 3",
    "lines from 13 to 24 pt, the DOI in the header, the footer, under the title or after the abstract.",
    "Generated papers are regular where real ones are not (no ligatures, no odd encodings, no figures",
    "on page 1), so these figures are an upper bound for real papers.",
    "",
    "| measure (held-out, generated) | result | target |",
    "| --- | --- | --- |",
    `| right title (case and spacing aside) | ${share(heldOut, "title")} | 9/10 |`,
    `| right first author | ${share(heldOut, "first author")} | 9/10 |`,
    `| DOI printed on page 1 found | ${share(heldOut, "DOI")} | every one |`,
    `| abstract's first sentence found | ${share(heldOut, "abstract's first sentence")} | 8/10 |`,
    `| keywords all right | ${share(heldOut, "keywords")} | |`,
    `| received, revised, accepted, published dates all right | ${share(heldOut, "dates")} | |`,
    `| corresponding author's e-mail | ${share(heldOut, "corresponding e-mail")} | |`,
    `| article type (layouts that print a label) | ${share(heldOut, "article type")} | |`,
    `| average time per paper | ${average(heldOut)} ms (first call, loading pdf.js: ${coldMs.toFixed(0)} ms) | |`,
    "",
    "| held-out layout | columns | papers | every check right |",
    "| --- | --- | --- | --- |",
    ...perLayout,
    "",
    misses.length > 0 ? `Misses: ${misses.join("; ")}.` : "No misses on the held-out set.",
    "",
    `The real development set, \`../shared/corpus/pdf-metadata/real\`: ${real.length} published papers from 14 publishers`,
    "with ground truth from their publishers' JATS (see its README). First author and all authors: each",
    "family name found in the name read, in order, and no more names; DOI: only where the paper prints it;",
    "abstract: its first 100 characters; keywords: the exact set; e-mail: the corresponding author's,",
    "on any author read (case, accents, punctuation and spacing aside throughout).",
    "",
    "| measure (real development set) | result | target |",
    "| --- | --- | --- |",
    ...REAL_FIELDS.map((f) => `| ${f} | ${realShare(real, f)} | ${Math.round(100 * REAL_TARGETS[f])}% |`),
    `| median time per paper | ${median(real.map((r) => r.ms)).toFixed(0)} ms | |`,
    "",
    `Confidence: of the ${calibration.confident} checks on fields the extractor was sure of (confidence ${DOUBTFUL_BELOW} or more), ${calibration.confidentRight} were right; of the ${calibration.doubtful} it marked doubtful, ${calibration.doubtfulWrong} were wrong (the dialog asks the editor to check those).`,
    "",
    `| publisher | papers | ${REAL_FIELDS.join(" | ")} |`,
    `| --- | --- | ${REAL_FIELDS.map(() => "---").join(" | ")} |`,
    ...perPublisher,
    "",
    realMisses.length > 0 ? `Misses: ${realMisses.join("; ")}.` : "No misses on the real development set.",
    "",
    "Issue 39 on this set (2026-12-02; ADR 063), real papers' title / first author / all authors / DOI /",
    "abstract / keywords / e-mail: before its rules 24/32, 22/32, 17/32, 28/31, 28/32, 9/20, 12/26; after",
    "its first pass (XMP and Info used where the page prints them, author lines split on | • ·, wrapped",
    "names, keyword separators, glued and versioned DOIs, broken e-mails) 31/32, 31/32, 30/32, 31/31,",
    "29/32, 17/20, 23/26, median 105 ms; then, with the abstract and keywords chosen in the body's",
    "language, TeX's spacing accents composed, unreadable text layers refused, correspondence marks in",
    "brackets and notes on page 2, authors one per line between their addresses, licence notes ending",
    "abstracts, titles and keyword lists read past a margin column, cover pages (title anywhere,",
    "authors under page 2's title), DOIs broken across lines, degrees after names without a comma,",
    "addresses of two authors of one surname told apart by the given name (the generated held-out set",
    "went from 57/60 to 60/60 e-mails) and the title in the body's language, the figures above. With the XMP and",
    "Info fields ignored (measured by hand, 2026-12-02, by blanking them in readFrontMatter), the layout",
    "alone reads the same 31/32, 31/32, 31/32, 31/31, 31/32, 18/20, 25/26: what to expect of papers",
    "whose publisher embeds no metadata. Times vary by up to 3x on this shared 2-core machine (load",
    "average 9-10 during these runs); images are no longer decoded (maxImageSize), which halved the",
    "reading of page 1's fonts. The misses left: a text layer that decodes to no words (f1000-5879,",
    "offered as unreadable), a keyword read '16-19th centuries' where the JATS has '16-19 th' (raised",
    "ordinals are now kept in the text), keywords on a page not read.",
    "",
    "The two real papers of `../shared/corpus/pdf-metadata` (a development set: the heuristics were",
    "developed on them, so they show that real layouts work, not how well):",
    "",
    "| check | test1.pdf (BMC) | test3.pdf (Dhaka Univ. J. Pharm. Sci.) |",
    "| --- | --- | --- |",
    ...(["title", "first author", "DOI", "abstract's first sentence"] as Check[]).map(
      (c) => `| ${c} | ${corpusCells(c)} |`,
    ),
    `| time | ${corpus.map((r) => `${r.ms.toFixed(0)} ms`).join(" | ")} |`,
    "",
    'test1\'s DOI is printed on its last page ("Cite this article as"), which is read besides the first',
    "three; test3 prints none, so 'DOI' there means none was invented. test3's Info title",
    '("Microsoft Word - 02. 206.doc") is not used.',
    "",
  ].join("\n");

  console.log(section);
  if (process.argv.includes("--verbose"))
    for (const row of real) for (const miss of row.misses) console.log(`${row.id}: ${miss}`);
  if (process.argv.includes("--write")) {
    const file = path.resolve(import.meta.dirname, "../docs/benchmarks.md");
    const current = fs.readFileSync(file, "utf8");
    // Only this section is replaced: the ones after it ("## The runs") stay.
    const at = current.indexOf("\n## PDF metadata extraction");
    const next = at >= 0 ? current.indexOf("\n## ", at + 1) : -1;
    const before = (at >= 0 ? current.slice(0, at) : current).replace(/\s*$/, "\n");
    const after = next >= 0 ? current.slice(next) : "";
    fs.writeFileSync(file, `${before}\n${section}${after}`);
  }
}

await main();
