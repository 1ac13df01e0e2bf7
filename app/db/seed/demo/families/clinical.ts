import { refs } from "../references";
import { capitalize, fixed, pct, pValue, ratioWithCi, joinList } from "../text-utils";
import type { ArticleText, DemoSection, Family, FamilyContext, Setting } from "../types";
import { clinicalInstitution } from "./shared";

const place = (s: Setting) => (s.state ? `${s.city}, ${s.state}` : `${s.city}, ${s.country}`);

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

type PkDrug = {
  drug: string;
  population: string;
  covariates: string;
  target: string;
  cl: [number, number];
  v: [number, number];
  inRange: [number, number];
};
const PK_DRUGS: PkDrug[] = [
  {
    drug: "vancomycin",
    population: "critically ill adults",
    covariates: "creatinine clearance and body weight",
    target: "an AUC24/MIC of 400-600",
    cl: [2.8, 4.6],
    v: [48, 78],
    inRange: [32, 48],
  },
  {
    drug: "amikacin",
    population: "neonates with suspected sepsis",
    covariates: "postmenstrual age and body weight",
    target: "a peak concentration of 20-35 mg/L and a trough below 5 mg/L",
    cl: [0.06, 0.11],
    v: [0.9, 1.6],
    inRange: [41, 58],
  },
  {
    drug: "valproic acid",
    population: "children with epilepsy",
    covariates: "body weight and co-medication with enzyme inducers",
    target: "a trough concentration of 50-100 mg/L",
    cl: [0.38, 0.62],
    v: [6.2, 11.4],
    inRange: [52, 68],
  },
  {
    drug: "tacrolimus",
    population: "adult renal transplant recipients",
    covariates: "CYP3A5 genotype, haematocrit and post-operative day",
    target: "a trough concentration of 5-10 ng/mL",
    cl: [14.2, 23.8],
    v: [280, 460],
    inRange: [44, 61],
  },
  {
    drug: "phenytoin",
    population: "adults with seizures in a neurology unit",
    covariates: "serum albumin and body weight",
    target: "a total concentration of 10-20 mg/L",
    cl: [0.28, 0.46],
    v: [38, 62],
    inRange: [36, 52],
  },
];

