import { refs } from "../references";
import { capitalize } from "../text-utils";
import type { ArticleText, Family, FamilyContext } from "../types";
import { clinicalInstitution } from "./shared";

type Case = {
  drug: string;
  reaction: string;
  indication: string;
  dose: string;
  onsetDays: [number, number];
  sex: "man" | "woman" | "either";
  age: [number, number];
  presentation: string;
  investigations: string;
  management: string;
  outcome: string;
  naranjo: [number, number];
  lesson: string;
  keywords: string[];
};

const CASES: Case[] = [
  {
    drug: "carbamazepine",
    reaction: "Stevens-Johnson syndrome",
    indication: "trigeminal neuralgia",
    dose: "200 mg twice daily",
    onsetDays: [12, 24],
    sex: "either",
    age: [28, 56],
    presentation:
      "fever, painful erythematous macules with central dusky areas over the trunk, and erosions of the oral and genital mucosa involving about 8% of the body surface area",
    investigations:
      "Skin biopsy showed full-thickness epidermal necrosis with sparse dermal infiltrate; liver and renal function were normal",
    management:
      "Carbamazepine was stopped, and the patient received supportive care in a dedicated unit with wound care, fluid management, ophthalmological review and oral ciclosporin",
    outcome:
      "Re-epithelialisation was complete within three weeks, and the patient was switched to gabapentin without recurrence",
    naranjo: [6, 7],
    lesson:
      "HLA-B*15:02 screening should be considered before starting carbamazepine in at-risk populations, and patients should be warned about early mucocutaneous symptoms",
    keywords: ["Stevens-Johnson syndrome", "Carbamazepine", "Severe cutaneous adverse reaction"],
  },
  {
    drug: "phenytoin",
    reaction: "drug reaction with eosinophilia and systemic symptoms (DRESS)",
    indication: "post-traumatic seizures",
    dose: "100 mg three times daily",
    onsetDays: [18, 35],
    sex: "either",
    age: [22, 48],
    presentation: "high-grade fever, a generalised morbilliform rash, facial oedema and cervical lymphadenopathy",
    investigations:
      "Investigations showed eosinophilia (absolute count 2,400 cells/µL), atypical lymphocytes and raised liver enzymes; the RegiSCAR score was 6",
    management:
      "Phenytoin was withdrawn and levetiracetam substituted; systemic corticosteroids were started and tapered over eight weeks",
    outcome: "Fever and rash resolved within two weeks, and liver enzymes normalised by the sixth week",
    naranjo: [6, 8],
    lesson:
      "the delayed onset of DRESS makes the link with the culprit drug easy to miss, and aromatic antiepileptic drugs should be avoided after such a reaction because of cross-reactivity",
    keywords: ["DRESS syndrome", "Phenytoin", "Antiepileptic hypersensitivity"],
  },
  {
    drug: "linezolid",
    reaction: "thrombocytopenia",
    indication: "methicillin-resistant Staphylococcus aureus osteomyelitis",
    dose: "600 mg twice daily",
    onsetDays: [14, 21],
    sex: "either",
    age: [54, 72],
    presentation: "petechiae over both legs and gum bleeding",
    investigations:
      "The platelet count had fallen from 2.4 lakh/µL at baseline to 38,000/µL; peripheral smear showed no schistocytes, and renal function was mildly impaired",
    management: "Linezolid was discontinued and replaced with a glycopeptide; no platelet transfusion was required",
    outcome: "The platelet count recovered to normal within ten days of stopping the drug",
    naranjo: [6, 7],
    lesson:
      "weekly blood counts are advisable during linezolid therapy beyond two weeks, particularly in older patients and those with renal impairment",
    keywords: ["Linezolid", "Thrombocytopenia", "Haematological toxicity"],
  },
  {
    drug: "metoclopramide",
    reaction: "acute dystonia",
    indication: "vomiting due to acute gastroenteritis",
    dose: "10 mg intravenously three times daily",
    onsetDays: [1, 2],
    sex: "woman",
    age: [17, 24],
    presentation: "sustained upward deviation of the eyes, neck extension and difficulty speaking",
    investigations:
      "Neurological examination was otherwise normal, and blood glucose and electrolytes were within normal limits",
    management: "Metoclopramide was stopped, and intravenous promethazine was given",
    outcome: "Symptoms resolved completely within 30 minutes, with no recurrence",
    naranjo: [7, 8],
    lesson:
      "young women are at particular risk of metoclopramide-induced dystonia, and the lowest effective dose for the shortest duration should be used",
    keywords: ["Acute dystonia", "Metoclopramide", "Extrapyramidal symptoms"],
  },
  {
    drug: "sodium valproate",
    reaction: "hyperammonaemic encephalopathy",
    indication: "bipolar disorder",
    dose: "500 mg twice daily",
    onsetDays: [6, 12],
    sex: "either",
    age: [30, 52],
    presentation: "progressive drowsiness, confusion and asterixis",
    investigations:
      "Serum ammonia was 186 µmol/L, while liver function tests and the serum valproate concentration were within normal limits; MRI of the brain was normal",
    management: "Valproate was stopped, and the patient received oral lactulose and L-carnitine supplementation",
    outcome: "Sensorium improved within 72 hours, and ammonia normalised by the fifth day",
    naranjo: [6, 7],
    lesson:
      "valproate can cause hyperammonaemia without hepatotoxicity, so serum ammonia should be checked in any patient on valproate who develops unexplained altered sensorium",
    keywords: ["Valproate", "Hyperammonaemia", "Encephalopathy"],
  },
  {
    drug: "dapsone",
    reaction: "methaemoglobinaemia",
    indication: "leprosy",
    dose: "100 mg daily as part of multidrug therapy",
    onsetDays: [10, 20],
    sex: "either",
    age: [24, 45],
    presentation: "breathlessness on exertion and central cyanosis despite normal lung examination",
    investigations:
      "Pulse oximetry showed a saturation of 86% despite a normal arterial oxygen tension (the saturation gap), and the methaemoglobin level was 18%",
    management:
      "Dapsone was discontinued, and intravenous methylene blue (1 mg/kg) was given after excluding G6PD deficiency",
    outcome: "Cyanosis resolved within hours, and the patient continued treatment with a modified regimen",
    naranjo: [7, 8],
    lesson: "a saturation gap in a patient on dapsone should prompt measurement of methaemoglobin",
    keywords: ["Dapsone", "Methaemoglobinaemia", "Saturation gap"],
  },
  {
    drug: "levofloxacin",
    reaction: "Achilles tendinopathy",
    indication: "community-acquired pneumonia",
    dose: "750 mg once daily",
    onsetDays: [4, 9],
    sex: "man",
    age: [64, 76],
    presentation: "pain and swelling over both Achilles tendons with difficulty walking",
    investigations:
      "Ultrasonography showed thickening and hypoechoic areas in both Achilles tendons without rupture; he had been on long-term oral prednisolone for chronic obstructive pulmonary disease",
    management:
      "Levofloxacin was replaced with an alternative antibiotic, and the patient was managed with rest, heel lifts and analgesia",
    outcome: "Symptoms improved gradually over six weeks",
    naranjo: [6, 7],
    lesson: "fluoroquinolones should be used with caution in older adults, particularly those taking corticosteroids",
    keywords: ["Fluoroquinolones", "Tendinopathy", "Levofloxacin"],
  },
  {
    drug: "olanzapine",
    reaction: "neuroleptic malignant syndrome",
    indication: "acute psychosis",
    dose: "10 mg daily, increased to 20 mg",
    onsetDays: [5, 10],
    sex: "man",
    age: [24, 40],
    presentation: "high fever, generalised rigidity, fluctuating consciousness and autonomic instability",
    investigations: "Serum creatine kinase was 14,200 IU/L, with leucocytosis and raised serum creatinine",
    management:
      "Olanzapine was stopped, and the patient received aggressive hydration, cooling, bromocriptine and lorazepam in the intensive care unit",
    outcome: "He recovered over 12 days; renal function returned to normal",
    naranjo: [6, 7],
    lesson:
      "neuroleptic malignant syndrome can occur with atypical antipsychotics, especially after rapid dose escalation",
    keywords: ["Neuroleptic malignant syndrome", "Olanzapine", "Atypical antipsychotics"],
  },
  {
    drug: "vancomycin",
    reaction: "vancomycin infusion reaction",
    indication: "methicillin-resistant Staphylococcus aureus bacteraemia",
    dose: "1 g intravenously over 20 minutes",
    onsetDays: [1, 1],
    sex: "either",
    age: [34, 58],
    presentation:
      "flushing and an erythematous, pruritic rash over the face, neck and upper trunk with mild hypotension during the infusion",
    investigations:
      "There was no angioedema, wheeze or urticaria elsewhere, and serum tryptase measured one hour later was not raised",
    management:
      "The infusion was stopped, and intravenous chlorpheniramine and fluids were given; vancomycin was restarted at a slower rate over two hours after antihistamine premedication",
    outcome: "Symptoms settled within an hour, and subsequent doses given over two hours were tolerated",
    naranjo: [6, 7],
    lesson:
      "this rate-related histamine release is not a true allergy and can usually be prevented by slowing the infusion, so vancomycin need not be abandoned",
    keywords: ["Vancomycin", "Infusion reaction", "Red man syndrome"],
  },
  {
    drug: "isoniazid",
    reaction: "peripheral neuropathy",
    indication: "pulmonary tuberculosis",
    dose: "300 mg daily as part of first-line therapy",
    onsetDays: [45, 70],
    sex: "either",
    age: [38, 60],
    presentation:
      "burning pain and numbness in both feet, with reduced ankle reflexes and a glove-and-stocking sensory loss",
    investigations:
      "The patient had a history of alcohol use and had not been prescribed pyridoxine; nerve conduction studies showed a length-dependent sensory axonal neuropathy, and blood glucose and vitamin B12 levels were normal",
    management: "Pyridoxine 100 mg daily was started and antitubercular therapy continued under close monitoring",
    outcome: "Symptoms improved over the following two months, and treatment was completed",
    naranjo: [5, 7],
    lesson:
      "pyridoxine prophylaxis should be given to patients at risk of isoniazid neuropathy, including those with alcohol use, diabetes, malnutrition or HIV infection",
    keywords: ["Isoniazid", "Peripheral neuropathy", "Pyridoxine", "Tuberculosis"],
  },
  {
    drug: "methotrexate",
    reaction: "pancytopenia after a daily-dosing error",
    indication: "rheumatoid arthritis",
    dose: "7.5 mg, intended weekly but taken daily",
    onsetDays: [8, 12],
    sex: "woman",
    age: [56, 70],
    presentation: "oral ulcers, fever and bruising",
    investigations:
      "Blood counts showed haemoglobin 7.8 g/dL, a total leucocyte count of 1,100 cells/µL and platelets 32,000/µL; the dispensing label did not state the weekly schedule",
    management:
      "Methotrexate was stopped, and the patient received intravenous folinic acid, broad-spectrum antibiotics and supportive care",
    outcome:
      "Counts recovered over ten days; methotrexate was later restarted with weekly blister packs and counselling",
    naranjo: [7, 8],
    lesson:
      "weekly methotrexate regimens are prone to daily-dosing errors, which clear labelling, pharmacist counselling and weekly packaging can prevent",
    keywords: ["Methotrexate", "Medication error", "Pancytopenia", "Patient safety"],
  },
  {
    drug: "amlodipine",
    reaction: "gingival enlargement",
    indication: "hypertension",
    dose: "10 mg daily",
    onsetDays: [150, 240],
    sex: "man",
    age: [50, 68],
    presentation: "painless, progressive swelling of the gums that bled on brushing and interfered with chewing",
    investigations:
      "Examination showed generalised fibrous enlargement of the interdental papillae; histology of a gingival biopsy showed fibrous hyperplasia without malignancy",
    management: "Amlodipine was replaced with telmisartan, and the patient underwent scaling and improved oral hygiene",
    outcome: "Gingival enlargement regressed substantially within three months",
    naranjo: [6, 7],
    lesson:
      "calcium channel blockers can cause gingival overgrowth, which usually regresses after the drug is substituted",
    keywords: ["Amlodipine", "Gingival enlargement", "Calcium channel blockers"],
  },
];

