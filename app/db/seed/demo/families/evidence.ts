import { edition, refs } from "../references";
import { capitalize, fixed, ratioWithCi, joinList, countStart } from "../text-utils";
import type { ArticleText, DemoSection, Family, FamilyContext, Setting } from "../types";
import { researchInstitution } from "./shared";

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

type Question = {
  intervention: string;
  comparator: string;
  condition: string;
  population: string;
  outcome: string;
  measure: "RR" | "MD";
  unit?: string;
  effect: [number, number];
  ncd: boolean;
  keyword: string;
};

const QUESTIONS: Question[] = [
  {
    intervention: "yoga-based interventions",
    comparator: "usual care or no intervention",
    condition: "hypertension",
    population: "adults with hypertension",
    outcome: "systolic blood pressure",
    measure: "MD",
    unit: "mmHg",
    effect: [-7.8, -4.2],
    ncd: true,
    keyword: "Yoga",
  },
  {
    intervention: "pharmacist-led interventions",
    comparator: "usual care",
    condition: "type 2 diabetes mellitus",
    population: "adults with type 2 diabetes",
    outcome: "HbA1c",
    measure: "MD",
    unit: "%",
    effect: [-0.9, -0.5],
    ncd: true,
    keyword: "Pharmaceutical care",
  },
  {
    intervention: "text-message reminders",
    comparator: "usual care",
    condition: "chronic cardiovascular and metabolic diseases",
    population: "adults on long-term medication",
    outcome: "medication non-adherence",
    measure: "RR",
    effect: [0.62, 0.84],
    ncd: true,
    keyword: "mHealth",
  },
  {
    intervention: "community health worker-led care",
    comparator: "facility-based usual care",
    condition: "hypertension",
    population: "adults in low- and middle-income countries",
    outcome: "uncontrolled blood pressure",
    measure: "RR",
    effect: [0.68, 0.86],
    ncd: true,
    keyword: "Task sharing",
  },
  {
    intervention: "probiotics",
    comparator: "placebo or no treatment",
    condition: "antibiotic-associated diarrhoea",
    population: "children receiving antibiotics",
    outcome: "incidence of antibiotic-associated diarrhoea",
    measure: "RR",
    effect: [0.42, 0.64],
    ncd: false,
    keyword: "Probiotics",
  },
  {
    intervention: "zinc supplementation",
    comparator: "placebo",
    condition: "acute diarrhoea",
    population: "children under five years",
    outcome: "diarrhoea lasting more than 7 days",
    measure: "RR",
    effect: [0.64, 0.84],
    ncd: false,
    keyword: "Zinc",
  },
  {
    intervention: "vitamin D supplementation",
    comparator: "placebo",
    condition: "acute respiratory infections",
    population: "children and adolescents",
    outcome: "acute respiratory infection",
    measure: "RR",
    effect: [0.86, 0.96],
    ncd: false,
    keyword: "Vitamin D",
  },
  {
    intervention: "metformin",
    comparator: "insulin",
    condition: "gestational diabetes mellitus",
    population: "pregnant women with gestational diabetes",
    outcome: "neonatal hypoglycaemia",
    measure: "RR",
    effect: [0.62, 0.84],
    ncd: true,
    keyword: "Gestational diabetes",
  },
  {
    intervention: "structured exercise programmes",
    comparator: "usual care",
    condition: "knee osteoarthritis",
    population: "adults with knee osteoarthritis",
    outcome: "pain score (0-10 scale)",
    measure: "MD",
    unit: "points",
    effect: [-1.4, -0.8],
    ncd: true,
    keyword: "Exercise therapy",
  },
];

