import { edition, refs, type RefKey } from "../references";
import { capitalize, fixed, pct, pValue, ratioWithCi, joinList } from "../text-utils";
import type { ArticleText, DemoSection, Family, FamilyContext, Setting } from "../types";
import { clinicalInstitution, indianInstitution } from "./shared";

type Built = Omit<ArticleText, "department"> & { department?: string };

const place = (s: Setting) => (s.state ? `${s.city}, ${s.state}` : `${s.city}, ${s.country}`);

function standardSections(
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

function pim(ctx: FamilyContext): Built {
  const { rng, setting } = ctx;
  const n = rng.int(220, 460);
  const withPim = Math.round(n * rng.float(0.34, 0.58, 2));
  const meanAge = rng.float(69.8, 73.6, 1);
  const meanDrugs = rng.float(6.4, 9.2, 1);
  const beersYear = ctx.year >= 2024 ? 2023 : 2019;
  const stoppVersion = ctx.year >= 2024 ? 3 : 2;
  const common = rng.pickN(
    [
      "proton pump inhibitors beyond 8 weeks",
      "benzodiazepines",
      "first-generation antihistamines",
      "non-steroidal anti-inflammatory drugs",
      "sulfonylureas",
      "tricyclic antidepressants",
      "metoclopramide",
    ],
    3,
  );
  const orPoly = ratioWithCi(rng, 2.1, 3.8);
  const where = `medicine wards of a tertiary care teaching hospital in ${place(setting)}`;
  return {
    topicKey: `pim/${setting.city}`,
    issueKey: "pim",
    title: rng.pick([
      `Prevalence of potentially inappropriate medications among elderly inpatients in ${place(setting)}: a cross-sectional study using the ${beersYear} Beers criteria`,
      `Potentially inappropriate prescribing in hospitalised older adults: a prospective study using Beers and STOPP criteria in ${setting.city}`,
      `Potentially inappropriate medication use and its predictors among older inpatients at a tertiary care hospital in ${setting.city}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Older adults are especially vulnerable to adverse drug events, and potentially inappropriate medications (PIMs) are a preventable cause of harm. Data from Indian hospital settings remain limited.`,
      },
      {
        label: "Objective",
        text: `To determine the prevalence and pattern of PIMs among elderly inpatients and to identify factors associated with PIM use.`,
      },
      {
        label: "Methods",
        text: `A cross-sectional study was conducted in the ${where}. Patients aged 65 years or older were enrolled consecutively, and their medication charts were reviewed against the ${beersYear} American Geriatrics Society Beers criteria and STOPP version ${stoppVersion}. Factors associated with PIM use were examined by multivariable logistic regression.`,
      },
      {
        label: "Results",
        text: `Of ${n} patients (mean age ${fixed(meanAge)} years), ${withPim} (${pct(withPim, n)}%) received at least one PIM. The mean number of drugs per patient was ${fixed(meanDrugs)}. The most common PIMs were ${joinList(common)}. Polypharmacy (five or more drugs) was independently associated with PIM use (adjusted odds ratio ${orPoly}).`,
      },
      {
        label: "Conclusion",
        text: `PIMs were common among hospitalised older adults. Routine medication review by clinical pharmacists using explicit criteria could reduce inappropriate prescribing in this population.`,
      },
    ],
    keywords: [
      "Potentially inappropriate medications",
      "Beers criteria",
      "STOPP criteria",
      "Elderly",
      "Polypharmacy",
      "Clinical pharmacy",
    ].slice(0, rng.int(4, 6)),
    sections: standardSections(
      [
        `The number of older adults in India is rising rapidly, and multimorbidity and polypharmacy are common in this group. Age-related changes in pharmacokinetics and pharmacodynamics increase the risk that a given medicine will cause harm [1].`,
        `Explicit criteria such as the American Geriatrics Society Beers criteria and the STOPP/START criteria identify medicines whose risks usually outweigh their benefits in older people [2,3]. This study estimated the prevalence of PIMs among elderly inpatients and identified associated factors.`,
      ],
      [
        `This cross-sectional study was carried out over ${rng.int(6, 10)} months in the ${where} and is reported following the STROBE statement [4]. Patients aged 65 years or older admitted for at least 48 hours were included; patients receiving palliative care were excluded. The institutional ethics committee approved the study, and written informed consent was obtained.`,
        `Demographic details, diagnoses and all medicines prescribed during the stay were recorded on a structured form. PIMs were identified using the ${beersYear} Beers criteria [2] and STOPP version ${stoppVersion} [3]. Polypharmacy was defined as the concurrent use of five or more drugs. Variables with p < 0.20 in univariable analysis were entered into a multivariable logistic regression model.`,
      ],
      [
        `A total of ${n} patients were included; ${Math.round(n * rng.float(0.5, 0.6, 2))} were men, and the mean age was ${fixed(meanAge)} years. Hypertension, type 2 diabetes and chronic kidney disease were the most frequent comorbidities, and the mean number of drugs per patient was ${fixed(meanDrugs)}.`,
        `At least one PIM was prescribed to ${withPim} patients (${pct(withPim, n)}%). The most frequent PIMs were ${joinList(common)} (Table 1). In multivariable analysis, polypharmacy (adjusted OR ${orPoly}) and a hospital stay longer than 7 days (adjusted OR ${ratioWithCi(rng, 1.4, 2.2)}) were independently associated with PIM use.`,
      ],
      [
        `The prevalence of PIMs in this study is within the range reported from other Indian and Asian hospitals and confirms that inappropriate prescribing in older inpatients is common. The predominance of ${common[0]} reflects their routine use for symptom control and stress-ulcer prophylaxis without periodic review.`,
        `Polypharmacy was the strongest predictor of PIM use, which supports targeting medication review at patients receiving many medicines. Limitations include the single-centre design and the lack of follow-up for clinical outcomes such as adverse drug events and readmissions.`,
      ],
      `Potentially inappropriate medications were prescribed to a substantial proportion of older inpatients. Pharmacist-led medication review using explicit criteria should be integrated into routine care of older adults.`,
      {
        caption: "Table 1. Most frequent potentially inappropriate medications",
        header: ["Medication or class", "Patients, n", "Per cent of patients with a PIM"],
        rows: common.map((c, i) => {
          const k = Math.round(withPim * [0.38, 0.24, 0.15][i]);
          return [capitalize(c), String(k), pct(k, withPim)];
        }),
      },
    ),
    references: refs(
      "edwards",
      edition(ctx.year, 2024, "beers2023", "beers2019"),
      edition(ctx.year, 2024, "stopp3", "stopp2"),
      "strobe",
      "hepler",
    ),
    department: "Department of Pharmacy Practice",
  };
}

type KapTopic = { topic: string; populations: string[]; refs: RefKey[]; keyword: string; gap: string };
const KAP_TOPICS: KapTopic[] = [
  {
    topic: "antibiotic use and antimicrobial resistance",
    populations: [
      "undergraduate pharmacy students",
      "community pharmacists",
      "parents of children under five years",
      "adults attending outpatient clinics",
    ],
    refs: ["whoGapAmr", "laxminarayan"],
    keyword: "Antimicrobial resistance",
    gap: "misconceptions that antibiotics are effective for viral infections",
  },
  {
    topic: "pharmacovigilance and adverse drug reaction reporting",
    populations: ["nurses", "resident doctors", "community pharmacists"],
    refs: ["edwards", "kalaiselvan"],
    keyword: "Pharmacovigilance",
    gap: "uncertainty about what and how to report",
  },
  {
    topic: "safe disposal of unused and expired medicines",
    populations: ["households", "undergraduate health science students"],
    refs: ["whoEml2021", "hepler"],
    keyword: "Medicine disposal",
    gap: "disposal of medicines in household waste or drains",
  },
  {
    topic: "generic medicines",
    populations: ["physicians", "community pharmacists", "patients attending outpatient clinics"],
    refs: ["whoEml2021", "hepler"],
    keyword: "Generic medicines",
    gap: "doubts about the quality and efficacy of generic medicines",
  },
  {
    topic: "insulin storage and injection technique",
    populations: ["patients with diabetes using insulin"],
    refs: ["hepler", "edwards"],
    keyword: "Insulin",
    gap: "incorrect storage of in-use insulin and reuse of needles",
  },
];

function kap(ctx: FamilyContext): Built {
  const { rng, setting } = ctx;
  const topic = ctx.focus === "amr" ? KAP_TOPICS[0] : rng.pick(KAP_TOPICS);
  const pop = rng.pick(topic.populations);
  const n = rng.int(180, 520);
  const know = Math.round(n * rng.float(0.38, 0.66, 2));
  const att = Math.round(n * rng.float(0.55, 0.82, 2));
  const prac = Math.round(n * rng.float(0.28, 0.52, 2));
  const alpha = rng.float(0.72, 0.86, 2);
  const factor = rng.pick([
    "higher education",
    "prior training on the topic",
    "longer professional experience",
    "urban residence",
  ]);
  const pK = pValue(rng);
  return {
    topicKey: `kap/${topic.topic}/${pop}`,
    issueKey: "kap",
    title: rng.pick([
      `Knowledge, attitude and practice regarding ${topic.topic} among ${pop} in ${place(setting)}: a cross-sectional survey`,
      `Assessment of knowledge, attitudes and practices about ${topic.topic} among ${pop} in ${setting.city}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Knowledge and attitudes shape behaviour around ${topic.topic}. Evidence on ${pop} in this region is scarce, and such evidence is needed to design targeted educational interventions.`,
      },
      {
        label: "Objective",
        text: `To assess the knowledge, attitude and practice (KAP) regarding ${topic.topic} among ${pop} and to identify factors associated with adequate knowledge.`,
      },
      {
        label: "Methods",
        text: `A cross-sectional survey was conducted in ${place(setting)} using a validated, pretested questionnaire (Cronbach's alpha ${alpha.toFixed(2)}). Participants were recruited by ${rng.pick(["convenience sampling", "stratified random sampling", "systematic random sampling"])}. Scores were categorised using Bloom's cut-off of 80%, and associations were examined with chi-square tests and logistic regression.`,
      },
      {
        label: "Results",
        text: `Of ${n} respondents, ${know} (${pct(know, n)}%) had adequate knowledge, ${att} (${pct(att, n)}%) had a positive attitude and ${prac} (${pct(prac, n)}%) reported appropriate practices. Common gaps included ${topic.gap}. Adequate knowledge was associated with ${factor} (${pK}).`,
      },
      {
        label: "Conclusion",
        text: `Positive attitudes were not matched by adequate knowledge and practice. Structured educational programmes for ${pop} are recommended.`,
      },
    ],
    keywords: [
      "Knowledge, attitude and practice",
      topic.keyword,
      capitalize(pop.replace(/ in .*$/, "")),
      "Cross-sectional survey",
      "India",
    ].slice(0, rng.int(4, 5)),
    sections: standardSections(
      [
        `${capitalize(topic.topic)} is a public health concern in which individual behaviour plays a decisive role [1]. ${capitalize(pop)} are in a position to influence outcomes directly, yet studies in several settings have documented important gaps between what they know and what they do [2].`,
        `Locally relevant data are needed to design effective interventions. This study assessed knowledge, attitude and practice regarding ${topic.topic} among ${pop} in ${place(setting)}.`,
      ],
      [
        `A cross-sectional survey was conducted over ${rng.int(3, 6)} months and is reported following the STROBE statement [3]. The sample size of ${n} was calculated assuming 50% adequate knowledge, a 95% confidence level, a 5% margin of error and an allowance for non-response. The institutional ethics committee approved the study, and participation was voluntary and anonymous.`,
        `The questionnaire was developed from published instruments, reviewed by experts for content validity and pilot-tested on ${rng.int(20, 40)} participants who were excluded from the final analysis; its internal consistency was acceptable (Cronbach's alpha ${alpha.toFixed(2)}). Domain scores of 80% or more were considered adequate (Bloom's cut-off). Data were analysed with chi-square tests and binary logistic regression; p < 0.05 was considered significant.`,
      ],
      [
        `A total of ${n} ${pop} completed the questionnaire (response rate ${fixed(rng.float(82, 96))}%). Adequate knowledge was found in ${know} (${pct(know, n)}%), a positive attitude in ${att} (${pct(att, n)}%) and appropriate practice in ${prac} (${pct(prac, n)}%) respondents (Table 1).`,
        `The most frequent gaps were ${topic.gap}. In logistic regression, ${factor} was independently associated with adequate knowledge (adjusted OR ${ratioWithCi(rng, 1.6, 2.9)}).`,
      ],
      [
        `The gap between attitude and practice found here mirrors reports from other Indian and international surveys. Positive attitudes indicate receptiveness to change, which is an opportunity for educational interventions.`,
        `The association with ${factor} suggests where training should be focused. As with all self-reported surveys, social desirability bias may have overestimated appropriate practices, and the sample may not represent all ${pop} in the region.`,
      ],
      `Knowledge and practice regarding ${topic.topic} among ${pop} were suboptimal despite positive attitudes. Targeted, repeated educational programmes are needed.`,
      {
        caption: "Table 1. Knowledge, attitude and practice scores of respondents",
        header: ["Domain", "Adequate or positive, n (%)", "Inadequate or negative, n (%)"],
        rows: [
          ["Knowledge", `${know} (${pct(know, n)})`, `${n - know} (${pct(n - know, n)})`],
          ["Attitude", `${att} (${pct(att, n)})`, `${n - att} (${pct(n - att, n)})`],
          ["Practice", `${prac} (${pct(prac, n)})`, `${n - prac} (${pct(n - prac, n)})`],
        ],
      },
    ),
    references: refs(...topic.refs, "strobe"),
    department: "Department of Pharmacy Practice",
  };
}

function prescribing(ctx: FamilyContext): Built {
  const { rng, setting } = ctx;
  const dept = rng.pick([
    "paediatric outpatient department",
    "medicine outpatient department",
    "dermatology outpatient department",
    "outpatient departments",
  ]);
  const encounters = rng.pick([600, 600, 720, 900]);
  const avgDrugs = rng.float(2.4, 3.8, 2);
  const generic = rng.float(24, 62, 1);
  const antibiotic = rng.float(ctx.focus === "amr" ? 36 : 22, ctx.focus === "amr" ? 52 : 46, 1);
  const injection = rng.float(3, 16, 1);
  const eml = rng.float(58, 86, 1);
  const nlem =
    ctx.year >= 2023 ? "National List of Essential Medicines 2022" : "National List of Essential Medicines 2015";
  return {
    topicKey: `rx/${dept}/${setting.city}`,
    issueKey: "rx",
    title: rng.pick([
      `Assessment of prescribing patterns using WHO core drug use indicators in the ${dept} of a tertiary care hospital in ${setting.city}`,
      `Drug prescribing patterns and rational use of medicines in the ${dept} of a teaching hospital: a WHO indicator-based study`,
      `Evaluation of ${ctx.focus === "amr" ? "antibiotic prescribing" : "prescribing practices"} in ${place(setting)} using WHO core prescribing indicators`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Irrational prescribing, including polypharmacy, overuse of antibiotics and injections, and prescribing by brand name, increases costs and the risk of harm. The WHO core prescribing indicators allow prescribing to be measured and compared across settings.`,
      },
      {
        label: "Objective",
        text: `To evaluate prescribing patterns in the ${dept} of a tertiary care hospital using WHO core prescribing indicators.`,
      },
      {
        label: "Methods",
        text: `A cross-sectional study analysed ${encounters} prescriptions selected by systematic random sampling in ${place(setting)}. The five WHO core prescribing indicators were calculated and compared with WHO-recommended optimal values, and drugs were checked against the ${nlem}.`,
      },
      {
        label: "Results",
        text: `The average number of drugs per encounter was ${avgDrugs.toFixed(2)}. Drugs were prescribed by generic name in ${fixed(generic)}% of cases, ${fixed(antibiotic)}% of encounters included an antibiotic and ${fixed(injection)}% an injection, and ${fixed(eml)}% of drugs were from the essential medicines list. Most values departed from WHO optimal values, particularly for generic prescribing${antibiotic > 26.8 ? " and antibiotic use" : ""}.`,
      },
      {
        label: "Conclusion",
        text: `Prescribing showed scope for improvement, especially in generic prescribing. Regular prescription audits and feedback, supported by clinical pharmacists, are recommended.`,
      },
    ],
    keywords: [
      "Drug utilisation",
      "Prescribing indicators",
      "Rational use of medicines",
      "Essential medicines",
      ctx.focus === "amr" ? "Antibiotic prescribing" : "Generic prescribing",
    ].slice(0, rng.int(4, 5)),
    sections: standardSections(
      [
        `Rational use of medicines requires that patients receive medicines appropriate to their clinical needs, in doses that meet their requirements, for an adequate period and at the lowest cost. Irrational prescribing remains common in low- and middle-income countries and contributes to antimicrobial resistance and avoidable expenditure [1].`,
        `The World Health Organization developed core drug use indicators to allow simple, standardised assessment of prescribing [2]. This study applied these indicators to prescriptions from the ${dept} of a tertiary care hospital in ${setting.city}.`,
      ],
      [
        `This cross-sectional study was conducted over ${rng.int(3, 6)} months. ${encounters} prescriptions were selected by systematic random sampling, as recommended by WHO for indicator studies [2]. The institutional ethics committee approved the study and waived consent because no patient identifiers were collected.`,
        `For each encounter, the number of drugs, use of generic names, antibiotics and injections, and listing in the ${nlem} [3] were recorded. Fixed-dose combinations were counted as one drug. Indicator values were compared with WHO-recommended optimal values: 1.6-1.8 drugs per encounter, 100% generic prescribing, 20.0-26.8% of encounters with an antibiotic, 13.4-24.1% with an injection, and 100% from the essential medicines list.`,
      ],
      [
        `A total of ${encounters} prescriptions containing ${Math.round(encounters * avgDrugs)} drugs were analysed. Indicator values are summarised in Table 1.`,
        `${capitalize(rng.pick(["analgesics", "antacids and proton pump inhibitors", "vitamins and supplements", "antihistamines"]))} were the most frequently prescribed group, followed by antibiotics, of which ${rng.pick(["amoxicillin-clavulanic acid", "azithromycin", "cefixime", "ceftriaxone"])} was the most common. Polypharmacy (five or more drugs) was present in ${fixed(rng.float(6, 18))}% of prescriptions.`,
      ],
      [
        `The average number of drugs per encounter exceeded the WHO optimum, as in several Indian studies. Low generic prescribing reflects the influence of brand promotion and prescriber habit despite national policy encouraging prescribing by generic name.`,
        `Antibiotic use ${antibiotic > 26.8 ? "exceeded" : "was within"} the WHO reference range; given the burden of antimicrobial resistance in India, antibiotic prescribing deserves continuous monitoring. The study was limited to one hospital and did not assess the appropriateness of individual prescriptions against diagnoses.`,
      ],
      `Prescribing in the ${dept} deviated from WHO optimal values for most indicators. Prescription audit, prescriber education and hospital formulary policies are recommended.`,
      {
        caption: "Table 1. WHO core prescribing indicators",
        header: ["Indicator", "Observed value", "WHO optimal value"],
        rows: [
          ["Average number of drugs per encounter", avgDrugs.toFixed(2), "1.6-1.8"],
          ["Drugs prescribed by generic name (%)", fixed(generic), "100"],
          ["Encounters with an antibiotic (%)", fixed(antibiotic), "20.0-26.8"],
          ["Encounters with an injection (%)", fixed(injection), "13.4-24.1"],
          ["Drugs from the essential medicines list (%)", fixed(eml), "100"],
        ],
      },
    ),
    references: refs("laxminarayan", "whoDrugUse", edition(ctx.year, 2023, "nlem2022", "nlem2015"), "strobe"),
    department: "Department of Pharmacy Practice",
  };
}

type Condition = {
  name: string;
  outcome: string;
  unit: string;
  base: [number, number];
  change: [number, number];
  control: [number, number];
  decimals: number;
};
const CONDITIONS: Condition[] = [
  {
    name: "type 2 diabetes mellitus",
    outcome: "glycated haemoglobin (HbA1c)",
    unit: "%",
    base: [8.4, 9.2],
    change: [-1.1, -0.6],
    control: [-0.3, -0.1],
    decimals: 1,
  },
  {
    name: "hypertension",
    outcome: "systolic blood pressure",
    unit: "mmHg",
    base: [148, 156],
    change: [-14, -9],
    control: [-5, -2],
    decimals: 0,
  },
  {
    name: "bronchial asthma",
    outcome: "Asthma Control Test score",
    unit: "points",
    base: [14, 17],
    change: [3.2, 5.1],
    control: [0.8, 1.9],
    decimals: 1,
  },
];

function intervention(ctx: FamilyContext): Built {
  const { rng, setting } = ctx;
  const cond = rng.pick(CONDITIONS);
  const n = rng.int(60, 90) * 2;
  const months = rng.pick([3, 6, 6]);
  const base = rng.float(cond.base[0], cond.base[1], cond.decimals);
  const dI = rng.float(cond.change[0], cond.change[1], 1);
  const dC = rng.float(cond.control[0], cond.control[1], 1);
  const adhI = rng.float(72, 86, 1);
  const adhC = rng.float(48, 61, 1);
  const unit = cond.unit === "%" ? " percentage points" : ` ${cond.unit}`;
  const pPrimary = pValue(rng);
  const pAdherence = pValue(rng);
  return {
    topicKey: `int/${cond.name}/${setting.city}`,
    issueKey: "int",
    title: rng.pick([
      `Impact of pharmacist-led education on medication adherence and ${cond.outcome.replace(/ \(.*\)$/, "")} in patients with ${cond.name}: a randomised controlled trial`,
      `Effect of a structured clinical pharmacist intervention on outcomes of patients with ${cond.name} in ${setting.city}: an open-label randomised controlled trial`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Poor adherence to medication limits the control of ${cond.name}. Clinical pharmacists can provide education and follow-up that complement physician care, but evidence from Indian settings is limited.`,
      },
      {
        label: "Objective",
        text: `To evaluate the effect of a pharmacist-led educational intervention on medication adherence and ${cond.outcome} in patients with ${cond.name}.`,
      },
      {
        label: "Methods",
        text: `In this open-label randomised controlled trial at a tertiary care hospital in ${place(setting)}, ${n} patients were allocated to usual care or usual care plus structured pharmacist counselling, written material and telephone follow-up for ${months} months. Adherence was measured with the Medication Adherence Report Scale (MARS-5). Analysis was by intention to treat.`,
      },
      {
        label: "Results",
        text: `Baseline characteristics were similar (mean ${cond.outcome} ${base}${cond.unit === "%" ? "%" : ` ${cond.unit}`}). At ${months} months, ${cond.outcome} changed by ${dI}${unit} in the intervention group versus ${dC}${unit} in the control group (${pPrimary}). High adherence was reported by ${fixed(adhI)}% versus ${fixed(adhC)}% of patients (${pAdherence}).`,
      },
      {
        label: "Conclusion",
        text: `Pharmacist-led education improved adherence and disease control in patients with ${cond.name} and should be incorporated into routine outpatient care.`,
      },
    ],
    keywords: [
      "Clinical pharmacist",
      "Medication adherence",
      "Patient education",
      capitalize(cond.name),
      "Randomised controlled trial",
    ].slice(0, rng.int(4, 5)),
    sections: standardSections(
      [
        `${capitalize(cond.name)} is a leading cause of morbidity in India, and many patients do not achieve treatment goals despite the availability of effective medicines. Non-adherence is a major reason, and drug-related problems such as adverse reactions add to the burden [1].`,
        `Pharmaceutical care, in which the pharmacist takes responsibility for a patient's drug-related needs, has improved outcomes in several chronic diseases [2]. This trial evaluated whether structured pharmacist-led education improves adherence and ${cond.outcome} in patients with ${cond.name}.`,
      ],
      [
        `This open-label, parallel-group randomised controlled trial was conducted at the outpatient clinic of a tertiary care hospital in ${place(setting)} and is reported following CONSORT 2010 [3]. The institutional ethics committee approved the protocol, the trial was prospectively registered with the Clinical Trials Registry-India, and all participants gave written informed consent.`,
        `Adults with ${cond.name} for at least one year who were receiving drug therapy were randomised 1:1 using computer-generated block randomisation with sealed opaque envelopes. The intervention group received pharmacist counselling at baseline and at each monthly visit, a patient information leaflet in the local language and fortnightly telephone reminders. The primary outcome was the change in ${cond.outcome} at ${months} months; the secondary outcome was adherence (MARS-5 score of 23 or more).`,
      ],
      [
        `Of ${n + rng.int(14, 40)} patients screened, ${n} were randomised (${n / 2} per group), and ${n - rng.int(6, 14)} completed follow-up. Groups were comparable at baseline in age, sex, disease duration and ${cond.outcome}.`,
        `At ${months} months, ${cond.outcome} changed by ${dI}${unit} in the intervention group and ${dC}${unit} in the control group (Table 1). High adherence was reported by ${fixed(adhI)}% of patients in the intervention group and ${fixed(adhC)}% in the control group.`,
      ],
      [
        `The intervention produced a clinically meaningful improvement in ${cond.outcome}, consistent with the improvement in adherence. Similar benefits of pharmacist-led care have been reported from other low- and middle-income settings.`,
        `Limitations include the open-label design, self-reported adherence and a follow-up period too short to assess long-term outcomes. Nevertheless, the intervention used modest resources and could be delivered by pharmacists already working in hospital outpatient services.`,
      ],
      `Structured pharmacist-led education improved medication adherence and ${cond.outcome} in patients with ${cond.name}.`,
      {
        caption: `Table 1. Outcomes at ${months} months (intention-to-treat analysis)`,
        header: ["Outcome", "Intervention", "Control", "p value"],
        rows: [
          [`Change in ${cond.outcome}`, `${dI}${unit}`, `${dC}${unit}`, pPrimary.replace("p ", "")],
          ["High adherence (MARS-5 >= 23), %", fixed(adhI), fixed(adhC), pAdherence.replace("p ", "")],
        ],
      },
    ),
    references: refs("lazarou", "hepler", "consort"),
    department: "Department of Pharmacy Practice",
  };
}

function drugUtilisation(ctx: FamilyContext): Built {
  const { rng, setting } = ctx;
  const antimicrobial = ctx.focus === "amr" || rng.chance(0.6);
  const subject = antimicrobial ? "antimicrobials" : "proton pump inhibitors";
  const unit = antimicrobial ? "medical intensive care unit" : "medicine wards";
  const ddd = antimicrobial ? rng.float(118, 186, 1) : rng.float(62, 104, 1);
  const patients = rng.int(240, 420);
  const watch = rng.float(48, 66, 1);
  const top = antimicrobial
    ? rng.pickN(
        ["ceftriaxone", "piperacillin-tazobactam", "meropenem", "azithromycin", "vancomycin", "metronidazole"],
        3,
      )
    : rng.pickN(["pantoprazole", "rabeprazole", "omeprazole", "esomeprazole"], 3);
  const appropriateness = rng.float(38, 62, 1);
  const awareRef: RefKey[] = ctx.year >= 2023 ? ["aware"] : ["whoEml2021"];
  return {
    topicKey: `du/${subject}/${setting.city}`,
    issueKey: "du",
    title: rng.pick([
      `Drug utilisation study of ${subject} in the ${unit} of a tertiary care hospital using the WHO ATC/DDD methodology`,
      `Utilisation pattern of ${subject} in the ${unit} of a teaching hospital in ${setting.city}: an ATC/DDD analysis`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `${capitalize(subject)} are among the most widely used medicines in hospitals, and their overuse has clinical and economic consequences.${antimicrobial ? " Measuring antimicrobial consumption is a core activity of antimicrobial stewardship, and local data are needed to set priorities." : " Long-term and unindicated use is common, and local data are needed to target interventions."}`,
      },
      {
        label: "Objective",
        text: `To describe the utilisation of ${subject} in the ${unit} of a tertiary care hospital using the WHO Anatomical Therapeutic Chemical (ATC) classification and defined daily dose (DDD) methodology.`,
      },
      {
        label: "Methods",
        text: `A prospective observational study was carried out in ${place(setting)}. Data on all ${subject} administered to ${patients} patients were collected from medication charts, and consumption was expressed as defined daily doses (DDD) per 100 bed-days and analysed descriptively.${antimicrobial ? " Antibiotics were classified according to the WHO AWaRe categories." : " Appropriateness was judged against standard indications."}`,
      },
      {
        label: "Results",
        text: `Overall consumption was ${fixed(ddd)} DDD per 100 bed-days. The most used agents were ${joinList(top)}.${antimicrobial ? ` Watch group antibiotics accounted for ${fixed(watch)}% of consumption, and only ${fixed(appropriateness)}% of prescriptions were culture-guided.` : ` Only ${fixed(appropriateness)}% of prescriptions had a documented indication.`}`,
      },
      {
        label: "Conclusion",
        text: `Consumption of ${subject} was high. ${antimicrobial ? "Strengthening antimicrobial stewardship, with prescribing guided by local antibiograms, is recommended." : "Indication-based prescribing and routine deprescribing review are recommended."}`,
      },
    ],
    keywords: [
      "Drug utilisation",
      "ATC/DDD",
      capitalize(subject),
      antimicrobial ? "Antimicrobial stewardship" : "Deprescribing",
      antimicrobial ? "AWaRe" : "Rational use of medicines",
    ].slice(0, rng.int(4, 5)),
    sections: standardSections(
      [
        `Drug utilisation research describes how medicines are prescribed and used and provides the basis for interventions to improve prescribing. The WHO ATC/DDD methodology allows consumption to be compared between units, hospitals and countries [1].`,
        antimicrobial
          ? `Antimicrobial use in intensive care units is high, and broad-spectrum agents drive resistance. The WHO AWaRe classification groups antibiotics by their resistance potential to support stewardship [2]. This study measured antimicrobial utilisation in the ${unit} of a tertiary care hospital.`
          : `Proton pump inhibitors are frequently started in hospital for stress-ulcer prophylaxis and continued without a clear indication. This study measured their utilisation in the ${unit} of a tertiary care hospital.`,
      ],
      [
        `This prospective observational study was conducted over ${rng.int(4, 8)} months in the ${unit} of a tertiary care hospital in ${place(setting)}. The institutional ethics committee approved the study. All patients admitted during the study period who received at least one dose of the study drugs were included.`,
        `Drug name, dose, route and duration were recorded daily. Drugs were classified according to the ATC system and consumption calculated as DDD per 100 bed-days [1].${antimicrobial ? " Antibiotics were grouped into Access, Watch and Reserve categories [2], and culture reports were reviewed to determine whether therapy was empirical or culture-guided." : " Each prescription was assessed for a documented, guideline-supported indication."}`,
      ],
      [
        `A total of ${patients} patients were included, with a mean length of stay of ${fixed(rng.float(5.2, 9.4))} days. Overall consumption was ${fixed(ddd)} DDD per 100 bed-days. The most commonly used agents were ${joinList(top)} (Table 1).`,
        antimicrobial
          ? `Watch group antibiotics accounted for ${fixed(watch)}% of total consumption and Reserve group antibiotics for ${fixed(rng.float(3, 9))}%. Therapy was culture-guided in ${fixed(appropriateness)}% of prescriptions; the remainder were empirical.`
          : `A documented indication was present in ${fixed(appropriateness)}% of prescriptions, and ${fixed(rng.float(22, 41))}% of patients were discharged on a proton pump inhibitor without a clear indication.`,
      ],
      [
        `The level of consumption observed is comparable to or higher than that reported from other Indian teaching hospitals. ${antimicrobial ? "The predominance of Watch group antibiotics is of concern given the national burden of resistant infections." : "Continuation of stress-ulcer prophylaxis after discharge is a recognised source of unnecessary long-term use."}`,
        `The study was conducted in a single unit and did not assess clinical outcomes. Repeating the measurement after stewardship interventions would show whether utilisation can be reduced.`,
      ],
      `Utilisation of ${subject} in the ${unit} was high. Regular measurement with the ATC/DDD methodology should be part of hospital ${antimicrobial ? "antimicrobial stewardship" : "drug and therapeutics committee"} activities.`,
      {
        caption: `Table 1. Most frequently used ${subject}`,
        header: ["Drug", "ATC code group", "DDD/100 bed-days"],
        rows: top.map((t, i) => [capitalize(t), antimicrobial ? "J01" : "A02BC", fixed(ddd * [0.24, 0.17, 0.11][i])]),
      },
    ),
    references: refs("atcDdd", ...awareRef, "laxminarayan", "strobe"),
    department: "Department of Pharmacy Practice",
  };
}

const VARIANTS = [pim, kap, prescribing, intervention, drugUtilisation];

function generate(ctx: FamilyContext): ArticleText {
  const pool = ctx.focus === "amr" ? [kap, prescribing, drugUtilisation] : VARIANTS;
  const built = ctx.rng.pick(pool)(ctx);
  return { ...built, department: built.department ?? "Department of Pharmacy Practice" };
}

export const pharmacyPracticeFamily: Family = {
  id: "pharmacy-practice",
  institutions: (i) =>
    indianInstitution(i) && (clinicalInstitution(i) || i.kind === "pharmacy" || i.kind === "university"),
  generate,
};
