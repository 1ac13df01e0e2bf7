import { analysisFamily } from "./families/analysis";
import { caseReportFamily } from "./families/case-report";
import { clinicalFamily } from "./families/clinical";
import { evidenceFamily } from "./families/evidence";
import { formulationFamily } from "./families/formulation";
import { inSilicoFamily } from "./families/in-silico";
import { pharmacyPracticeFamily } from "./families/pharmacy-practice";
import { phytochemistryFamily } from "./families/phytochemistry";
import { biopharmaceuticsFamily, regulatoryFamily } from "./families/regulatory";
import type { Family } from "./types";

export type Weighted = readonly (readonly [Family, number])[];

export type SpecialIssuePlan = {
  volume: number;
  date: string;
  title: string;
  focus: string;
  description: string;
  families: Weighted;
};

export type JournalPlan = {
  /** Months of the regular issues in each year (capped to keep the demo small). */
  months: number[];
  day: number;
  families: Weighted;
  /** Chance that a regular issue carries a case report. */
  caseReports: number;
  special: SpecialIssuePlan;
  /** Issues kept as drafts: never public. */
  draftIssue?: {
    volume: number;
    number: number;
    type: "regular" | "special";
    title: string;
    date: string | null;
    families: Weighted;
    articles: number;
  };
  /** Draft articles placed in the current issue. */
  draftArticlesInCurrent: number;
};

export const JOURNAL_PLANS: Record<string, JournalPlan> = {
  fjphs: {
    months: [1, 4, 7, 10],
    day: 15,
    families: [
      [formulationFamily, 3],
      [analysisFamily, 2],
      [phytochemistryFamily, 2],
      [inSilicoFamily, 1],
      [pharmacyPracticeFamily, 3.5],
    ],
    caseReports: 0,
    special: {
      volume: 3,
      date: "2024-11-18",
      title: "Special Issue: Antimicrobial Resistance",
      focus: "amr",
      description:
        "Published for World AMR Awareness Week, this special issue gathers research on antibiotic prescribing and consumption, community knowledge and practices, antibacterial natural products and formulation approaches that support better use of existing antimicrobials.",
      families: [
        [pharmacyPracticeFamily, 3],
        [phytochemistryFamily, 2],
        [formulationFamily, 1],
        [inSilicoFamily, 1],
      ],
    },
    draftArticlesInCurrent: 1,
  },
  ijcpms: {
    months: [1, 4, 7, 10],
    day: 28,
    families: [
      [clinicalFamily, 4],
      [pharmacyPracticeFamily, 1.5],
    ],
    caseReports: 0.4,
    special: {
      volume: 4,
      date: "2025-09-17",
      title: "Special Issue: Patient Safety and Pharmacovigilance",
      focus: "safety",
      description:
        "Released on World Patient Safety Day, this special issue covers adverse drug reaction surveillance, drug-drug interactions, pharmacogenomic risk factors and instructive case reports, with an editorial on strengthening pharmacovigilance in India.",
      families: [
        [clinicalFamily, 3],
        [caseReportFamily, 1.5],
      ],
    },
    draftArticlesInCurrent: 0,
  },
  ijebr: {
    months: [6, 12],
    day: 30,
    families: [[evidenceFamily, 1]],
    caseReports: 0,
    special: {
      volume: 3,
      date: "2024-04-07",
      title: "Special Issue: Evidence for the Prevention of Non-Communicable Diseases",
      focus: "ncd",
      description:
        "Published on World Health Day, this special issue brings together systematic reviews, an overview of reviews and economic evaluations on the prevention and control of hypertension, diabetes and related conditions.",
      families: [[evidenceFamily, 1]],
    },
    draftIssue: {
      volume: 5,
      number: 2,
      type: "regular",
      title: "December 2026",
      date: "2026-12-30",
      families: [[evidenceFamily, 1]],
      articles: 2,
    },
    draftArticlesInCurrent: 0,
  },
  bjps: {
    months: [1, 4, 7, 10],
    day: 20,
    families: [
      [phytochemistryFamily, 3],
      [formulationFamily, 3],
      [analysisFamily, 3],
      [regulatoryFamily, 1],
      [biopharmaceuticsFamily, 1.5],
      [inSilicoFamily, 1],
    ],
    caseReports: 0,
    special: {
      volume: 4,
      date: "2025-08-30",
      title: "Special Issue: Quality and Standardisation of Herbal Medicines",
      focus: "herbal",
      description:
        "This special issue presents phytochemical and pharmacological evaluations of medicinal plants used in South Asia, together with a review of chromatographic fingerprinting and marker-based standardisation of herbal products.",
      families: [[phytochemistryFamily, 1]],
    },
    draftIssue: {
      volume: 5,
      number: 1,
      type: "special",
      title: "Special Issue: Regulatory Science for Generic Medicines",
      date: null,
      families: [[regulatoryFamily, 1]],
      articles: 1,
    },
    draftArticlesInCurrent: 0,
  },
};

export const FAMILY_AREAS: Record<string, string> = {
  formulation: "drug delivery",
  analysis: "pharmaceutical analysis",
  phytochemistry: "phytochemistry",
  "in-silico": "computer-aided drug design",
  "pharmacy-practice": "pharmacy practice",
  clinical: "clinical pharmacology",
  "case-report": "drug safety",
  evidence: "evidence synthesis",
  regulatory: "regulatory affairs",
  biopharmaceutics: "biopharmaceutics",
  review: "narrative review",
};