function metaAnalysis(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const pool = ctx.focus === "ncd" ? QUESTIONS.filter((q) => q.ncd) : QUESTIONS;
  const q = rng.pick(pool);
  const k = rng.int(9, 26);
  const participants = k * rng.int(120, 420);
  const i2 = rng.int(18, 72);
  const certainty = i2 > 60 ? "low" : rng.pick(["moderate", "moderate", "low"]);
  const est =
    q.measure === "RR"
      ? `risk ratio ${ratioWithCi(rng, q.effect[0], q.effect[1])}`
      : (() => {
          const md = rng.float(q.effect[0], q.effect[1], 1);
          const w = Math.abs(md) * rng.float(0.3, 0.5, 2);
          return `mean difference ${fixed(md)} ${q.unit}; 95% CI ${fixed(md - w)} to ${fixed(md + w)}`;
        })();
  const lowRob = rng.int(Math.max(2, Math.floor(k * 0.2)), Math.floor(k * 0.5));
  const searchEnd = `${rng.pick(["January", "March", "June", "September"])} ${ctx.year - 1}`;
  return {
    issueKey: `ma/${q.intervention}`,
    title: rng.pick([
      `Efficacy of ${q.intervention} for ${q.condition} in ${q.population}: a systematic review and meta-analysis of randomised controlled trials`,
      `${capitalize(q.intervention)} versus ${q.comparator} for ${q.condition}: a systematic review and meta-analysis`,
      `Effect of ${q.intervention} on ${q.outcome} in ${q.population}: systematic review and meta-analysis`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `${capitalize(q.intervention)} are increasingly recommended for ${q.condition}, but trial results have been inconsistent, and a current synthesis of the evidence is needed to inform practice.`,
      },
      {
        label: "Objective",
        text: `To assess the effect of ${q.intervention} compared with ${q.comparator} on ${q.outcome} in ${q.population}.`,
      },
      {
        label: "Methods",
        text: `We searched MEDLINE, Embase, the Cochrane Central Register of Controlled Trials and two regional databases from inception to ${searchEnd}. Two reviewers independently selected randomised controlled trials, extracted data and assessed risk of bias with RoB 2. Random-effects meta-analysis was performed, and the certainty of evidence was rated with GRADE. The review was prospectively registered and is reported following PRISMA 2020.`,
      },
      {
        label: "Results",
        text: `${countStart(k, "trials")} with ${participants.toLocaleString("en-US")} participants were included. ${capitalize(q.intervention)} reduced ${q.outcome} (${est}; I² = ${i2}%). ${countStart(lowRob, "trials")} were at low overall risk of bias. Subgroup analyses by intervention duration did not explain heterogeneity, and there was no evidence of small-study effects.`,
      },
      {
        label: "Conclusion",
        text: `${capitalize(certainty)}-certainty evidence suggests that ${q.intervention} reduce ${q.outcome} in ${q.population}. Larger, well-conducted trials with longer follow-up are needed.`,
      },
    ],
    keywords: [
      "Systematic review",
      "Meta-analysis",
      q.keyword,
      capitalize(q.condition),
      "GRADE",
      "Randomised controlled trials",
    ].slice(0, rng.int(4, 6)),
    sections: sections(
      [
        `${capitalize(q.condition)} is a major public health problem, and ${q.intervention} have been proposed as a way to improve outcomes in ${q.population}. Primary trials have varied in design, setting and results.`,
        `Previous reviews are outdated or restricted to high-income settings. We therefore conducted a systematic review and meta-analysis of randomised controlled trials to quantify the effect of ${q.intervention} on ${q.outcome} and to assess the certainty of the evidence.`,
      ],
      [
        `The review followed the Cochrane Handbook [1] and is reported according to PRISMA 2020 [2]; the protocol was registered prospectively. Randomised controlled trials comparing ${q.intervention} with ${q.comparator} in ${q.population} were eligible.`,
        `MEDLINE, Embase, CENTRAL and regional databases were searched from inception to ${searchEnd} without language restrictions. Two reviewers independently screened records, extracted data and assessed risk of bias with RoB 2 [3]; disagreements were resolved by discussion. Effects were pooled with a random-effects model [4], heterogeneity was quantified with I² [5], small-study effects were assessed with Egger's test [6], and certainty was rated using GRADE [7].`,
      ],
      [
        `The search identified ${rng.int(1800, 4200).toLocaleString("en-US")} records, of which ${rng.int(60, 140)} full texts were assessed and ${k} trials (${participants.toLocaleString("en-US")} participants) were included. Trials were conducted in ${rng.int(6, 14)} countries, and follow-up ranged from ${rng.int(4, 12)} weeks to ${rng.int(12, 24)} months.`,
        `${capitalize(q.intervention)} reduced ${q.outcome} compared with ${q.comparator} (${est}), with ${i2 > 50 ? "substantial" : "moderate"} heterogeneity (I² = ${i2}%) (Table 1). ${countStart(lowRob, "trials")} were at low risk of bias, and sensitivity analysis restricted to these trials gave a similar estimate. Egger's test did not suggest small-study effects.`,
      ],
      [
        `This review provides ${certainty}-certainty evidence that ${q.intervention} improve ${q.outcome}. The magnitude of effect is clinically relevant and consistent across most subgroups.`,
        `Certainty was reduced by risk of bias in several trials${i2 > 50 ? " and by unexplained heterogeneity" : ""}. Few trials reported long-term or patient-important outcomes, which limits conclusions about durability and broader benefit.`,
      ],
      `${capitalize(q.intervention)} reduce ${q.outcome} in ${q.population}, with ${certainty}-certainty evidence. Future trials should be larger, report patient-important outcomes and include longer follow-up.`,
      {
        caption: "Table 1. Summary of findings (GRADE)",
        header: ["Outcome", "Trials (participants)", "Effect estimate", "Certainty"],
        rows: [
          [
            capitalize(q.outcome),
            `${k} (${participants.toLocaleString("en-US")})`,
            est.replace(/^(risk ratio|mean difference) /, (m) => (m.startsWith("risk") ? "RR " : "MD ")),
            capitalize(certainty),
          ],
        ],
      },
    ),
    references: refs("cochrane", "prisma", "rob2", "dersimonian", "higginsI2", "egger", "grade"),
    department: "Centre for Evidence Synthesis",
  };
}

