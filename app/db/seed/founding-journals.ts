/**
 * The four journals every installation hosts, created on first start. None has an impact factor:
 * nobody has measured one, and pages show only what was measured or entered (ADR 061).
 */
export const FOUNDING_JOURNALS = [
  {
    shortName: "fjphs",
    title: "Frontier Journal of Pharmaceutical and Health Sciences",
    abbreviation: "Front. J. Pharm. Health Sci.",
    description:
      "A peer-reviewed, open-access journal publishing original research, reviews and short communications across pharmaceutical sciences and public health, from drug discovery to health-system outcomes.",
    category: "Pharmaceutical Sciences",
    issn: "2583-4177",
    eissn: "2583-4207",
    publicationFrequency: "monthly" as const,
    doiPrefix: "10.63101",
    scope: [
      "Pharmaceutics and drug delivery",
      "Pharmacology and toxicology",
      "Medicinal and pharmaceutical chemistry",
      "Public health and epidemiology",
      "Pharmacy practice and health services",
    ],
  },
  {
    shortName: "ijcpms",
    title: "International Journal of Clinical Pharmacology and Medical Sciences",
    abbreviation: "Int. J. Clin. Pharmacol. Med. Sci.",
    description:
      "An open-access journal for clinical pharmacology, therapeutics and translational medical science, publishing trials, pharmacokinetic studies, case reports and systematic reviews.",
    category: "Clinical Pharmacology",
    issn: "2583-5629",
    eissn: "2583-5750",
    publicationFrequency: "quarterly" as const,
    doiPrefix: "10.63102",
    scope: [
      "Clinical pharmacokinetics and pharmacodynamics",
      "Therapeutic drug monitoring",
      "Pharmacovigilance and drug safety",
      "Clinical trials",
      "Translational medicine",
    ],
  },
  {
    shortName: "ijebr",
    title: "International Journal of Evidence-Based Research in Health Sciences",
    abbreviation: "Int. J. Evid. Based Res. Health Sci.",
    description:
      "A journal devoted to evidence synthesis and its use in care: systematic reviews, meta-analyses, guideline methodology, implementation studies and health technology assessment.",
    category: "Evidence-Based Medicine",
    issn: "2582-9238",
    eissn: "2582-936X",
    publicationFrequency: "biannually" as const,
    doiPrefix: "10.63103",
    scope: [
      "Systematic reviews and meta-analyses",
      "Clinical practice guidelines",
      "Implementation science",
      "Health technology assessment",
      "Research methodology",
    ],
  },
  {
    shortName: "bjps",
    title: "Bharat Journal of Pharmaceutical Sciences",
    abbreviation: "Bharat J. Pharm. Sci.",
    description:
      "A peer-reviewed journal of pharmaceutical sciences with a focus on research from South Asia: phytochemistry, formulation science, pharmaceutical analysis and regulatory affairs.",
    category: "Pharmaceutical Sciences",
    issn: "2583-1046",
    eissn: "2583-1178",
    publicationFrequency: "quarterly" as const,
    doiPrefix: "10.63104",
    scope: [
      "Phytochemistry and natural products",
      "Formulation and industrial pharmacy",
      "Pharmaceutical analysis and quality control",
      "Regulatory affairs",
      "Biopharmaceutics",
    ],
  },
];

export const PUBLISHER_NAME = "Scholarly Press";
