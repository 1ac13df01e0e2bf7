import { FIXED_THEMES } from "~/modules/journals/journal-themes";
import { vancouverName } from "./people";
import { renderArticlePdf, type PdfArticle } from "./pdf";
import type { DemoArticle, DemoIssue, DemoPlan } from "./plan";
import { longDate } from "./text-utils";
import type { DemoArticleType, DemoSection } from "./types";

export type RenderedGalley = { article: DemoArticle; bytes: Uint8Array; fileName: string; storageKey: string };

const TYPE_LABELS: Record<DemoArticleType, string> = {
  research_article: "Research Article",
  review_article: "Review Article",
  case_report: "Case Report",
  short_communication: "Short Communication",
  editorial: "Editorial",
};

export function issuePart(issue: DemoIssue): string {
  return issue.type === "special" ? `s${issue.number}` : String(issue.number);
}

/** NLM-style journal abbreviation (no full stops), as Vancouver references use. */
function nlmAbbreviation(abbreviation: string | null, title: string): string {
  return (abbreviation ?? title).replace(/\./g, "");
}

export function vancouverReference(a: DemoArticle): string {
  const names = a.authors.map((x) => vancouverName(x.person));
  const authors = names.length > 6 ? `${names.slice(0, 6).join(", ")}, et al` : names.join(", ");
  const j = a.issue.journal;
  const title = /[.?!]$/.test(a.text.title) ? a.text.title : `${a.text.title}.`;
  const issue = a.issue.type === "special" ? `S${a.issue.number}` : String(a.issue.number);
  return `${authors}. ${title} ${nlmAbbreviation(j.abbreviation, j.title)}. ${a.publicationDate!.slice(0, 4)};${a.issue.volume}(${issue}):${a.pageStart}-${a.pageEnd}. doi:${a.doi}`;
}

function withInternalCitations(a: DemoArticle): { sections: DemoSection[]; references: string[] } {
  if (a.cites.length === 0) return { sections: a.text.sections, references: a.text.references };
  const base = a.text.references.length;
  const mentions = a.cites.map((c, i) => {
    const family = c.authors[0]?.person.familyName ?? "Anonymous";
    return `${family}${c.authors.length > 1 ? " et al." : ""} [${base + i + 1}]`;
  });
  const sentence = ` This is consistent with earlier work by ${mentions.join(" and ")}.`;
  const target = a.text.sections.findIndex(
    (s) => s.heading === "Discussion" || s.heading === "Challenges and Future Perspectives",
  );
  const index = target >= 0 ? target : Math.max(0, a.text.sections.length - 2);
  const sections = a.text.sections.map((s, i) =>
    i === index ? { ...s, paragraphs: [s.paragraphs[0] + sentence, ...s.paragraphs.slice(1)] } : s,
  );
  return { sections, references: [...a.text.references, ...a.cites.map(vancouverReference)] };
}

function pdfArticle(a: DemoArticle): PdfArticle {
  const issue = a.issue;
  const j = issue.journal;
  const affiliationKeys: string[] = [];
  const authors = a.authors.map((au) => {
    const key = `${au.department}, ${au.person.institution.name}, ${au.person.institution.country}`;
    if (!affiliationKeys.includes(key)) affiliationKeys.push(key);
    return { name: au.person.name, affiliations: [affiliationKeys.indexOf(key) + 1], corresponding: au.corresponding };
  });
  const corresponding = a.authors.find((x) => x.corresponding) ?? a.authors[0];
  const { sections, references } = withInternalCitations(a);
  return {
    journalTitle: j.title,
    journalAbbreviation: nlmAbbreviation(j.abbreviation, j.title),
    issn: j.issn,
    eissn: j.eissn,
    volume: issue.volume,
    issueLabel: issue.type === "special" ? `Special Issue ${issue.number}` : `Issue ${issue.number}`,
    issueShort: issue.type === "special" ? `S${issue.number}` : String(issue.number),
    year: Number(issue.publicationDate!.slice(0, 4)),
    doi: a.doi ?? "",
    typeLabel: TYPE_LABELS[a.articleType],
    title: a.text.title,
    authors,
    affiliations: affiliationKeys,
    correspondingName: corresponding.person.name,
    correspondingEmail: corresponding.person.email,
    received: longDate(a.submissionDate),
    revised: a.revisedDate ? longDate(a.revisedDate) : null,
    accepted: longDate(a.acceptanceDate),
    published: longDate(a.publicationDate!),
    abstract: a.text.abstract,
    keywords: a.text.keywords,
    sections,
    references,
    color: (FIXED_THEMES[j.shortName] ?? FIXED_THEMES.bjps).colors.primary,
    publishedDate: new Date(`${a.publicationDate}T00:00:00Z`),
  };
}

/**
 * Renders the PDF of every published article in publication order, assigning page numbers as it
 * goes: regular issues paginate continuously through a volume, special issues start at page 1.
 */
export async function renderGalleys(plan: DemoPlan): Promise<RenderedGalley[]> {
  const nextPage = new Map<string, number>();
  const out: RenderedGalley[] = [];
  for (const issue of plan.issues) {
    if (issue.status !== "published") continue;
    const key = issue.type === "special" ? `${issue.id}` : `${issue.journal.id}/${issue.volume}`;
    let page = nextPage.get(key) ?? 1;
    const first = page;
    for (const a of issue.articles) {
      if (a.status !== "published") continue;
      const { bytes, pageCount } = await renderArticlePdf(pdfArticle(a), page);
      a.pageStart = page;
      a.pageEnd = page + pageCount - 1;
      page = a.pageEnd + 1;
      const base = `${issue.journal.shortName}-${issue.volume}-${issuePart(issue)}-${a.articleNumber}`;
      out.push({ article: a, bytes, fileName: `${base}.pdf`, storageKey: `galleys/${a.id}/${base.toLowerCase()}.pdf` });
    }
    issue.pageRange = page > first ? `${first}-${page - 1}` : null;
    nextPage.set(key, page);
  }
  return out;
}