const GUIDELINE_TOPICS = [
  "type 2 diabetes mellitus",
  "hypertension",
  "community-acquired pneumonia",
  "tuberculosis",
  "chronic kidney disease",
  "depression in primary care",
  "anaemia in pregnancy",
  "dengue",
];

function guidelineAppraisal(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const topic = rng.pick(GUIDELINE_TOPICS);
  const n = rng.int(9, 22);
  const d = {
    scope: rng.int(72, 88),
    stake: rng.int(44, 62),
    rigour: rng.int(38, 58),
    clarity: rng.int(74, 90),
    applic: rng.int(24, 42),
    indep: rng.int(40, 64),
  };
  const recommended = rng.int(2, Math.max(3, Math.floor(n / 3)));
  const icc = rng.float(0.76, 0.91, 2);
  return {
    topicKey: `agree/${topic}`,
    issueKey: "agree",
    title: rng.pick([
      `Methodological quality of clinical practice guidelines for ${topic}: a systematic appraisal using AGREE II`,
      `How trustworthy are guidelines for ${topic}? A systematic review and AGREE II appraisal`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Clinical practice guidelines for ${topic} are produced by many national and international bodies, and their recommendations differ. The quality of their development determines how far they can be trusted and whether they can be adapted to local settings.`,
      },
      {
        label: "Objective",
        text: `To appraise the methodological quality of current clinical practice guidelines for ${topic}.`,
      },
      {
        label: "Methods",
        text: `Guideline repositories, developer websites and bibliographic databases were searched for guidelines published in the last ten years. Four trained appraisers independently assessed each guideline with the AGREE II instrument. Scaled domain scores were calculated, and agreement between appraisers was measured with the intraclass correlation coefficient.`,
      },
      {
        label: "Results",
        text: `${countStart(n, "guidelines")} were included. Median scaled scores were highest for clarity of presentation (${d.clarity}%) and scope and purpose (${d.scope}%), and lowest for applicability (${d.applic}%) and rigour of development (${d.rigour}%). ${countStart(recommended, "guidelines")} were recommended without modification. Agreement between appraisers was good (ICC ${icc.toFixed(2)}).`,
      },
      {
        label: "Conclusion",
        text: `The quality of guidelines for ${topic} varies widely. Developers should improve methodological rigour, stakeholder involvement and guidance on implementation.`,
      },
    ],
    keywords: [
      "Clinical practice guidelines",
      "AGREE II",
      capitalize(topic),
      "Quality appraisal",
      "Evidence-based medicine",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `Clinical practice guidelines translate evidence into recommendations, but their value depends on how rigorously they were developed. Poorly developed guidelines can perpetuate ineffective or harmful practices.`,
        `The AGREE II instrument is the most widely used tool for appraising guideline quality [1]. This study appraised current clinical practice guidelines for ${topic}.`,
      ],
      [
        `Guidelines were identified from guideline repositories, the websites of national and international developers and bibliographic databases, and the review is reported following PRISMA 2020 where applicable [2]. The most recent version of each guideline published in the last ten years was included.`,
        `Four appraisers trained with the AGREE II online tutorial independently rated the 23 items across six domains on a 7-point scale. Scaled domain scores were calculated as recommended, and inter-rater reliability was assessed with the intraclass correlation coefficient.`,
      ],
      [
        `Of ${rng.int(140, 420)} records screened, ${n} guidelines were included, developed by national bodies, professional societies and international organisations. Scaled domain scores are shown in Table 1.`,
        `Scores varied most for rigour of development, reflecting differences in systematic searching, linking of recommendations to evidence and external review. ${countStart(recommended, "guidelines")} were recommended for use without modification, and the remainder with modifications or not recommended.`,
      ],
      [
        `As in appraisals of guidelines in other fields, clarity was a strength and applicability a weakness. Few guidelines addressed resource implications or provided monitoring criteria, which limits their usefulness in resource-constrained settings.`,
        `AGREE II assesses the reporting and process of guideline development rather than the clinical correctness of recommendations, and high scores do not guarantee that recommendations are appropriate for every setting.`,
      ],
      `Guidelines for ${topic} differ substantially in methodological quality. Users should prefer guidelines with high rigour scores, and developers should strengthen rigour, stakeholder involvement and applicability.`,
      {
        caption: "Table 1. Median scaled AGREE II domain scores",
        header: ["Domain", "Median score (%)", "Range (%)"],
        rows: [
          [
            "Scope and purpose",
            String(d.scope),
            `${d.scope - rng.int(20, 32)}-${Math.min(100, d.scope + rng.int(6, 12))}`,
          ],
          ["Stakeholder involvement", String(d.stake), `${d.stake - rng.int(22, 34)}-${d.stake + rng.int(14, 28)}`],
          ["Rigour of development", String(d.rigour), `${d.rigour - rng.int(24, 30)}-${d.rigour + rng.int(20, 34)}`],
          [
            "Clarity of presentation",
            String(d.clarity),
            `${d.clarity - rng.int(18, 28)}-${Math.min(100, d.clarity + rng.int(4, 9))}`,
          ],
          [
            "Applicability",
            String(d.applic),
            `${Math.max(0, d.applic - rng.int(16, 22))}-${d.applic + rng.int(22, 36)}`,
          ],
          [
            "Editorial independence",
            String(d.indep),
            `${Math.max(0, d.indep - rng.int(30, 40))}-${Math.min(100, d.indep + rng.int(20, 34))}`,
          ],
        ],
      },
    ),
    references: refs("agree2", "prisma", "grade"),
    department: "Centre for Evidence Synthesis",
  };
}

type Implementation = { intervention: string; setting: string; participants: string };
const IMPLEMENTATIONS: Implementation[] = [
  {
    intervention: "antimicrobial stewardship programmes",
    setting: "district hospitals",
    participants: "physicians, pharmacists, nurses and hospital administrators",
  },
  {
    intervention: "electronic prescribing",
    setting: "public tertiary care hospitals",
    participants: "prescribers, pharmacists and information technology staff",
  },
  {
    intervention: "hypertension treatment protocols",
    setting: "primary health centres",
    participants: "medical officers, nurses and community health workers",
  },
  {
    intervention: "pharmacist-led medication reconciliation",
    setting: "teaching hospitals",
    participants: "clinical pharmacists, physicians and nurses",
  },
  {
    intervention: "standard treatment guidelines",
    setting: "community health centres",
    participants: "medical officers, pharmacists and programme managers",
  },
];

function implementation(ctx: FamilyContext, setting: Setting): ArticleText {
  const { rng } = ctx;
  const imp = ctx.focus === "amr" ? IMPLEMENTATIONS[0] : rng.pick(IMPLEMENTATIONS);
  const n = rng.int(18, 34);
  const region = setting.state || setting.country;
  const barriers = rng.pickN(
    [
      "limited staffing and time",
      "absence of dedicated funding",
      "lack of feedback on performance",
      "hierarchical professional relationships",
      "inadequate information systems",
      "unclear roles and responsibilities",
    ],
    3,
  );
  const facilitators = rng.pickN(
    [
      "committed local champions",
      "leadership support",
      "simple, locally adapted tools",
      "regular training and supportive supervision",
      "visible early successes",
    ],
    2,
  );
  return {
    topicKey: `impl/${imp.intervention}/${region}`,
    issueKey: "impl",
    title: rng.pick([
      `Barriers and facilitators to implementing ${imp.intervention} in ${imp.setting} in ${region}: a qualitative study using the Consolidated Framework for Implementation Research`,
      `Implementation of ${imp.intervention} in ${imp.setting}: stakeholder perspectives from ${region}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `${capitalize(imp.intervention)} are effective in trials, but their uptake in routine practice in ${imp.setting} remains uneven. Understanding the determinants of implementation is essential for scale-up.`,
      },
      {
        label: "Objective",
        text: `To explore barriers and facilitators to implementing ${imp.intervention} in ${imp.setting} in ${region}.`,
      },
      {
        label: "Methods",
        text: `Semi-structured interviews were conducted with ${n} purposively sampled ${imp.participants} from ${rng.int(4, 9)} facilities. Interviews were audio-recorded, transcribed and analysed using framework analysis, with deductive coding guided by the Consolidated Framework for Implementation Research (CFIR).`,
      },
      {
        label: "Results",
        text: `The main barriers were ${joinList(barriers)}. Facilitators included ${facilitators.join(" and ")}. Participants valued the intervention but described it as an additional task rather than part of routine work, and they emphasised the importance of feedback and recognition.`,
      },
      {
        label: "Conclusion",
        text: `Successful implementation of ${imp.intervention} will require attention to staffing, integration into existing workflows and supportive leadership. The findings can inform tailored implementation strategies.`,
      },
    ],
    keywords: [
      "Implementation science",
      "CFIR",
      "Qualitative research",
      capitalize(imp.intervention),
      "Health systems",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `Evidence-based interventions often fail to achieve their potential because they are not implemented as intended. Implementation science studies the factors that help or hinder adoption in real-world settings [1].`,
        `${capitalize(imp.intervention)} have been promoted in ${region}, but their implementation in ${imp.setting} varies widely. This study used the Consolidated Framework for Implementation Research [2] to explore barriers and facilitators from the perspective of those delivering care.`,
      ],
      [
        `We conducted a qualitative study with semi-structured interviews. Participants were purposively sampled to include ${imp.participants} with varied experience. Interviews lasted 35-60 minutes and continued until thematic saturation. The institutional ethics committee approved the study, and all participants gave informed consent.`,
        `Transcripts were analysed using framework analysis. Two researchers coded the transcripts independently, deductively using CFIR domains and inductively for emergent themes, and discrepancies were resolved by discussion. Implementation outcomes were considered following Proctor and colleagues [3].`,
      ],
      [
        `${countStart(n, "participants")} from ${rng.int(4, 9)} facilities were interviewed. Themes mapped mainly to the inner setting and process domains of CFIR.`,
        `Barriers included ${joinList(barriers)}. Participants described how ${barriers[0]} forced them to prioritise urgent clinical work over the intervention. Facilitators included ${facilitators.join(" and ")}; facilities with an identified champion reported more consistent practice.`,
      ],
      [
        `The barriers identified are consistent with implementation research from other low- and middle-income settings and suggest that the intervention itself was acceptable while the context limited its delivery.`,
        `Implementation strategies should therefore focus on the inner setting: protected time, clear roles, audit and feedback, and leadership engagement. As a qualitative study, the findings are not statistically generalisable, but they provide insight that can be tested in other facilities.`,
      ],
      `Implementation of ${imp.intervention} in ${imp.setting} is shaped mainly by organisational factors. Tailored strategies addressing staffing, workflow integration and leadership are needed for scale-up.`,
    ),
    references: refs("reaim", "cfir", "proctor"),
    department: "School of Public Health",
  };
}