function pk(ctx: FamilyContext): ArticleText {
  const { rng, setting } = ctx;
  const d = rng.pick(PK_DRUGS);
  const n = rng.int(64, 148);
  const samples = Math.round(n * rng.float(2.4, 3.6, 1));
  const cl = rng.float(d.cl[0], d.cl[1], 2);
  const v = rng.float(d.v[0], d.v[1], 1);
  const inRange = rng.float(d.inRange[0], d.inRange[1], 1);
  const cov = d.covariates.split(/, | and /)[0];
  const clUnit = d.drug === "amikacin" ? "L/h/kg" : "L/h";
  const vUnit = d.drug === "amikacin" ? "L/kg" : "L";
  return {
    issueKey: `pk/${d.drug}`,
    title: rng.pick([
      `Population pharmacokinetics of ${d.drug} in ${d.population}: implications for dosing`,
      `Therapeutic drug monitoring of ${d.drug} in ${d.population} at a tertiary care centre in ${setting.city}`,
      `Model-informed precision dosing of ${d.drug} in ${d.population}: a population pharmacokinetic analysis`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `${capitalize(d.drug)} has a narrow therapeutic window and large pharmacokinetic variability in ${d.population}. Standard dosing often fails to achieve ${d.target}.`,
      },
      {
        label: "Objective",
        text: `To characterise the population pharmacokinetics of ${d.drug} in ${d.population}, identify covariates explaining variability and evaluate target attainment with current dosing.`,
      },
      {
        label: "Methods",
        text: `Routine therapeutic drug monitoring data (${samples} concentrations from ${n} patients) were collected at a tertiary care hospital in ${place(setting)}. A population model was developed by nonlinear mixed-effects modelling, covariates were tested by stepwise forward inclusion and backward elimination, and the final model was evaluated with visual predictive checks and bootstrap.`,
      },
      {
        label: "Results",
        text: `A one-compartment model with first-order elimination described the data. Typical clearance was ${cl.toFixed(2)} ${clUnit} and volume of distribution ${fixed(v)} ${vUnit}; ${d.covariates} were significant covariates. Only ${fixed(inRange)}% of patients achieved ${d.target} with standard dosing. Simulations supported a ${cov}-based dosing nomogram.`,
      },
      {
        label: "Conclusion",
        text: `Pharmacokinetic variability of ${d.drug} in ${d.population} is substantial and partly explained by ${cov}. Model-informed dosing could improve target attainment.`,
      },
    ],
    keywords: [
      capitalize(d.drug),
      "Population pharmacokinetics",
      "Therapeutic drug monitoring",
      "Nonlinear mixed-effects modelling",
      "Precision dosing",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `${capitalize(d.drug)} is an essential medicine whose efficacy and toxicity depend on plasma concentrations, making therapeutic drug monitoring part of routine care [1]. Pharmacokinetic parameters in ${d.population} differ markedly from those in the populations in which dosing recommendations were established [2].`,
        `Population pharmacokinetic modelling uses sparse routine samples to quantify typical parameters and their variability and to identify patient characteristics that explain it [3]. This study developed a population model of ${d.drug} in ${d.population} from routine monitoring data.`,
      ],
      [
        `This retrospective-prospective study was conducted at a tertiary care hospital in ${place(setting)}. The institutional ethics committee approved the study. Patients receiving ${d.drug} with at least one measured concentration and complete dosing records were included. Concentrations were measured by a validated immunoassay in the hospital laboratory.`,
        `Modelling was performed by nonlinear mixed-effects modelling with first-order conditional estimation with interaction. One- and two-compartment structural models were compared, with exponential inter-individual variability and a combined residual error model. Candidate covariates were ${d.covariates}, age and sex. Model evaluation used goodness-of-fit plots, prediction-corrected visual predictive checks and 1000 bootstrap replicates. Monte Carlo simulations assessed target attainment under alternative regimens.`,
      ],
      [
        `A total of ${n} patients contributed ${samples} concentrations. A one-compartment model best described the data. In the final model, typical clearance was ${cl.toFixed(2)} ${clUnit} and volume of distribution ${fixed(v)} ${vUnit} (Table 1); inclusion of ${d.covariates} reduced inter-individual variability in clearance from ${rng.int(42, 58)}% to ${rng.int(24, 36)}%.`,
        `Parameter estimates were close to the bootstrap medians, and visual predictive checks showed adequate predictive performance. With standard dosing, ${fixed(inRange)}% of patients achieved ${d.target}; simulated ${cov}-based dosing increased this to ${fixed(rng.float(68, 82))}%.`,
      ],
      [
        `The parameter estimates are consistent with published models, while the large unexplained variability highlights the value of monitoring in this population. The covariate relationships are physiologically plausible.`,
        `Limitations include the predominantly trough-based sampling and the single-centre population. Prospective validation of the proposed nomogram is required before routine use.`,
      ],
      `The population model describes ${d.drug} pharmacokinetics in ${d.population} and supports ${cov}-guided initial dosing followed by therapeutic drug monitoring.`,
      {
        caption: "Table 1. Parameter estimates of the final population pharmacokinetic model",
        header: ["Parameter", "Estimate", "RSE (%)", "Bootstrap median"],
        rows: [
          [`Clearance (${clUnit})`, cl.toFixed(2), fixed(rng.float(4, 9)), (cl * rng.float(0.98, 1.02, 3)).toFixed(2)],
          [`Volume of distribution (${vUnit})`, fixed(v), fixed(rng.float(7, 14)), fixed(v * rng.float(0.97, 1.03, 3))],
          ["IIV clearance (%)", String(rng.int(24, 36)), fixed(rng.float(12, 22)), String(rng.int(23, 37))],
          [
            "Proportional residual error (%)",
            String(rng.int(14, 24)),
            fixed(rng.float(8, 15)),
            String(rng.int(14, 24)),
          ],
        ],
      },
    ),
    references: refs("kang", "rowland", "mould"),
    department: "Department of Clinical Pharmacology",
  };
}

