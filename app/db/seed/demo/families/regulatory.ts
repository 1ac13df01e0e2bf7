import { edition, refs } from "../references";
import { capitalize, fixed, numberOrDigits } from "../text-utils";
import type { ArticleText, DemoSection, Family, FamilyContext } from "../types";
import { indianInstitution, labInstitution } from "./shared";

function sections(
  intro: string[],
  methods: string[],
  results: string[],
  discussion: string[],
  conclusion: string,
  table?: DemoSection["table"],
): DemoSection[] {
  return [
    { heading: "Introduction", paragraphs: intro },
    { heading: "Methods", paragraphs: methods },
    { heading: "Results", paragraphs: results, table },
    { heading: "Discussion", paragraphs: discussion },
    { heading: "Conclusion", paragraphs: [conclusion] },
  ];
}

type Comparison = { subject: string; short: string; aspects: [string, string, string, string][]; keyword: string };

const COMPARISONS: Comparison[] = [
  {
    subject: "generic drug approval",
    short: "generic approval",
    keyword: "Generic drugs",
    aspects: [
      [
        "Application type",
        "Application to the central (new drugs) or state (approved drugs) licensing authority",
        "Abbreviated New Drug Application (ANDA)",
        "Generic marketing authorisation application",
      ],
      [
        "Dossier format",
        "Common Technical Document",
        "Electronic Common Technical Document",
        "Electronic Common Technical Document",
      ],
      [
        "Bioequivalence study",
        "Required for specified categories; local study may be needed",
        "Required unless waived",
        "Required unless waived",
      ],
      [
        "Reference product",
        "Innovator product approved in India",
        "Reference listed drug",
        "Reference medicinal product authorised in the EU",
      ],
    ],
  },
  {
    subject: "post-approval changes to marketed drug products",
    short: "post-approval changes",
    keyword: "Post-approval changes",
    aspects: [
      [
        "Classification of changes",
        "Changes needing prior approval and notification-type changes",
        "Prior approval, changes being effected and annual report",
        "Type IA, IB and II variations",
      ],
      [
        "Guidance basis",
        "National post-approval change guidance",
        "SUPAC and post-approval change guidances",
        "Variations Regulation and classification guideline",
      ],
      [
        "Notification route",
        "Submission to the central licensing authority",
        "Supplement or annual report to FDA",
        "Variation application to EMA or national authority",
      ],
      [
        "Stability data",
        "Required for most quality changes",
        "Depends on change category",
        "Depends on variation type",
      ],
    ],
  },
  {
    subject: "stability testing of drug products for climatic zone IVb",
    short: "stability testing",
    keyword: "Stability testing",
    aspects: [
      ["Long-term condition", "30 °C / 75% RH", "25 °C / 60% RH", "25 °C / 60% RH"],
      ["Accelerated condition", "40 °C / 75% RH", "40 °C / 75% RH", "40 °C / 75% RH"],
      [
        "Minimum data at submission",
        "As specified in national guidance, with zone IVb data",
        "12 months long-term, 6 months accelerated",
        "12 months long-term, 6 months accelerated",
      ],
      ["Guidance basis", "National guidance aligned with ICH and WHO", "ICH Q1A(R2)", "ICH Q1A(R2)"],
    ],
  },
];