type Hta = { a: string; b: string; condition: string; horizon: string };
const HTAS: Hta[] = [
  {
    a: "population-based screening for type 2 diabetes",
    b: "opportunistic screening",
    condition: "type 2 diabetes",
    horizon: "lifetime",
  },
  {
    a: "sodium-glucose cotransporter-2 inhibitors",
    b: "sulfonylureas",
    condition: "type 2 diabetes as second-line therapy",
    horizon: "lifetime",
  },
  {
    a: "human papillomavirus vaccination of adolescent girls",
    b: "no vaccination",
    condition: "cervical cancer prevention",
    horizon: "lifetime",
  },
  { a: "single-pill combination therapy", b: "separate pills", condition: "hypertension", horizon: "20-year" },
  {
    a: "rapid molecular testing",
    b: "sputum smear microscopy",
    condition: "pulmonary tuberculosis diagnosis",
    horizon: "10-year",
  },
];

function costEffectiveness(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const h = rng.pick(HTAS);
  const icer = rng.int(18, 120) * 1000;
  const prob = rng.int(62, 91);
  const qaly = rng.float(0.08, 0.46, 2);
  const wtp = "one times the gross domestic product per capita";
  const ref = edition(ctx.year, 2023, "cheers", "cheers2013");
  return {
    topicKey: `hta/${h.a}`,
    issueKey: "hta",
    title: rng.pick([
      `Cost-effectiveness of ${h.a} versus ${h.b} for ${h.condition} in India: a Markov model analysis`,
      `Is ${h.a} cost-effective for ${h.condition} in India? An economic evaluation`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Decisions on adopting ${h.a} in India require evidence on value for money from the health system perspective.`,
      },
      {
        label: "Objective",
        text: `To estimate the cost-effectiveness of ${h.a} compared with ${h.b} for ${h.condition} in India.`,
      },
      {
        label: "Methods",
        text: `A Markov model with a ${h.horizon} horizon was developed from the health system perspective. Transition probabilities and utilities were taken from published literature, and costs from national price lists and programme data. Costs and outcomes were discounted at 3% per year. Results are expressed as incremental cost per quality-adjusted life year (QALY) gained, with one-way and probabilistic sensitivity analyses.`,
      },
      {
        label: "Results",
        text: `${capitalize(h.a)} produced ${qaly.toFixed(2)} additional QALYs per person at an incremental cost-effectiveness ratio of INR ${icer.toLocaleString("en-IN")} per QALY gained. The result was most sensitive to intervention cost and uptake. In probabilistic analysis, ${h.a} was cost-effective in ${prob}% of simulations at a threshold of ${wtp}.`,
      },
      {
        label: "Conclusion",
        text: `${capitalize(h.a)} is likely to be cost-effective for ${h.condition} in India and should be considered for inclusion in public programmes, subject to budget impact.`,
      },
    ],
    keywords: [
      "Cost-effectiveness analysis",
      "Markov model",
      "Health technology assessment",
      "QALY",
      capitalize(h.condition.split(" as ")[0]),
      "India",
    ].slice(0, rng.int(4, 6)),
    sections: sections(
      [
        `India has established a national health technology assessment agency to inform decisions on public funding of health interventions. Economic evaluation is central to this process [1].`,
        `${capitalize(h.a)} may improve outcomes for ${h.condition} compared with ${h.b}, but at additional cost. This study estimated its cost-effectiveness in the Indian context and is reported following the CHEERS statement [2].`,
      ],
      [
        `A Markov model with annual cycles and a ${h.horizon} horizon simulated a hypothetical cohort. Health states, transition probabilities and utilities were derived from published studies, prioritising Indian data. Costs in Indian rupees (INR) included intervention, diagnosis, treatment and management of complications from the health system perspective.`,
        `Costs and QALYs were discounted at 3% annually. The willingness-to-pay threshold was ${wtp}. One-way sensitivity analyses varied each parameter across its plausible range, and probabilistic sensitivity analysis used 1000 Monte Carlo simulations.`,
      ],
      [
        `In the base case, ${h.a} cost more but produced ${qaly.toFixed(2)} more QALYs per person than ${h.b}, giving an incremental cost-effectiveness ratio of INR ${icer.toLocaleString("en-IN")} per QALY gained.`,
        `One-way sensitivity analysis showed that results were most sensitive to intervention cost, uptake and the utility of the main disease state. In probabilistic analysis, ${h.a} was cost-effective in ${prob}% of simulations at the threshold.`,
      ],
      [
        `The incremental cost-effectiveness ratio is below the commonly used threshold, suggesting that ${h.a} offers good value for money in India. Findings are consistent with economic evaluations from other middle-income countries.`,
        `The model relies on data from several sources, some from outside India, and does not capture out-of-pocket costs borne by households. A budget impact analysis is needed to assess affordability at scale.`,
      ],
      `${capitalize(h.a)} is likely to be cost-effective compared with ${h.b} for ${h.condition} in India.`,
    ),
    references: refs("drummond", ref, "grade"),
    department: "School of Public Health",
  };
}

function metaResearch(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const kind = rng.pick([
    {
      design: "randomised controlled trials",
      standard: "CONSORT 2010",
      field: "pharmacology and therapeutics",
      poor: ["allocation concealment", "sample size calculation", "trial registration"],
      ref: "consort" as const,
    },
    {
      design: "systematic reviews",
      standard: "PRISMA 2020",
      field: "pharmacy and pharmaceutical sciences",
      poor: ["protocol registration", "risk of bias assessment", "certainty of evidence"],
      ref: "prisma" as const,
    },
    {
      design: "observational studies",
      standard: "STROBE",
      field: "public health",
      poor: ["handling of missing data", "sample size justification", "sensitivity analyses"],
      ref: "strobe" as const,
    },
  ]);
  const n = rng.int(120, 280);
  const mean = rng.float(48, 68, 1);
  const improvement = rng.float(4, 12, 1);
  return {
    topicKey: `meta/${kind.standard}`,
    issueKey: "meta",
    title: rng.pick([
      `Adherence to ${kind.standard} in ${kind.design} published in Indian ${kind.field} journals: a meta-research study`,
      `Reporting quality of ${kind.design} in ${kind.field}: an assessment against ${kind.standard}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Complete and transparent reporting allows readers to judge the validity of research. Reporting guidelines such as ${kind.standard} have been available for years, but adherence varies between fields and journals.`,
      },
      {
        label: "Objective",
        text: `To assess the completeness of reporting of ${kind.design} published in ${kind.field} journals against ${kind.standard}.`,
      },
      {
        label: "Methods",
        text: `We randomly sampled ${n} ${kind.design} published in ${kind.field} journals over ten years. Two reviewers independently assessed each report against the ${kind.standard} checklist. Adherence was calculated as the percentage of applicable items adequately reported, and factors associated with adherence were examined by linear regression.`,
      },
      {
        label: "Results",
        text: `Mean adherence was ${fixed(mean)}%. The items most often poorly reported were ${joinList(kind.poor)}. Adherence improved by ${fixed(improvement)} percentage points in the second half of the period and was higher in journals that endorsed the guideline.`,
      },
      {
        label: "Conclusion",
        text: `Reporting of ${kind.design} in ${kind.field} remains incomplete. Journals should require completed checklists and check them during editorial review.`,
      },
    ],
    keywords: [
      "Meta-research",
      "Reporting quality",
      kind.standard.replace(/ \d+$/, ""),
      "Research integrity",
      "Reporting guidelines",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `Incomplete reporting wastes research effort because readers cannot assess validity or reproduce methods. Reporting guidelines specify the minimum information needed [1].`,
        `Evidence on adherence in journals publishing ${kind.field} research from India is limited. This study assessed the completeness of reporting of ${kind.design} against ${kind.standard}.`,
      ],
      [
        `We identified ${kind.design} published over a ten-year period in ${kind.field} journals indexed in major databases and drew a random sample of ${n} reports. Two reviewers, after calibration, independently assessed adherence to each applicable ${kind.standard} item; disagreements were resolved by a third reviewer.`,
        `Adherence was expressed as the percentage of applicable items adequately reported. Associations with publication year, journal endorsement of the guideline, funding and number of authors were assessed with multivariable linear regression.`,
      ],
      [
        `Of the ${n} reports assessed, mean adherence was ${fixed(mean)}% (range ${rng.int(18, 30)}% to ${rng.int(86, 96)}%). Items most frequently missing or inadequate were ${joinList(kind.poor)}.`,
        `Adherence improved over time by ${fixed(improvement)} percentage points and was higher in journals that endorsed ${kind.standard} (adjusted difference ${fixed(rng.float(6, 14))} percentage points).`,
      ],
      [
        `Reporting quality in this sample is similar to that found in meta-research from other fields and regions, with persistent gaps in methodological items that are essential for judging bias.`,
        `Endorsement alone is insufficient; active enforcement during peer review is associated with better reporting. Our sample may not represent all journals in the field, and adherence scores do not measure the methodological quality of the studies themselves.`,
      ],
      `Reporting of ${kind.design} in ${kind.field} journals is incomplete. Editors, reviewers and authors should use ${kind.standard} actively during submission and review.`,
    ),
    references: refs(kind.ref, "amstar2"),
    department: "Centre for Evidence Synthesis",
  };
}

function umbrella(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const topic = rng.pick([
    "interventions to improve medication adherence",
    "non-pharmacological interventions for type 2 diabetes prevention",
    "interventions to reduce inappropriate antibiotic prescribing in primary care",
    "digital health interventions for hypertension control",
  ]);
  const reviews = rng.int(14, 32);
  const high = rng.int(2, Math.floor(reviews / 3));
  const overlap = rng.float(4, 11, 1);
  return {
    topicKey: `umbrella/${topic}`,
    issueKey: "umbrella",
    title: `${capitalize(topic)}: an umbrella review of systematic reviews and meta-analyses`,
    abstract: [
      {
        label: "Background",
        text: `Many systematic reviews have evaluated ${topic}, with overlapping primary studies and sometimes conflicting conclusions, which makes the evidence difficult to use.`,
      },
      { label: "Objective", text: `To summarise and appraise the evidence from systematic reviews of ${topic}.` },
      {
        label: "Methods",
        text: `We searched MEDLINE, Embase, the Cochrane Database of Systematic Reviews and Epistemonikos for systematic reviews with meta-analysis. Two reviewers independently extracted data and assessed methodological quality with AMSTAR 2. Overlap of primary studies was quantified with the corrected covered area, and the credibility of evidence was graded.`,
      },
      {
        label: "Results",
        text: `${countStart(reviews, "systematic reviews")} were included; ${high} were rated as high quality by AMSTAR 2 and most were rated low or critically low. Overlap of primary studies was ${overlap > 10 ? "very high" : "moderate"} (corrected covered area ${fixed(overlap)}%). Multicomponent interventions had the most consistent evidence of benefit, whereas evidence for single-component interventions was of lower credibility.`,
      },
      {
        label: "Conclusion",
        text: `The evidence base on ${topic} is large but of variable quality. Decision-makers should rely on the few high-quality reviews, and future reviews should be updated rather than duplicated.`,
      },
    ],
    keywords: [
      "Umbrella review",
      "AMSTAR 2",
      "Evidence synthesis",
      "Systematic reviews",
      capitalize(topic.split(" for ")[0].split(" to ")[0]),
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `When many systematic reviews address similar questions, an umbrella review can summarise their findings and assess their quality [1].`,
        `Reviews of ${topic} have proliferated, and users face the challenge of deciding which to trust. This umbrella review appraised the available systematic reviews and summarised their findings.`,
      ],
      [
        `The review followed published guidance for umbrella reviews [1] and is reported following PRISMA 2020 [2]. Systematic reviews with meta-analysis of ${topic} were eligible regardless of the design of included primary studies.`,
        `Two reviewers independently screened records, extracted data and assessed methodological quality with AMSTAR 2 [3]. Overlap was quantified with the corrected covered area, and for overlapping reviews we prioritised the most recent high-quality review.`,
      ],
      [
        `${countStart(reviews, "systematic reviews")} were included. By AMSTAR 2, ${high} were high quality, ${rng.int(2, 6)} moderate and the remainder low or critically low, mainly because of missing protocol registration and inadequate consideration of risk of bias.`,
        `The corrected covered area was ${fixed(overlap)}%. Multicomponent interventions showed consistent benefit across reviews, whereas single-component interventions had smaller effects supported by lower-quality reviews.`,
      ],
      [
        `The quantity of reviews in this field exceeds their quality, and duplication wastes resources. The few high-quality reviews provide a consistent message that should inform practice and policy.`,
        `An umbrella review depends on the completeness of the included reviews, and recent primary studies not yet included in any review may have been missed.`,
      ],
      `Evidence from systematic reviews of ${topic} is abundant but of variable quality. Decisions should be based on the high-quality reviews identified here.`,
    ),
    references: refs("aromataris", "prisma", "amstar2", "grade"),
    department: "Centre for Evidence Synthesis",
  };
}

function generate(ctx: FamilyContext): ArticleText {
  const options: ((c: FamilyContext) => ArticleText)[] =
    ctx.focus === "ncd"
      ? [metaAnalysis, metaAnalysis, costEffectiveness, umbrella]
      : [
          metaAnalysis,
          metaAnalysis,
          metaAnalysis,
          guidelineAppraisal,
          (c) => implementation(c, c.setting),
          costEffectiveness,
          metaResearch,
          umbrella,
        ];
  const pick = ctx.rng.pick(options);
  if (pick === costEffectiveness && ctx.setting.country !== "India") return metaAnalysis(ctx);
  return pick(ctx);
}

export const evidenceFamily: Family = { id: "evidence", institutions: researchInstitution, generate };