function pharmacovigilance(ctx: FamilyContext): ArticleText {
  const { rng, setting } = ctx;
  const reports = rng.int(320, 940);
  const years = rng.int(3, 5);
  const skin = rng.float(28, 42, 1);
  const gi = rng.float(14, 24, 1);
  const probable = rng.float(54, 72, 1);
  const serious = rng.float(8, 19, 1);
  const preventable = rng.float(18, 34, 1);
  const classes = rng.pickN(
    [
      "antimicrobials",
      "antitubercular drugs",
      "antiretroviral drugs",
      "anticancer drugs",
      "antiepileptic drugs",
      "non-steroidal anti-inflammatory drugs",
    ],
    3,
  );
  return {
    issueKey: "pv",
    title: rng.pick([
      `Pattern of adverse drug reactions reported to an ADR monitoring centre in ${place(setting)}: a ${years}-year retrospective analysis`,
      `Causality, severity and preventability of adverse drug reactions reported at a tertiary care teaching hospital in ${setting.city}`,
      `Analysis of spontaneously reported adverse drug reactions under the Pharmacovigilance Programme of India at a teaching hospital`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Spontaneous reporting is the backbone of pharmacovigilance. Analysing reports received by ADR monitoring centres under the Pharmacovigilance Programme of India (PvPI) helps to identify local safety priorities.`,
      },
      {
        label: "Objective",
        text: `To analyse the pattern, causality, severity and preventability of adverse drug reactions (ADRs) reported to an ADR monitoring centre over ${years} years.`,
      },
      {
        label: "Methods",
        text: `All individual case safety reports received at the ADR monitoring centre of a tertiary care hospital in ${place(setting)} were reviewed retrospectively. Causality was assessed with the WHO-UMC system and the Naranjo algorithm, severity with the modified Hartwig and Siegel scale and preventability with the Schumock and Thornton criteria.`,
      },
      {
        label: "Results",
        text: `Of ${reports} reports, cutaneous reactions were most frequent (${fixed(skin)}%), followed by gastrointestinal reactions (${fixed(gi)}%). ${capitalize(classes[0])}, ${classes[1]} and ${classes[2]} were the most commonly implicated classes. Causality was probable in ${fixed(probable)}% of reports, ${fixed(serious)}% were serious and ${fixed(preventable)}% were judged preventable.`,
      },
      {
        label: "Conclusion",
        text: `ADR reporting identified a predictable pattern dominated by cutaneous reactions to commonly used drug classes. A notable proportion was preventable, supporting targeted prescriber education and continued reporting.`,
      },
    ],
    keywords: [
      "Pharmacovigilance",
      "Adverse drug reactions",
      "Causality assessment",
      "Spontaneous reporting",
      "PvPI",
      "Drug safety",
    ].slice(0, rng.int(4, 6)),
    sections: sections(
      [
        `Adverse drug reactions are an important cause of morbidity, hospital admission and cost [1,2]. Many are detected only after marketing, when medicines are used in larger and more diverse populations.`,
        `The Pharmacovigilance Programme of India collects individual case safety reports through a national network of ADR monitoring centres [3]. This study analysed the reports received by one such centre at a tertiary care teaching hospital.`,
      ],
      [
        `All reports received between ${ctx.year - years} and ${ctx.year - 1} were reviewed. Reports were submitted by physicians, nurses and pharmacists using the standard suspected ADR reporting form and were entered in the national database.`,
        `Causality was assessed using the WHO-UMC system and the Naranjo algorithm [4], severity using the modified Hartwig and Siegel scale [5], and preventability using the Schumock and Thornton criteria [6]. Seriousness was defined according to standard regulatory criteria. Data were analysed descriptively.`,
      ],
      [
        `A total of ${reports} reports were analysed; ${fixed(rng.float(52, 60))}% concerned women, and the median age was ${rng.int(34, 46)} years. Cutaneous reactions, mainly maculopapular rash, pruritus and urticaria, were the most frequent (${fixed(skin)}%), followed by gastrointestinal reactions (${fixed(gi)}%) (Table 1).`,
        `${capitalize(classes[0])} were most frequently implicated, followed by ${classes[1]} and ${classes[2]}. Causality was certain in ${fixed(rng.float(2, 6))}%, probable in ${fixed(probable)}% and possible in the remaining reports. Most reactions were mild or moderate; ${fixed(serious)}% were serious, and ${fixed(preventable)}% were definitely or probably preventable.`,
      ],
      [
        `The predominance of cutaneous reactions and of ${classes[0]} is consistent with other Indian pharmacovigilance studies and reflects both the frequency of use of these drugs and the visibility of skin reactions, which makes them more likely to be reported.`,
        `Under-reporting is inherent to spontaneous systems, and the true incidence cannot be estimated from these data. Nonetheless, the proportion of preventable reactions identifies clear opportunities for prescriber education, allergy documentation and monitoring.`,
      ],
      `Spontaneous reporting at this centre showed a pattern dominated by cutaneous reactions to frequently used drug classes, a substantial share of which was preventable.`,
      {
        caption: "Table 1. Distribution of reported adverse drug reactions by organ system",
        header: ["System organ class", "Reports, n", "Per cent"],
        rows: (() => {
          const skinN = Math.round((reports * skin) / 100);
          const giN = Math.round((reports * gi) / 100);
          const cnsN = Math.round(reports * rng.float(0.08, 0.13, 3));
          const hemN = Math.round(reports * rng.float(0.05, 0.09, 3));
          const other = reports - skinN - giN - cnsN - hemN;
          return [
            ["Skin and subcutaneous tissue", String(skinN), pct(skinN, reports)],
            ["Gastrointestinal", String(giN), pct(giN, reports)],
            ["Nervous system", String(cnsN), pct(cnsN, reports)],
            ["Blood and lymphatic system", String(hemN), pct(hemN, reports)],
            ["Other", String(other), pct(other, reports)],
          ];
        })(),
      },
    ),
    references: refs("lazarou", "pirmohamed", "kalaiselvan", "naranjo", "hartwig", "schumock", "edwards"),
    department: "Department of Clinical Pharmacology",
  };
}

type Trial = {
  a: string;
  b: string;
  condition: string;
  outcome: string;
  unit: string;
  baseline: [number, number];
  dA: [number, number];
  dB: [number, number];
  weeks: number;
  safety: string;
};
const TRIALS: Trial[] = [
  {
    a: "teneligliptin",
    b: "sitagliptin",
    condition: "type 2 diabetes mellitus inadequately controlled on metformin",
    outcome: "HbA1c",
    unit: "%",
    baseline: [8.1, 8.8],
    dA: [-0.9, -0.7],
    dB: [-0.9, -0.7],
    weeks: 24,
    safety: "hypoglycaemia",
  },
  {
    a: "cilnidipine",
    b: "amlodipine",
    condition: "stage 1 hypertension",
    outcome: "systolic blood pressure",
    unit: "mmHg",
    baseline: [148, 156],
    dA: [-16, -12],
    dB: [-17, -13],
    weeks: 12,
    safety: "pedal oedema",
  },
  {
    a: "rosuvastatin 10 mg",
    b: "atorvastatin 20 mg",
    condition: "primary dyslipidaemia",
    outcome: "LDL cholesterol",
    unit: "mg/dL",
    baseline: [162, 184],
    dA: [-62, -52],
    dB: [-54, -44],
    weeks: 12,
    safety: "myalgia",
  },
  {
    a: "ferric carboxymaltose",
    b: "iron sucrose",
    condition: "iron deficiency anaemia in pregnancy",
    outcome: "haemoglobin",
    unit: "g/dL",
    baseline: [8.2, 8.9],
    dA: [2.1, 2.8],
    dB: [1.5, 2.1],
    weeks: 6,
    safety: "infusion reactions",
  },
  {
    a: "palonosetron",
    b: "ondansetron",
    condition: "prevention of postoperative nausea and vomiting after laparoscopic surgery",
    outcome: "complete response rate",
    unit: "%",
    baseline: [0, 0],
    dA: [72, 84],
    dB: [56, 68],
    weeks: 0,
    safety: "headache",
  },
  {
    a: "bilastine",
    b: "levocetirizine",
    condition: "persistent allergic rhinitis",
    outcome: "total nasal symptom score",
    unit: "points",
    baseline: [9, 11],
    dA: [-6.2, -5.1],
    dB: [-6.0, -4.8],
    weeks: 4,
    safety: "sedation",
  },
];

function trial(ctx: FamilyContext): ArticleText {
  const { rng, setting } = ctx;
  const t = rng.pick(TRIALS);
  const n = rng.int(36, 80) * 2;
  const rate = t.baseline[1] === 0;
  const base = rng.float(t.baseline[0], t.baseline[1], 1);
  const dA = rng.float(t.dA[0], t.dA[1], 1);
  const dB = rng.float(t.dB[0], t.dB[1], 1);
  const diffSignificant = Math.abs(dA - dB) > (rate ? 8 : Math.abs(t.dA[0]) * 0.12);
  const p = pValue(rng, diffSignificant);
  const aeA = rng.float(2, 9, 1);
  const aeB = rng.float(t.safety === "pedal oedema" ? 12 : 3, t.safety === "pedal oedema" ? 22 : 11, 1);
  const timeframe = t.weeks > 0 ? `${t.weeks} weeks` : "24 hours";
  const higherBetter = rate || t.outcome === "haemoglobin";
  const better = higherBetter ? (dA > dB ? t.a : t.b) : dA < dB ? t.a : t.b;
  const change = (x: number) => (rate ? `${fixed(x)}%` : `${x > 0 ? "+" : ""}${fixed(x)} ${t.unit}`);
  return {
    issueKey: `trial/${t.a}`,
    title: rng.pick([
      `Comparative efficacy and safety of ${t.a} versus ${t.b} in ${t.condition}: an open-label randomised controlled trial`,
      `${capitalize(t.a)} compared with ${t.b} in patients with ${t.condition}: a randomised trial at a tertiary care hospital in ${setting.city}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `${capitalize(t.a)} and ${t.b} are both used in ${t.condition}, but head-to-head evidence from Indian patients is limited. Differences in efficacy, tolerability and cost influence the choice between them in routine practice.`,
      },
      {
        label: "Objective",
        text: `To compare the efficacy and safety of ${t.a} and ${t.b} in patients with ${t.condition}.`,
      },
      {
        label: "Methods",
        text: `In this prospective, open-label, randomised, parallel-group trial at a tertiary care hospital in ${place(setting)}, ${n} patients were randomised 1:1 to ${t.a} or ${t.b}. The primary outcome was ${rate ? "the" : "the change in"} ${t.outcome} at ${timeframe}; safety was assessed at every visit. Analysis was by intention to treat.`,
      },
      {
        label: "Results",
        text: `${rate ? `The ${t.outcome} was` : `From a mean baseline of ${fixed(base)} ${t.unit}, ${t.outcome} changed by`} ${change(dA)} with ${t.a} and ${change(dB)} with ${t.b} (${p}). ${capitalize(t.safety)} occurred in ${fixed(aeA)}% and ${fixed(aeB)}% of patients, respectively; no serious adverse events were attributed to either drug.`,
      },
      {
        label: "Conclusion",
        text: diffSignificant
          ? `${capitalize(better)} was more effective in this population, with a comparable safety profile.`
          : `${capitalize(t.a)} was as effective as ${t.b} and was well tolerated, offering an alternative in routine practice.`,
      },
    ],
    keywords: [
      capitalize(t.a.replace(/ \d+ mg$/, "")),
      capitalize(t.b.replace(/ \d+ mg$/, "")),
      "Randomised controlled trial",
      capitalize(t.condition.split(" in ")[0].replace(/ inadequately.*$/, "")),
      "Comparative effectiveness",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `${capitalize(t.condition)} is common in Indian clinical practice, and several agents are available with differing efficacy, tolerability and cost. Choosing between them requires comparative evidence in the population that will receive them.`,
        `${capitalize(t.a)} and ${t.b} are both recommended options, but direct comparisons in Indian patients are few. This trial compared their efficacy and safety.`,
      ],
      [
        `This prospective, open-label, randomised, parallel-group trial was conducted at a tertiary care hospital in ${place(setting)} in accordance with ICH good clinical practice [1] and is reported following CONSORT 2010 [2]. The institutional ethics committee approved the protocol, the trial was prospectively registered with the Clinical Trials Registry-India, and all participants gave written informed consent.`,
        `Eligible patients were randomised 1:1 by computer-generated block randomisation with allocation concealed in sealed opaque envelopes. The primary outcome was ${rate ? "the" : "the change in"} ${t.outcome} at ${timeframe}. Adverse events were recorded at each visit and assessed for causality with the WHO-UMC system. Continuous outcomes were compared with the independent t-test and categorical outcomes with the chi-square test.`,
      ],
      [
        `Of ${n + rng.int(12, 34)} patients screened, ${n} were randomised and ${n - rng.int(4, 12)} completed the study. Baseline characteristics were comparable between groups.`,
        `${rate ? `The ${t.outcome} was` : `${capitalize(t.outcome)} changed by`} ${change(dA)} with ${t.a} and ${change(dB)} with ${t.b} (${p}; Table 1). ${capitalize(t.safety)} was reported in ${fixed(aeA)}% and ${fixed(aeB)}% of patients, respectively, and no patient discontinued treatment because of an adverse event.`,
      ],
      [
        diffSignificant
          ? `The difference between the two drugs was statistically significant and clinically relevant, consistent with their pharmacological profiles.`
          : `The two drugs produced similar improvements in ${t.outcome}, in line with earlier comparative studies.`,
        `The open-label design and the modest sample size are limitations, and longer follow-up would be needed to assess durability of effect and rare adverse events. Cost differences between the drugs may also influence the choice in practice.`,
      ],
      diffSignificant
        ? `The trial found a significant difference in ${t.outcome} between ${t.a} and ${t.b}, with acceptable safety for both.`
        : `${capitalize(t.a)} and ${t.b} showed comparable efficacy and safety in ${t.condition}.`,
      {
        caption: `Table 1. Primary and safety outcomes at ${timeframe}`,
        header: ["Outcome", capitalize(t.a), capitalize(t.b), "p value"],
        rows: [
          [
            rate ? capitalize(t.outcome) : `Change in ${t.outcome} (${t.unit})`,
            rate ? `${fixed(dA)}%` : fixed(dA),
            rate ? `${fixed(dB)}%` : fixed(dB),
            p.replace("p ", ""),
          ],
          [
            `${capitalize(t.safety)} (%)`,
            fixed(aeA),
            fixed(aeB),
            pValue(rng, t.safety === "pedal oedema").replace("p ", ""),
          ],
        ],
      },
    ),
    references: refs("ichE6", "consort", "edwards"),
    department: "Department of Clinical Pharmacology",
  };
}

