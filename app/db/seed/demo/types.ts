import type { Institution } from "./institutions";
import type { Rng } from "./prng";

export type DemoArticleType =
  "research_article" | "review_article" | "case_report" | "short_communication" | "editorial";

export type DemoTable = { caption: string; header: string[]; rows: string[][] };
export type DemoSection = { heading: string; paragraphs: string[]; table?: DemoTable };
export type AbstractPart = { label: string | null; text: string };

/** Everything an article says: shown on its page (title, abstract, keywords) and in its PDF. */
export type ArticleText = {
  title: string;
  abstract: AbstractPart[];
  keywords: string[];
  sections: DemoSection[];
  references: string[];
  /** The department named in the authors' affiliations. */
  department: string;
  /** Subject that should appear once on the platform (e.g. one case report per drug), when possible. */
  topicKey?: string;
  /** Study design that should appear once per issue, so an issue does not read like a template. */
  issueKey?: string;
};

export type Setting = { city: string; state: string; country: string; institution: Institution };

export type FamilyContext = {
  rng: Rng;
  year: number;
  setting: Setting;
  /** Short communications keep the same design with a shorter body. */
  short: boolean;
  /** Theme of a special issue, for families that can follow one. */
  focus?: string;
};

export type Family = {
  id: string;
  /** Which institutions plausibly run this kind of study. */
  institutions: (i: Institution) => boolean;
  generate(ctx: FamilyContext): ArticleText;
};
