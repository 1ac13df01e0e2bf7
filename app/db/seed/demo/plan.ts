import crypto from "node:crypto";
import { buildConferences, type DemoConference } from "./conferences";
import { buildEditorialBoard, type BoardMember } from "./editorial-board";
import { EDITORIAL_TOPICS, editorialText, type EditorialTopic } from "./families/editorial";
import { REVIEW_TOPICS, reviewText, type ReviewTopic } from "./families/review";
import { clinicalInstitution, labInstitution, researchInstitution } from "./families/shared";
import { caseReportFamily } from "./families/case-report";
import { INSTITUTIONS, type Institution } from "./institutions";
import { FAMILY_AREAS, JOURNAL_PLANS, type JournalPlan, type Weighted } from "./journal-plans";
import { PeoplePool, stateOf, type Person } from "./people";
import { rngFor, type Rng } from "./prng";
import { joinList, monthName, numberWord } from "./text-utils";
import type { ArticleText, DemoArticleType, Family, FamilyContext } from "./types";

export type DemoJournal = {
  id: string;
  shortName: string;
  title: string;
  abbreviation: string | null;
  issn: string | null;
  eissn: string | null;
  doiPrefix: string | null;
};

export type DemoIssue = {
  id: string;
  journal: DemoJournal;
  volume: number;
  number: number;
  type: "regular" | "special";
  title: string;
  description: string;
  publicationDate: string | null;
  status: "published" | "draft";
  isCurrent: boolean;
  pageRange: string | null;
  articles: DemoArticle[];
};

export type DemoAuthor = { person: Person; department: string; position: number; corresponding: boolean };

export type DemoArticle = {
  id: string;
  issue: DemoIssue;
  articleNumber: number;
  status: "published" | "draft";
  articleType: DemoArticleType;
  familyId: string;
  text: ArticleText;
  authors: DemoAuthor[];
  doi: string | null;
  pageStart: number | null;
  pageEnd: number | null;
  submissionDate: string;
  revisedDate: string | null;
  acceptanceDate: string;
  publicationDate: string | null;
  /** Earlier platform articles this one cites (internal citations). */
  cites: DemoArticle[];
};

export type DemoPlan = {
  issues: DemoIssue[];
  articles: DemoArticle[];
  boards: Map<string, BoardMember[]>;
  conferences: DemoConference[];
  citations: { cited: DemoArticle; citing: DemoArticle }[];
};