function interactions(ctx: FamilyContext): ArticleText {
  const { rng, setting } = ctx;
  const unit = rng.pick(["intensive care unit", "cardiology ward", "psychiatry ward"]);
  const n = rng.int(240, 420);
  const prev = rng.float(58, 84, 1);
  const major = rng.float(12, 26, 1);
  const pairs =
    unit === "cardiology ward"
      ? [
          "clopidogrel and aspirin",
          "atorvastatin and clopidogrel",
          "furosemide and digoxin",
          "spironolactone and ramipril",
        ]
      : unit === "psychiatry ward"
        ? [
            "olanzapine and lorazepam",
            "haloperidol and promethazine",
            "escitalopram and clonazepam",
            "sodium valproate and lorazepam",
          ]
        : [
            "ondansetron and levofloxacin",
            "midazolam and fentanyl",
            "furosemide and vancomycin",
            "pantoprazole and clopidogrel",
          ];
  const orDrugs = ratioWithCi(rng, 1.3, 1.9);
  return {
    issueKey: "ddi",
    title: rng.pick([
      `Potential drug-drug interactions in the ${unit} of a tertiary care hospital: prevalence, severity and predictors`,
      `Prevalence and clinical significance of potential drug-drug interactions among patients admitted to the ${unit} in ${setting.city}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Patients in the ${unit} receive many medicines concurrently and are at high risk of drug-drug interactions, some of which cause avoidable harm.`,
      },
      {
        label: "Objective",
        text: `To determine the prevalence, severity and predictors of potential drug-drug interactions (pDDIs) among patients admitted to the ${unit}.`,
      },
      {
        label: "Methods",
        text: `A prospective observational study was conducted in the ${unit} of a tertiary care hospital in ${place(setting)}. Prescriptions of ${n} patients were screened for pDDIs with the Micromedex drug interaction database, and interactions were classified by severity and documentation. Predictors were identified by logistic regression.`,
      },
      {
        label: "Results",
        text: `At least one pDDI was found in ${fixed(prev)}% of patients, and ${fixed(major)}% of interactions were of major severity. The most frequent pairs were ${pairs[0]} and ${pairs[1]}. The number of drugs prescribed was independently associated with pDDIs (adjusted OR per additional drug ${orDrugs}).`,
      },
      {
        label: "Conclusion",
        text: `Potential drug-drug interactions were highly prevalent. Screening of prescriptions by clinical pharmacists and electronic alerts focused on major interactions are recommended.`,
      },
    ],
    keywords: [
      "Drug-drug interactions",
      "Polypharmacy",
      capitalize(unit),
      "Medication safety",
      "Clinical pharmacist",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `Drug-drug interactions are a preventable cause of adverse drug events and hospital admissions [1,2]. Their risk rises with the number of drugs prescribed, so hospitalised patients with multiple conditions are particularly exposed.`,
        `Data on interactions in Indian hospital units remain limited. This study assessed the prevalence, severity and predictors of potential drug-drug interactions in the ${unit} of a tertiary care hospital in ${setting.city}.`,
      ],
      [
        `This prospective observational study was carried out over ${rng.int(4, 8)} months and is reported following the STROBE statement [3]. The institutional ethics committee approved the study. All patients admitted to the ${unit} for at least 24 hours and receiving two or more drugs were included.`,
        `Medication charts were reviewed daily, and all drug pairs were screened with the Micromedex database. Interactions were classified by severity (contraindicated, major, moderate, minor) and documentation. Logistic regression identified factors associated with at least one pDDI.`,
      ],
      [
        `A total of ${n} patients were included, with a mean of ${fixed(rng.float(7.2, 11.4))} drugs per patient. At least one pDDI was identified in ${fixed(prev)}% of patients; ${fixed(major)}% of interactions were major, ${fixed(rng.float(52, 66))}% moderate and the remainder minor.`,
        `The most frequent interacting pairs were ${joinList(pairs)} (Table 1). The number of drugs prescribed (adjusted OR ${orDrugs}) and length of stay were independently associated with pDDIs.`,
      ],
      [
        `The high prevalence is consistent with reports from other Indian and international hospitals. Many interactions were pharmacologically predictable and manageable through monitoring rather than avoidance, but major interactions warrant active intervention.`,
        `The study identified potential rather than actual interactions, and clinical consequences were not systematically assessed. Database alerts also vary in sensitivity and may over- or under-estimate clinically relevant interactions.`,
      ],
      `Potential drug-drug interactions are common in the ${unit}. Pharmacist review of prescriptions, prioritising major interactions, should be routine.`,
      {
        caption: "Table 1. Most frequent potential drug-drug interactions",
        header: ["Interacting pair", "Severity", "Possible consequence"],
        rows: pairs.map((pair, i) => [
          capitalize(pair),
          i === 0 || i === 2 ? "Major" : "Moderate",
          rng.pick([
            "Increased bleeding risk",
            "Additive CNS depression",
            "Electrolyte disturbance",
            "QT prolongation",
            "Reduced antiplatelet effect",
            "Nephrotoxicity",
          ]),
        ]),
      },
    ),
    references: refs("lazarou", "pirmohamed", "strobe"),
    department: "Department of Clinical Pharmacology",
  };
}

