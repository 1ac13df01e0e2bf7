export type DemoConference = {
  title: string;
  description: string;
  location: string;
  conferenceType: "academic" | "workshop" | "symposium" | "seminar" | "other";
  status: "upcoming" | "ongoing" | "past";
  startDate: Date;
  endDate: Date;
  registrationDeadline: Date | null;
  abstractSubmissionDeadline: Date | null;
  paperSubmissionDeadline: Date | null;
  websiteUrl: string;
  organizerContact: string;
};

const DAY = 86_400_000;

/** Midnight UTC of the day `now` falls on, shifted by `days`, plus `hours` (IST 09:00 = 03:30 UTC). */
function dayAt(now: Date, days: number, hours: number): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + days * DAY + hours * 3_600_000);
}

type Spec = {
  title: (year: number) => string;
  slug: string;
  description: string;
  location: string;
  type: DemoConference["conferenceType"];
  /** Start relative to today in days, and length in days. */
  start: number;
  length: number;
  papers: boolean;
};

const SPECS: Spec[] = [
  {
    title: (y) => `International Symposium on Clinical Pharmacology and Therapeutics ${y}`,
    slug: "ispct",
    description:
      "Two days of plenary lectures and oral sessions on pharmacokinetics, therapeutic drug monitoring, pharmacogenomics and drug safety, with a session for early-career researchers.",
    location: "Hyderabad, Telangana, India",
    type: "symposium",
    start: -96,
    length: 2,
    papers: true,
  },
  {
    title: () => "Hands-on Workshop on Pharmacovigilance and Causality Assessment",
    slug: "pv-workshop",
    description:
      "A practical workshop for clinicians, pharmacists and nurses on recognising, documenting and reporting adverse drug reactions, with exercises on WHO-UMC and Naranjo causality assessment.",
    location: "Online",
    type: "workshop",
    start: -38,
    length: 1,
    papers: false,
  },
  {
    title: () => "National Seminar on Rational Use of Medicines and Antimicrobial Stewardship",
    slug: "rum-seminar",
    description:
      "Invited talks and panel discussions on prescribing indicators, essential medicines, hospital antibiotic policies and the role of pharmacists in stewardship programmes.",
    location: "Pune, Maharashtra, India",
    type: "seminar",
    start: -1,
    length: 4,
    papers: false,
  },
  {
    title: (y) => `National Conference on Advances in Pharmaceutical Sciences ${y}`,
    slug: "ncaps",
    description:
      "Scientific sessions on drug delivery, pharmaceutical analysis, phytochemistry and regulatory science, with poster and oral presentations by postgraduate students and faculty.",
    location: "Bengaluru, Karnataka, India",
    type: "academic",
    start: 24,
    length: 2,
    papers: true,
  },
  {
    title: () => "Workshop on Systematic Reviews and Meta-analysis in Health Sciences",
    slug: "srma-workshop",
    description:
      "A three-day methods workshop covering protocol development, searching, risk of bias assessment with RoB 2, meta-analysis and GRADE, using worked examples.",
    location: "New Delhi, India",
    type: "workshop",
    start: 47,
    length: 3,
    papers: false,
  },
  {
    title: (y) => `International Conference on Herbal Medicine Standardisation and Quality ${y}`,
    slug: "ichmsq",
    description:
      "Researchers, regulators and manufacturers discuss authentication, chromatographic fingerprinting, contaminant testing and clinical evaluation of herbal products.",
    location: "Kuala Lumpur, Malaysia",
    type: "academic",
    start: 78,
    length: 3,
    papers: true,
  },
  {
    title: (y) => `Symposium on Evidence-Based Pharmacy Practice ${y}`,
    slug: "sebpp",
    description:
      "A symposium on pharmacist-led interventions, medication safety, deprescribing and the use of evidence in community and hospital pharmacy.",
    location: "Kathmandu, Nepal",
    type: "symposium",
    start: 121,
    length: 2,
    papers: true,
  },
  {
    title: () => "Seminar on Regulatory Pathways for Generic Medicines and Similar Biologics",
    slug: "regulatory-seminar",
    description:
      "Regulatory professionals explain requirements for generic approvals, bioequivalence, post-approval changes and similar biologics in India and major export markets.",
    location: "Ahmedabad, Gujarat, India",
    type: "seminar",
    start: 164,
    length: 1,
    papers: false,
  },
];

/** Eight conferences placed around the seeding date: two past, one running now, five to come. */
export function buildConferences(now: Date): DemoConference[] {
  return SPECS.map((s) => {
    const startDate = dayAt(now, s.start, 3.5);
    const endDate = dayAt(now, s.start + s.length - 1, 12.5);
    const status: DemoConference["status"] = startDate > now ? "upcoming" : endDate >= now ? "ongoing" : "past";
    const year = startDate.getUTCFullYear();
    return {
      title: s.title(year),
      description: s.description,
      location: s.location,
      conferenceType: s.type,
      status,
      startDate,
      endDate,
      registrationDeadline: dayAt(now, s.start - 7, 18.5),
      abstractSubmissionDeadline: s.papers ? dayAt(now, s.start - 30, 18.5) : null,
      paperSubmissionDeadline: s.papers ? dayAt(now, s.start - 16, 18.5) : null,
      websiteUrl: `https://example.org/conferences/${s.slug}-${year}`,
      organizerContact: `${s.slug}@example.org`,
    };
  });
}