const DAY = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function dateMs(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function pickFamily(rng: Rng, families: Weighted): Family {
  return rng.weighted(families.map(([f, w]) => [f, w] as const));
}

function settingFor(institution: Institution) {
  return { city: institution.city, state: stateOf(institution), country: institution.country, institution };
}

function shorten(text: ArticleText): ArticleText {
  return {
    ...text,
    sections: text.sections.map((s) => ({
      ...s,
      paragraphs: s.paragraphs.slice(0, Math.max(1, Math.ceil(s.paragraphs.length / 2))),
    })),
  };
}

function reviewInstitutions(topic: ReviewTopic): (i: Institution) => boolean {
  if (/Clinical|Pharmacy Practice/.test(topic.department))
    return (i) => clinicalInstitution(i) || (i.country === "India" && i.kind === "pharmacy");
  if (/Evidence|Public Health/.test(topic.department)) return researchInstitution;
  return labInstitution;
}

/** Hospitals have clinical pharmacy departments; pharmacy colleges teach pharmacology rather than clinical pharmacology. */
function departmentAt(department: string, inst: Institution): string {
  const medical = inst.kind === "hospital" || inst.kind === "medical";
  if (medical && /Pharmacy Practice|Pharmaceutics|Pharmaceutical|Pharmacognosy|Regulatory/.test(department))
    return "Department of Clinical Pharmacy";
  if (inst.kind === "pharmacy" && department === "Department of Clinical Pharmacology")
    return "Department of Pharmacology";
  return department;
}

const AUTHOR_COUNTS: readonly (readonly [number, number])[] = [
  [2, 1],
  [3, 3],
  [4, 4],
  [5, 3],
  [6, 2],
];

class Planner {
  readonly people = new PeoplePool();
  readonly titles = new Set<string>();
  readonly usedReviews = new Set<string>();
  readonly usedEditorials = new Set<string>();
  readonly usedTopics = new Set<string>();
  readonly boards = new Map<string, BoardMember[]>();

  constructor(readonly now: Date) {}

  journalIssues(journal: DemoJournal): DemoIssue[] {
    const plan = JOURNAL_PLANS[journal.shortName];
    if (!plan) return [];
    const rng = rngFor(`issues/${journal.shortName}`);
    this.boards.set(journal.shortName, buildEditorialBoard(journal.shortName, this.people));
    const nowMs = this.now.getTime();
    const issues: DemoIssue[] = [];
    for (let volume = 1; volume <= 5; volume++) {
      const year = 2021 + volume;
      plan.months.forEach((month, i) => {
        const day = Math.min(plan.day, month === 2 ? 28 : 30);
        const date = `${year}-${pad(month, 2)}-${pad(day, 2)}`;
        if (dateMs(date) > nowMs) return;
        issues.push(this.newIssue(journal, volume, i + 1, "regular", `${monthName(month)} ${year}`, date, "published"));
      });
      if (plan.special.volume === volume && dateMs(plan.special.date) <= nowMs) {
        const s = this.newIssue(journal, volume, 1, "special", plan.special.title, plan.special.date, "published");
        s.description = plan.special.description;
        issues.push(s);
      }
    }
    issues.sort((a, b) => (a.publicationDate! < b.publicationDate! ? -1 : 1));
    for (const issue of issues) this.fillIssue(issue, plan, rng);
    if (issues.length > 0) issues[issues.length - 1].isCurrent = true;
    return issues;
  }

  newIssue(
    journal: DemoJournal,
    volume: number,
    number: number,
    type: "regular" | "special",
    title: string,
    date: string | null,
    status: "published" | "draft",
  ): DemoIssue {
    return {
      id: crypto.randomUUID(),
      journal,
      volume,
      number,
      type,
      title,
      description: "",
      publicationDate: date,
      status,
      isCurrent: false,
      pageRange: null,
      articles: [],
    };
  }

  fillIssue(issue: DemoIssue, plan: JournalPlan, rng: Rng) {
    const short = issue.journal.shortName;
    const special = issue.type === "special";
    const focus = special ? plan.special.focus : undefined;
    const count = rng.int(4, 6);
    const kinds: ("editorial" | "review" | "case" | "research")[] = [];
    if ((special || (issue.number === 1 && issue.volume <= 4)) && this.editorialTopic(short, focus, issue))
      kinds.push("editorial");
    if ((special || rng.chance(0.3)) && this.reviewTopic(short, focus, rng, false)) kinds.push("review");
    if (!special && rng.chance(plan.caseReports)) kinds.push("case");
    while (kinds.length < count) kinds.push("research");
    const families = special ? plan.special.families : plan.families;
    for (const kind of kinds) {
      const article = this.makeArticle(issue, kind, families, focus, rng, "published");
      if (article) issue.articles.push(article);
    }
    // Editorial first, then research, reviews and case reports, as in a printed table of contents.
    const order: Record<DemoArticleType, number> = {
      editorial: 0,
      research_article: 1,
      short_communication: 2,
      review_article: 3,
      case_report: 4,
    };
    issue.articles.sort((a, b) => order[a.articleType] - order[b.articleType]);
    if (!special) issue.description = this.describe(issue);
  }

  editorialTopic(short: string, focus: string | undefined, issue: DemoIssue): EditorialTopic | null {
    const candidates = EDITORIAL_TOPICS.filter(
      (t) => t.journals.includes(short) && t.focus === focus && !this.usedEditorials.has(`${short}/${t.title}`),
    );
    if (issue.volume === 1 && issue.type === "regular")
      return candidates.find((t) => t.title.startsWith("Open access")) ?? null;
    return candidates.find((t) => !t.title.startsWith("Open access")) ?? null;
  }

  reviewTopic(short: string, focus: string | undefined, rng: Rng, take: boolean): ReviewTopic | null {
    const free = REVIEW_TOPICS.filter(
      (t) => t.journals.includes(short) && !this.usedReviews.has(t.title) && (focus ? t.focus === focus : !t.focus),
    );
    if (free.length === 0) return null;
    const topic = rng.pick(free);
    if (take) this.usedReviews.add(topic.title);
    return topic;
  }

  makeArticle(
    issue: DemoIssue,
    kind: "editorial" | "review" | "case" | "research",
    families: Weighted,
    focus: string | undefined,
    rng: Rng,
    status: "published" | "draft",
  ): DemoArticle | null {
    const journal = issue.journal;
    const year = issue.publicationDate ? Number(issue.publicationDate.slice(0, 4)) : 2026;
    let text: ArticleText;
    let articleType: DemoArticleType;
    let familyId: string;
    let authors: DemoAuthor[];

    if (kind === "editorial") {
      const topic = this.editorialTopic(journal.shortName, focus, issue)!;
      this.usedEditorials.add(`${journal.shortName}/${topic.title}`);
      text = editorialText(topic, journal.title, year);
      articleType = "editorial";
      familyId = "editorial";
      const board = this.boards.get(journal.shortName) ?? [];
      const eic = board.find((m) => m.role === "Editor-in-Chief");
      const associate = rng.pick(board.filter((m) => m.role === "Associate Editor"));
      authors = [eic, associate]
        .filter((m): m is BoardMember => m !== undefined)
        .map((m, i) => ({ person: m.person, department: m.department, position: i + 1, corresponding: i === 0 }));
    } else {
      let ctx: FamilyContext;
      let lead: Institution;
      if (kind === "review") {
        const topic = this.reviewTopic(journal.shortName, focus, rng, true)!;
        lead = rng.pick(INSTITUTIONS.filter(reviewInstitutions(topic)));
        ctx = { rng, year, setting: settingFor(lead), short: false, focus };
        text = reviewText(topic, ctx);
        articleType = "review_article";
        familyId = "review";
      } else {
        const issueKeys = new Set(issue.articles.map((a) => a.text.issueKey).filter(Boolean));
        // Strict first (new subject, new design in this issue), then relax: a unique title is the only must.
        const acceptable = (t: ArticleText, attempt: number) =>
          !this.titles.has(t.title) &&
          (attempt >= 40 || !t.issueKey || !issueKeys.has(t.issueKey)) &&
          (attempt >= 20 || !t.topicKey || !this.usedTopics.has(t.topicKey));
        let attempt = 0;
        let family: Family;
        do {
          family = kind === "case" ? caseReportFamily : pickFamily(rng, families);
          lead = rng.pick(INSTITUTIONS.filter(family.institutions));
          const shortComm = kind === "research" && family.id !== "case-report" && rng.chance(0.12);
          ctx = { rng, year, setting: settingFor(lead), short: shortComm, focus };
          text = family.generate(ctx);
          if (shortComm) text = shorten(text);
          articleType =
            family.id === "case-report" ? "case_report" : shortComm ? "short_communication" : "research_article";
          attempt++;
        } while (!acceptable(text, attempt) && attempt < 60);
        if (this.titles.has(text.title)) return null;
        if (text.topicKey) this.usedTopics.add(text.topicKey);
        familyId = family.id;
      }
      const count =
        articleType === "case_report"
          ? rng.int(2, 4)
          : articleType === "review_article"
            ? rng.int(2, 4)
            : rng.weighted(AUTHOR_COUNTS);
      const people = this.people.pickAuthors(rng, lead, count);
      const correspondingIndex = rng.chance(0.5) ? 0 : people.length - 1;
      authors = people.map((person, i) => ({
        person,
        department:
          person.institution.key === lead.key
            ? departmentAt(text.department, lead)
            : rng.pick(person.institution.departments),
        position: i + 1,
        corresponding: i === correspondingIndex,
      }));
    }
    this.titles.add(text.title);

    const issueMs = issue.publicationDate ? dateMs(issue.publicationDate) : this.now.getTime();
    const published = status === "published";
    const pubMs = published ? issueMs - rng.int(0, 18) * DAY : null;
    const anchor = pubMs ?? this.now.getTime() - rng.int(3, 20) * DAY;
    const acceptance =
      anchor - rng.int(articleType === "editorial" ? 3 : 14, articleType === "editorial" ? 9 : 42) * DAY;
    const revised = articleType === "editorial" ? null : acceptance - rng.int(7, 35) * DAY;
    const submission =
      (revised ?? acceptance) -
      rng.int(articleType === "editorial" ? 5 : 30, articleType === "editorial" ? 15 : 110) * DAY;

    return {
      id: crypto.randomUUID(),
      issue,
      articleNumber: 0,
      status,
      articleType,
      familyId,
      text,
      authors,
      doi: null,
      pageStart: null,
      pageEnd: null,
      submissionDate: isoDate(submission),
      revisedDate: revised === null ? null : isoDate(revised),
      acceptanceDate: isoDate(acceptance),
      publicationDate: pubMs === null ? null : isoDate(pubMs),
      cites: [],
    };
  }

  describe(issue: DemoIssue): string {
    const arts = issue.articles;
    const research = arts.filter((a) => a.articleType === "research_article").length;
    const shortComms = arts.filter((a) => a.articleType === "short_communication").length;
    const reviews = arts.filter((a) => a.articleType === "review_article").length;
    const cases = arts.filter((a) => a.articleType === "case_report").length;
    const parts = [
      research > 0 ? `${numberWord(research)} research ${research === 1 ? "article" : "articles"}` : null,
      shortComms > 0
        ? `${shortComms === 1 ? "a" : numberWord(shortComms)} short ${shortComms === 1 ? "communication" : "communications"}`
        : null,
      reviews > 0 ? `${reviews === 1 ? "a" : numberWord(reviews)} ${reviews === 1 ? "review" : "reviews"}` : null,
      cases > 0 ? `${cases === 1 ? "a" : numberWord(cases)} case ${cases === 1 ? "report" : "reports"}` : null,
    ].filter((p): p is string => p !== null);
    const areas = [
      ...new Set(
        arts.filter((a) => a.familyId !== "editorial" && a.familyId !== "review").map((a) => FAMILY_AREAS[a.familyId]),
      ),
    ].slice(0, 3);
    const editorial = arts.find((a) => a.articleType === "editorial");
    const highlight = arts.find((a) => a.articleType === "research_article") ?? arts[0];
    const opening = `This issue presents ${joinList(parts)}${areas.length > 0 ? ` in ${joinList(areas)}` : ""}.`;
    const lead = editorial ? ` It opens with an editorial, "${editorial.text.title}".` : "";
    return `${opening}${lead} Highlights include "${highlight.text.title}".`;
  }
}

function assignNumbersAndDois(issues: DemoIssue[], drafts: DemoArticle[]) {
  const next = new Map<string, number>();
  const take = (journalId: string) => {
    const n = (next.get(journalId) ?? 0) + 1;
    next.set(journalId, n);
    return n;
  };
  for (const issue of issues) {
    for (const a of issue.articles) {
      a.articleNumber = take(issue.journal.id);
      const j = issue.journal;
      if (j.doiPrefix) {
        const issuePart = issue.type === "special" ? `s${issue.number}` : String(issue.number);
        a.doi = `${j.doiPrefix}/${j.shortName}.${issue.publicationDate!.slice(0, 4)}.${issue.volume}.${issuePart}.${pad(a.articleNumber, 3)}`;
      }
    }
  }
  for (const d of drafts) d.articleNumber = take(d.issue.journal.id);
}

/** A handful of internal citations: later articles citing earlier ones on related topics. */
function chooseCitations(articles: DemoArticle[]): { cited: DemoArticle; citing: DemoArticle }[] {
  const rng = rngFor("citations");
  const eligible = articles
    .filter((a) => a.articleType !== "editorial")
    .sort((a, b) => (a.publicationDate! < b.publicationDate! ? -1 : 1));
  const out: { cited: DemoArticle; citing: DemoArticle }[] = [];
  for (const citing of eligible) {
    if (out.length >= 40) break;
    if (!rng.chance(0.14)) continue;
    // Cited work must be out well before the citing issue, so its pages are known when the citing PDF is made.
    const cutoff = dateMs(citing.issue.publicationDate!) - 30 * DAY;
    const earlier = eligible.filter((c) => dateMs(c.publicationDate!) < cutoff && c.familyId !== "review");
    const related = earlier.filter(
      (c) =>
        c.familyId === citing.familyId ||
        (citing.familyId === "review" && c.issue.journal.id === citing.issue.journal.id),
    );
    const pool = related.length > 0 ? related : earlier.filter((c) => c.issue.journal.id === citing.issue.journal.id);
    if (pool.length === 0) continue;
    for (const cited of rng.pickN(pool, rng.int(1, 2))) {
      citing.cites.push(cited);
      out.push({ cited, citing });
    }
  }
  return out;
}

/** Everything the demo contains, without page numbers (those come from the rendered PDFs). */
export function planDemoContent(journals: DemoJournal[], now: Date): DemoPlan {
  const planner = new Planner(now);
  const order = ["fjphs", "ijcpms", "ijebr", "bjps"];
  const known = order
    .map((s) => journals.find((j) => j.shortName === s))
    .filter((j): j is DemoJournal => j !== undefined);
  const issues: DemoIssue[] = [];
  const drafts: DemoArticle[] = [];
  for (const journal of known) {
    const plan = JOURNAL_PLANS[journal.shortName];
    const journalIssues = planner.journalIssues(journal);
    issues.push(...journalIssues);
    const rng = rngFor(`drafts/${journal.shortName}`);
    const current = journalIssues.find((i) => i.isCurrent);
    if (current) {
      for (let i = 0; i < plan.draftArticlesInCurrent; i++) {
        const a = planner.makeArticle(current, "research", plan.families, undefined, rng, "draft");
        if (a) drafts.push(a);
      }
    }
    if (plan.draftIssue) {
      const d = plan.draftIssue;
      const issue = planner.newIssue(journal, d.volume, d.number, d.type, d.title, d.date, "draft");
      issue.description = "In preparation.";
      for (let i = 0; i < d.articles; i++) {
        const a = planner.makeArticle(issue, "research", d.families, undefined, rng, "draft");
        if (a) {
          issue.articles.push(a);
          drafts.push(a);
        }
      }
      issues.push(issue);
    }
  }
  const published = issues
    .filter((i) => i.status === "published")
    .sort((a, b) => (a.publicationDate! < b.publicationDate! ? -1 : a.publicationDate! > b.publicationDate! ? 1 : 0));
  // Article numbers follow each journal's publication order.
  assignNumbersAndDois(published, drafts);
  const publishedArticles = published.flatMap((i) => i.articles);
  for (const d of drafts) if (!d.issue.articles.includes(d)) d.issue.articles.push(d);
  return {
    issues: [...published, ...issues.filter((i) => i.status === "draft")],
    articles: [...publishedArticles, ...drafts],
    boards: planner.boards,
    conferences: buildConferences(now),
    citations: chooseCitations(publishedArticles),
  };
}