function generate(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const c = rng.pick(CASES);
  const age = rng.int(c.age[0], c.age[1]);
  const sex = c.sex === "either" ? rng.pick(["man", "woman"] as const) : c.sex;
  const pronoun = sex === "man" ? "He" : "She";
  const onset = rng.int(c.onsetDays[0], c.onsetDays[1]);
  const naranjo = rng.int(c.naranjo[0], c.naranjo[1]);
  const category = naranjo >= 9 ? "definite" : "probable";
  const onsetText = onset === 1 ? "within a day" : `${onset} days`;
  const title = rng.pick([
    `${capitalize(c.drug)}-induced ${c.reaction} in a ${age}-year-old ${sex}: a case report`,
    `${capitalize(c.reaction)} associated with ${c.drug}: a case report and review of the literature`,
    `A case of ${c.reaction} following ${c.drug} therapy for ${c.indication}`,
  ]);
  return {
    topicKey: `case/${c.drug}`,
    issueKey: "case",
    title,
    abstract: [
      {
        label: "Background",
        text: `${capitalize(c.reaction)} is a recognised but uncommon adverse reaction to ${c.drug}. Early recognition and withdrawal of the drug are essential to limit harm, and timely causality assessment and reporting support the safe use of medicines.`,
      },
      {
        label: "Case presentation",
        text: `A ${age}-year-old ${sex} receiving ${c.drug} ${c.dose} for ${c.indication} presented ${onset === 1 ? "within a day" : `${onset} days after starting treatment`} with ${c.presentation}. ${c.investigations}.`,
      },
      {
        label: "Management and outcome",
        text: `${c.management}. ${c.outcome}. Causality assessment with the Naranjo algorithm gave a score of ${naranjo} (${category}), and the reaction was reported to the national pharmacovigilance programme.`,
      },
      { label: "Conclusion", text: `This case highlights that ${c.lesson}.` },
    ],
    keywords: [...c.keywords, "Adverse drug reaction", "Case report", "Pharmacovigilance"].slice(0, rng.int(4, 6)),
    sections: [
      {
        heading: "Introduction",
        paragraphs: [
          `Adverse drug reactions remain a frequent cause of morbidity and hospital admission [1,2]. ${capitalize(c.reaction)} is a known adverse effect of ${c.drug}, but because it is uncommon, it may not be recognised promptly in routine practice. We report a case managed at our hospital, described following the CARE guidelines [3].`,
        ],
      },
      {
        heading: "Case Presentation",
        paragraphs: [
          `A ${age}-year-old ${sex} was started on ${c.drug} ${c.dose} for ${c.indication}. There was no history of drug allergy, and no other new medicines had been started. ${onset === 1 ? "Within a day" : `After ${onsetText}`}, ${pronoun.toLowerCase()} presented with ${c.presentation}.`,
          `${c.investigations}. Infective and other alternative causes were excluded by appropriate investigations. Written informed consent for publication was obtained from the patient.`,
        ],
      },
      {
        heading: "Management and Outcome",
        paragraphs: [
          `${c.management}. ${c.outcome}. Causality assessment with the Naranjo algorithm [4] gave a score of ${naranjo}, indicating a ${category} association, and the WHO-UMC category was probable/likely. The reaction was reported to the ADR monitoring centre, and the drug was recorded as an allergy in the patient's records.`,
        ],
      },
      {
        heading: "Discussion",
        paragraphs: [
          `The temporal relationship, the exclusion of alternative causes and the improvement after withdrawal support ${c.drug} as the cause. The reported incidence of ${c.reaction} with ${c.drug} is low, but the consequences can be severe, and early withdrawal of the culprit drug is the most important step in management [5].`,
          `This case highlights that ${c.lesson}. Reporting such reactions strengthens national safety databases and informs prescribers.`,
        ],
      },
      {
        heading: "Conclusion",
        paragraphs: [
          `Clinicians should keep ${c.reaction} in mind in patients receiving ${c.drug}, stop the drug promptly when it is suspected and report the reaction.`,
        ],
      },
    ],
    references: refs("lazarou", "pirmohamed", "care", "naranjo", "edwards"),
    department: "Department of Clinical Pharmacology",
  };
}

export const caseReportFamily: Family = { id: "case-report", institutions: clinicalInstitution, generate };