function comparison(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const c = rng.pick(COMPARISONS);
  const docs = rng.int(38, 72);
  return {
    topicKey: `reg/${c.subject}`,
    issueKey: "reg",
    title: rng.pick([
      `Comparative analysis of regulatory requirements for ${c.subject} in India, the United States and the European Union`,
      `Regulatory requirements for ${c.subject}: a comparative study of India, the USA and the EU`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Pharmaceutical companies that serve several markets must satisfy different regulatory requirements for ${c.subject}, and differences between agencies add cost and delay.`,
      },
      {
        label: "Objective",
        text: `To compare the requirements for ${c.subject} of the Central Drugs Standard Control Organisation (CDSCO), the US Food and Drug Administration (FDA) and the European Medicines Agency (EMA).`,
      },
      {
        label: "Methods",
        text: `A document analysis was performed on ${docs} regulations, guidance documents and procedural notices published by the three agencies up to ${ctx.year - 1}. Requirements were extracted into a structured framework and compared across agencies, and areas of convergence and divergence were identified.`,
      },
      {
        label: "Results",
        text: `All three agencies accept the Common Technical Document format and base their technical requirements on ICH guidelines. Differences were found in ${c.aspects
          .slice(0, 2)
          .map((a) => a[0].toLowerCase())
          .join(
            " and ",
          )}, and in the extent to which procedures and timelines are specified in published guidance. Indian requirements have converged considerably with international practice since the New Drugs and Clinical Trials Rules, 2019.`,
      },
      {
        label: "Conclusion",
        text: `Regulatory requirements for ${c.short} are broadly harmonised in technical content but differ in procedure. Further alignment and reliance mechanisms could reduce duplication for manufacturers serving several markets.`,
      },
    ],
    keywords: ["Regulatory affairs", c.keyword, "CDSCO", "Regulatory harmonisation", "Common Technical Document"].slice(
      0,
      rng.int(4, 5),
    ),
    sections: sections(
      [
        `India is one of the largest suppliers of medicines worldwide, and many Indian manufacturers seek approval in the United States and the European Union as well as at home. Regulatory requirements determine the time and cost of bringing products to each market.`,
        `The New Drugs and Clinical Trials Rules, 2019 [1] reshaped the Indian framework, and technical requirements increasingly follow ICH guidelines [2]. This study compared the requirements for ${c.subject} of CDSCO, FDA and EMA.`,
      ],
      [
        `We identified regulations, guidance documents and procedural notices on ${c.subject} from the official websites of the three agencies. ${docs} documents current up to ${ctx.year - 1} were included. Requirements were extracted independently by two reviewers into a framework covering legal basis, application type, dossier content, technical requirements, procedure and timelines.`,
        `Requirements were compared across agencies and classified as equivalent, partly equivalent or different. Discrepancies between reviewers were resolved by discussion.`,
      ],
      [
        `The three agencies share a common technical foundation in ICH guidelines and the Common Technical Document. The principal similarities and differences are summarised in Table 1.`,
        `Differences were greatest in procedural aspects, including the level of detail in published guidance and the availability of pre-submission meetings. Indian requirements for ${c.short} have changed substantially since ${rng.pick(["2017", "2019", "2020"])}, narrowing earlier gaps.`,
      ],
      [
        `Convergence of technical requirements reflects India's participation in international harmonisation efforts. Remaining procedural differences mean that manufacturers must still prepare agency-specific submissions.`,
        `This analysis is limited to published documents and does not capture informal practice or actual review times. Interviews with regulatory professionals would complement the findings.`,
      ],
      `Requirements for ${c.subject} in India, the USA and the EU are broadly harmonised in technical content but differ in procedure. Greater regulatory reliance and transparent timelines would benefit manufacturers and patients.`,
      {
        caption: `Table 1. Comparison of requirements for ${c.short}`,
        header: ["Aspect", "India (CDSCO)", "USA (FDA)", "EU (EMA)"],
        rows: c.aspects,
      },
    ),
    references: refs("ndct2019", "ichQ1a", "ichE6"),
    department: "Department of Regulatory Affairs",
  };
}

const DISSOLUTION_DRUGS = [
  { name: "metformin hydrochloride", strength: "500 mg", medium: "phosphate buffer pH 6.8", bcs: "III" },
  { name: "paracetamol", strength: "500 mg", medium: "phosphate buffer pH 5.8", bcs: "I/III" },
  { name: "amlodipine besylate", strength: "5 mg", medium: "0.01 N hydrochloric acid", bcs: "I" },
  { name: "atorvastatin calcium", strength: "10 mg", medium: "phosphate buffer pH 6.8", bcs: "II" },
  { name: "ciprofloxacin hydrochloride", strength: "500 mg", medium: "0.01 N hydrochloric acid", bcs: "IV" },
  { name: "glimepiride", strength: "2 mg", medium: "phosphate buffer pH 7.8", bcs: "II" },
];