type Pgx = { gene: string; drug: string; population: string; outcome: string; variant: string };
const PGX: Pgx[] = [
  {
    gene: "CYP2C19",
    drug: "clopidogrel",
    population: "patients with acute coronary syndrome",
    outcome: "high on-treatment platelet reactivity",
    variant: "CYP2C19*2",
  },
  {
    gene: "CYP2C9 and VKORC1",
    drug: "acenocoumarol",
    population: "patients with mechanical heart valves",
    outcome: "stable dose requirement",
    variant: "VKORC1 -1639G>A",
  },
  {
    gene: "NAT2",
    drug: "isoniazid",
    population: "patients with pulmonary tuberculosis",
    outcome: "antitubercular drug-induced liver injury",
    variant: "the NAT2 slow acetylator genotype",
  },
  {
    gene: "CYP2C9",
    drug: "phenytoin",
    population: "patients with epilepsy",
    outcome: "supratherapeutic concentrations and toxicity",
    variant: "CYP2C9*3",
  },
];

function pharmacogenomics(ctx: FamilyContext): ArticleText {
  const { rng, setting } = ctx;
  const g = rng.pick(PGX);
  const n = rng.int(120, 260);
  const freq = rng.float(24, 44, 1);
  const or = ratioWithCi(rng, 2.2, 4.6);
  return {
    issueKey: "pgx",
    title: rng.pick([
      `Influence of ${g.gene} polymorphisms on ${g.drug} response in Indian ${g.population}`,
      `Association of ${g.variant.replace(/^the /, "")} with ${g.outcome} in ${g.population} treated with ${g.drug}`,
    ]),
    abstract: [
      {
        label: "Background",
        text: `Genetic variation in ${g.gene} contributes to inter-individual differences in ${g.drug} response. Allele frequencies differ between populations, and Indian data remain limited, so genotype-phenotype relationships reported elsewhere may not apply.`,
      },
      {
        label: "Objective",
        text: `To determine the frequency of ${g.gene} variants and their association with ${g.outcome} in ${g.population} receiving ${g.drug}.`,
      },
      {
        label: "Methods",
        text: `In a prospective study at a tertiary care hospital in ${place(setting)}, ${n} ${g.population} receiving ${g.drug} were genotyped by PCR-RFLP after written informed consent, with confirmation of a subset by sequencing. Associations between genotype and ${g.outcome} were assessed by logistic regression adjusted for clinical covariates.`,
      },
      {
        label: "Results",
        text: `${capitalize(g.variant)} was carried by ${fixed(freq)}% of patients, and genotype frequencies were in Hardy-Weinberg equilibrium. Carriers had a higher risk of ${g.outcome} than non-carriers (adjusted OR ${or}).`,
      },
      {
        label: "Conclusion",
        text: `${capitalize(g.variant)} is common in this population and is associated with ${g.outcome}. Pre-emptive genotyping could help individualise ${g.drug} therapy.`,
      },
    ],
    keywords: [
      "Pharmacogenomics",
      g.gene.split(" and ")[0],
      capitalize(g.drug),
      "Genetic polymorphism",
      "Personalised medicine",
    ].slice(0, rng.int(4, 5)),
    sections: sections(
      [
        `Inter-individual variability in drug response is partly genetic, and pharmacogenomic testing is increasingly used to guide therapy [1]. ${capitalize(g.drug)} is a well-studied example in which ${g.gene} variants influence exposure or effect.`,
        `Most evidence comes from European and East Asian populations, while the Indian population is genetically diverse and under-represented. This study examined the association of ${g.gene} variants with ${g.outcome} in Indian ${g.population}.`,
      ],
      [
        `This prospective study was conducted at a tertiary care hospital in ${place(setting)} and is reported following the STROBE statement [2]. The institutional ethics committee approved the study, and all participants gave written informed consent for genotyping.`,
        `Genomic DNA was extracted from peripheral blood, and variants were genotyped by PCR-RFLP, with ${rng.int(10, 20)}% of samples confirmed by Sanger sequencing. Deviation from Hardy-Weinberg equilibrium was tested with the chi-square test, and associations with ${g.outcome} were assessed by multivariable logistic regression.`,
      ],
      [
        `A total of ${n} patients were genotyped. ${capitalize(g.variant)} was present in ${fixed(freq)}% of patients, and genotype distributions were in Hardy-Weinberg equilibrium (p > 0.05).`,
        `In multivariable analysis, carriers had a higher risk of ${g.outcome} (adjusted OR ${or}). The association persisted after adjustment for age, sex, renal function and interacting co-medication.`,
      ],
      [
        `The frequency of ${g.variant.replace(/^the /, "")} in this cohort is comparable to that reported in other South Asian studies and higher than in many European populations, which increases the potential clinical impact of genotype-guided therapy in India.`,
        `Limitations include the single-centre design and the limited number of variants studied. Cost-effectiveness and feasibility of pre-emptive testing in Indian practice need evaluation.`,
      ],
      `${capitalize(g.variant)} is common among Indian ${g.population} and is associated with ${g.outcome}. Genotype-guided ${g.drug} therapy deserves prospective evaluation.`,
    ),
    references: refs("edwards", "strobe"),
    department: "Department of Clinical Pharmacology",
  };
}

export const clinicalFamily: Family = {
  id: "clinical",
  institutions: clinicalInstitution,
  generate(ctx) {
    const pool =
      ctx.focus === "safety"
        ? [pharmacovigilance, interactions, pharmacogenomics]
        : [pk, pk, pharmacovigilance, trial, trial, interactions, pharmacogenomics];
    const gen = ctx.rng.pick(pool);
    if (gen === pharmacovigilance && ctx.setting.country !== "India") return pk(ctx);
    return gen(ctx);
  },
};