function dissolution(ctx: FamilyContext): ArticleText {
  const { rng, setting } = ctx;
  const d = rng.pick(DISSOLUTION_DRUGS);
  const brands = rng.int(5, 8);
  const failing = rng.int(0, 2);
  const f2s = Array.from({ length: brands - 1 }, (_, i) => (i < failing ? rng.int(38, 49) : rng.int(52, 84)));
  const labels = "ABCDEFGH".slice(1, brands).split("");
  const ip = edition(ctx.year, 2023, "ip2022", "ip2018");
  return {
    topicKey: `diss/${d.name}`,
    issueKey: "diss",
    title: rng.pick([
      `Comparative in vitro dissolution of marketed brands of ${d.name} ${d.strength} tablets available in ${setting.city}`,
      `Quality evaluation and dissolution profile comparison of generic and branded ${d.name} tablets marketed in India`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Many brands of ${d.name} tablets are marketed in India at widely different prices. Prescribers and patients need assurance that lower-cost brands are of equivalent quality, because differences in excipients and manufacturing can alter dissolution and, potentially, bioavailability.`,
      },
      {
        label: "Objective",
        text: `To compare the pharmacopoeial quality and in vitro dissolution profiles of ${brands} marketed brands of ${d.name} ${d.strength} tablets.`,
      },
      {
        label: "Methods",
        text: `Brands were purchased from retail pharmacies in ${setting.city}. Weight variation, hardness, friability, disintegration and assay were tested as per the Indian Pharmacopoeia. Dissolution profiles were obtained in ${d.medium} with USP apparatus II at 50 rpm and compared with the innovator brand using the difference (f1) and similarity (f2) factors. Twelve tablets of each brand were tested.`,
      },
      {
        label: "Results",
        text: `All brands complied with pharmacopoeial limits for weight variation, friability and assay (${fixed(rng.float(96.2, 97.8))}%-${fixed(rng.float(101.2, 103.4))}%). ${failing === 0 ? `All brands had f2 values above 50 (range ${Math.min(...f2s)}-${Math.max(...f2s)}), indicating similar dissolution.` : `${capitalize(numberOrDigits(brands - 1 - failing))} of ${brands - 1} brands had f2 values above 50, while ${failing === 1 ? "one brand" : "two brands"} showed dissimilar profiles (f2 ${f2s.slice(0, failing).join(" and ")}).`}`,
      },
      {
        label: "Conclusion",
        text: `${failing === 0 ? "The marketed brands were pharmaceutically equivalent in vitro and can be considered interchangeable from a dissolution standpoint." : "Most brands were pharmaceutically equivalent, but dissimilar dissolution in some brands warrants regulatory attention and post-marketing surveillance."}`,
      },
    ],
    keywords: [
      capitalize(d.name),
      "Dissolution",
      "Similarity factor",
      "Pharmaceutical equivalence",
      "Generic medicines",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `Generic medicines are central to affordable health care in India, and their interchangeability rests on pharmaceutical and therapeutic equivalence. Dissolution testing is a sensitive in vitro indicator of product performance [1].`,
        `${capitalize(d.name)} (Biopharmaceutics Classification System class ${d.bcs}) is available in many brands [2]. This study compared the quality and dissolution profiles of brands marketed in ${setting.city}.`,
      ],
      [
        `${brands} brands of ${d.name} ${d.strength} tablets, including the innovator (brand A), were purchased from retail pharmacies, and all were within their shelf life. Quality control tests were performed according to the Indian Pharmacopoeia [3].`,
        `Dissolution was tested in 900 mL ${d.medium} at 37 ± 0.5 °C using USP apparatus II at 50 rpm, with sampling up to 60 minutes (n = 12) [4]. Profiles were compared with brand A using the difference factor f1 and similarity factor f2; f2 values of 50-100 indicated similarity [5].`,
      ],
      [
        `All brands met pharmacopoeial specifications for weight variation, hardness, friability, disintegration and assay. More than 85% of the labelled amount dissolved within 30 minutes for ${brands - failing} brands.`,
        `Similarity factors are shown in Table 1. ${failing === 0 ? "All brands were similar to the innovator." : `${failing === 1 ? "One brand was" : "Two brands were"} dissimilar to the innovator, mainly because of slower early dissolution.`}`,
      ],
      [
        `${failing === 0 ? "The results support interchangeability of the tested brands from a dissolution standpoint." : "Although all brands met compendial specifications, the dissolution differences show that compendial compliance does not guarantee equivalent performance."} Differences in excipients and manufacturing processes can affect dissolution even when assay and disintegration are acceptable.`,
        `In vitro similarity does not by itself establish bioequivalence, particularly for drugs outside BCS class I, and only one batch per brand was tested.`,
      ],
      `${failing === 0 ? `The tested brands of ${d.name} were pharmaceutically equivalent in vitro.` : `Most tested brands were equivalent, but some showed dissimilar dissolution, supporting routine post-marketing quality surveillance.`}`,
      {
        caption: "Table 1. Difference (f1) and similarity (f2) factors versus the innovator brand A",
        header: ["Brand", "f1", "f2", "Interpretation"],
        rows: labels.map((l, i) => [
          l,
          String(f2s[i] >= 50 ? rng.int(2, 12) : rng.int(16, 24)),
          String(f2s[i]),
          f2s[i] >= 50 ? "Similar" : "Dissimilar",
        ]),
      },
    ),
    references: refs("amidon", "ichM9", ip, "fdaDissolution", "shahF2", "costa"),
    department: "Department of Pharmaceutics",
  };
}

export const regulatoryFamily: Family = {
  id: "regulatory",
  institutions: (i) => indianInstitution(i) && labInstitution(i),
  generate: comparison,
};
export const biopharmaceuticsFamily: Family = {
  id: "biopharmaceutics",
  institutions: (i) => indianInstitution(i) && labInstitution(i),
  generate: dissolution,
};
