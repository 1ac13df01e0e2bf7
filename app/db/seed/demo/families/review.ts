import { edition, refs, type RefKey } from "../references";
import type { ArticleText, FamilyContext } from "../types";

/** Narrative reviews: the findings are summaries of well-established knowledge in each area. */
export type ReviewTopic = {
  title: string;
  journals: string[];
  focus?: string;
  background: string;
  objective: string;
  points: [string, string][];
  challenges: string[];
  future: string[];
  keywords: string[];
  department: string;
  refs: (year: number) => RefKey[];
};

export const REVIEW_TOPICS: ReviewTopic[] = [
  {
    title: "Nanostructured lipid carriers for topical delivery of antifungal agents: a review",
    journals: ["fjphs", "bjps"],
    background:
      "Superficial fungal infections are common and often recur because conventional creams deliver limited drug to the deeper layers of the skin. Nanostructured lipid carriers combine solid and liquid lipids to improve drug loading and skin retention.",
    objective:
      "To review the formulation, characterisation and performance of nanostructured lipid carriers for topical antifungal delivery.",
    points: [
      [
        "Composition and preparation",
        "Blending solid lipids with liquid oils creates an imperfect crystal matrix that accommodates more drug and reduces expulsion during storage compared with solid lipid nanoparticles.",
      ],
      [
        "Skin delivery",
        "Ex vivo studies consistently report higher epidermal retention and lower systemic permeation of azole and allylamine antifungals from lipid carriers than from marketed creams.",
      ],
      [
        "Efficacy",
        "Animal models of cutaneous candidiasis and dermatophytosis show faster clinical and mycological cure, although controlled clinical trials remain few.",
      ],
    ],
    challenges: [
      "Scale-up of high-pressure homogenisation and long-term physical stability remain practical hurdles.",
      "Regulatory expectations for nanomaterial characterisation are still evolving, which adds uncertainty for developers.",
    ],
    future: [
      "Well-designed clinical trials comparing lipid carriers with conventional formulations are the main gap in the evidence.",
      "Gel-based and film-forming systems could further improve residence time on the skin.",
    ],
    keywords: ["Nanostructured lipid carriers", "Topical delivery", "Antifungal agents", "Skin retention", "Review"],
    department: "Department of Pharmaceutics",
    refs: () => ["mehnert", "prausnitz", "costa"],
  },
  {
    title: "Antimicrobial stewardship programmes in Indian hospitals: current status, challenges and the way forward",
    journals: ["fjphs"],
    focus: "amr",
    background:
      "Antimicrobial resistance threatens the effectiveness of common treatments, and India carries a large share of the global burden. Hospital antimicrobial stewardship programmes aim to optimise antibiotic use while improving patient outcomes.",
    objective:
      "To review the implementation, components and outcomes of antimicrobial stewardship programmes in Indian hospitals.",
    points: [
      [
        "Current status",
        "Stewardship activities are well established in some tertiary and private hospitals, but coverage in district and smaller hospitals remains limited.",
      ],
      [
        "Effective components",
        "Prospective audit and feedback, preauthorisation of restricted agents, and local antibiograms are the interventions most consistently associated with reduced broad-spectrum use.",
      ],
      [
        "Role of pharmacists",
        "Clinical pharmacists contribute through dose optimisation, intravenous-to-oral switch and duration review, particularly where infectious disease specialists are scarce.",
      ],
    ],
    challenges: [
      "Limited microbiology capacity, shortage of trained staff and the absence of dedicated funding constrain programmes.",
      "Over-the-counter antibiotic access outside hospitals undermines hospital-based efforts.",
    ],
    future: [
      "Integration of stewardship metrics into hospital accreditation could sustain programmes.",
      "Simple, protocol-driven models suitable for district hospitals need to be developed and evaluated.",
    ],
    keywords: [
      "Antimicrobial stewardship",
      "Antimicrobial resistance",
      "India",
      "Hospital pharmacy",
      "Antibiotic policy",
    ],
    department: "Department of Pharmacy Practice",
    refs: (y) => [
      "whoGapAmr",
      "laxminarayan",
      edition(y, 2023, "murrayAmr", "ventola"),
      edition(y, 2023, "aware", "whoEml2021"),
    ],
  },
  {
    title: "Therapeutic drug monitoring of antiepileptic drugs in children: an update",
    journals: ["ijcpms"],
    background:
      "Antiepileptic drugs show wide pharmacokinetic variability in children because of developmental changes in absorption, distribution and elimination. Therapeutic drug monitoring can help to individualise therapy.",
    objective:
      "To summarise current evidence on the indications, targets and practice of therapeutic drug monitoring for antiepileptic drugs in children.",
    points: [
      [
        "Older agents",
        "Monitoring remains valuable for phenytoin, carbamazepine, valproate and phenobarbital, whose narrow therapeutic ranges and non-linear or inducible kinetics complicate dosing.",
      ],
      [
        "Newer agents",
        "For levetiracetam, lamotrigine and other newer drugs, monitoring is useful in specific situations such as suspected non-adherence, pregnancy, renal impairment and interacting co-medication.",
      ],
      [
        "Sampling and interpretation",
        "Trough sampling at steady state and interpretation in the light of clinical response, rather than reference ranges alone, are central to good practice.",
      ],
    ],
    challenges: [
      "Access to drug assays is limited outside tertiary centres in many low- and middle-income countries.",
      "Reference ranges are derived largely from adult data.",
    ],
    future: [
      "Dried blood spot sampling and model-informed precision dosing could widen access to individualised therapy.",
      "Paediatric pharmacokinetic studies of newer agents are needed.",
    ],
    keywords: ["Therapeutic drug monitoring", "Antiepileptic drugs", "Paediatrics", "Pharmacokinetics", "Epilepsy"],
    department: "Department of Clinical Pharmacology",
    refs: () => ["kang", "rowland", "mould"],
  },
  {
    title: "Deprescribing in older adults: evidence and practical approaches for clinicians",
    journals: ["ijcpms", "fjphs"],
    background:
      "Polypharmacy is common in older adults and is associated with adverse drug events, falls and hospital admission. Deprescribing is the planned and supervised reduction or withdrawal of medicines that may no longer be beneficial.",
    objective:
      "To review the evidence on deprescribing in older adults and practical tools that support it in routine care.",
    points: [
      [
        "Evidence of safety",
        "Trials of structured deprescribing have shown that the number of medicines can be reduced without increasing mortality, and with possible reductions in falls.",
      ],
      [
        "Explicit criteria",
        "The Beers and STOPP/START criteria help clinicians identify potentially inappropriate medicines, while drug-specific algorithms guide tapering.",
      ],
      [
        "Patient involvement",
        "Shared decision-making that explores patients' beliefs and priorities is central to acceptance and success.",
      ],
    ],
    challenges: [
      "Clinicians cite time pressure, fragmented care and fear of withdrawal effects as barriers.",
      "Evidence for long-term patient-important outcomes remains limited.",
    ],
    future: [
      "Pharmacist-led and electronic decision-support approaches are promising and need evaluation in Indian settings.",
      "Trials should measure quality of life and patient-reported outcomes.",
    ],
    keywords: [
      "Deprescribing",
      "Polypharmacy",
      "Older adults",
      "Potentially inappropriate medications",
      "Medication review",
    ],
    department: "Department of Pharmacy Practice",
    refs: (y) => [edition(y, 2024, "beers2023", "beers2019"), edition(y, 2024, "stopp3", "stopp2"), "hepler"],
  },
  {
    title: "Signal detection in pharmacovigilance: methods and their application in India",
    journals: ["ijcpms"],
    focus: "safety",
    background:
      "Spontaneous reporting systems collect large numbers of suspected adverse reaction reports, and statistical signal detection helps to identify new safety concerns early. India's national programme has grown rapidly in reporting volume.",
    objective: "To describe signal detection methods and review their application to Indian pharmacovigilance data.",
    points: [
      [
        "Disproportionality analysis",
        "Measures such as the proportional reporting ratio, reporting odds ratio and Bayesian information component compare the frequency of a drug-event pair with that expected from the database as a whole.",
      ],
      [
        "Clinical assessment",
        "Statistical signals require clinical review of case series, biological plausibility and alternative explanations before any regulatory action.",
      ],
      [
        "Indian experience",
        "Signals from national data have led to label changes and safety communications, demonstrating the value of local reporting.",
      ],
    ],
    challenges: [
      "Under-reporting, duplicate reports and incomplete case information reduce the sensitivity of signal detection.",
      "Reporting is concentrated in a minority of centres.",
    ],
    future: [
      "Integration of electronic health records and active surveillance could complement spontaneous reporting.",
      "Training of reporters to improve report completeness would strengthen signal assessment.",
    ],
    keywords: ["Pharmacovigilance", "Signal detection", "Disproportionality analysis", "Drug safety", "India"],
    department: "Department of Clinical Pharmacology",
    refs: () => ["edwards", "kalaiselvan", "naranjo"],
  },
  {
    title: "Medication errors in hospitalised children: types, causes and prevention strategies",
    journals: ["ijcpms"],
    focus: "safety",
    background:
      "Children are at particular risk of medication errors because of weight-based dosing, off-label use and the need to manipulate adult dosage forms. Errors can cause serious harm in this population.",
    objective: "To review the types, causes and prevention of medication errors in hospitalised children.",
    points: [
      [
        "Types of error",
        "Dosing errors, particularly tenfold errors, are the most frequently reported prescribing errors in paediatric inpatients.",
      ],
      [
        "Contributing factors",
        "Calculation errors, look-alike and sound-alike names, the lack of suitable paediatric formulations and high workload are recurrent contributors.",
      ],
      [
        "Prevention",
        "Computerised order entry with dose-range checking, standard concentrations, pharmacist review and double checks for high-alert medicines reduce errors.",
      ],
    ],
    challenges: [
      "Many hospitals lack electronic prescribing and paediatric clinical pharmacists.",
      "Error reporting is limited by a culture of blame.",
    ],
    future: [
      "Age-appropriate formulations would remove a key source of error.",
      "Just culture and learning systems should be strengthened.",
    ],
    keywords: ["Medication errors", "Paediatrics", "Patient safety", "Clinical pharmacy", "Prescribing"],
    department: "Department of Clinical Pharmacy",
    refs: () => ["lazarou", "edwards", "hepler"],
  },
  {
    title: "Living systematic reviews: methods, challenges and opportunities",
    journals: ["ijebr"],
    background:
      "Systematic reviews quickly become outdated as new trials are published. Living systematic reviews are continually updated as new evidence becomes available.",
    objective: "To review the methods used to conduct living systematic reviews and the challenges of sustaining them.",
    points: [
      [
        "When to go living",
        "Living reviews are most useful when a question is a priority for decision-making, certainty is low or moderate, and new evidence is likely to emerge quickly.",
      ],
      [
        "Methods",
        "Continuous searching, predefined triggers for updating analyses and transparent versioning distinguish living reviews from conventional updates.",
      ],
      [
        "Statistical issues",
        "Repeated meta-analysis raises the risk of false-positive findings, and approaches such as trial sequential analysis have been used to address it.",
      ],
    ],
    challenges: [
      "Living reviews demand sustained funding and team capacity.",
      "Journals and databases are not always designed to handle frequent versions.",
    ],
    future: [
      "Automation of searching and screening can reduce workload.",
      "Linking living reviews to living guidelines allows recommendations to keep pace with evidence.",
    ],
    keywords: ["Living systematic review", "Evidence synthesis", "Research methodology", "Meta-analysis", "Guidelines"],
    department: "Centre for Evidence Synthesis",
    refs: () => ["cochrane", "prisma", "grade"],
  },
  {
    title: "Real-world evidence in health technology assessment: promise and pitfalls",
    journals: ["ijebr"],
    background:
      "Health technology assessment increasingly considers real-world evidence from registries, claims and electronic records alongside randomised trials. Such evidence can describe effectiveness in routine care but is vulnerable to bias.",
    objective:
      "To review the uses, methodological challenges and quality standards of real-world evidence in health technology assessment.",
    points: [
      [
        "Uses",
        "Real-world data are used to estimate baseline risks, resource use, long-term outcomes and effectiveness in populations excluded from trials.",
      ],
      [
        "Bias",
        "Confounding by indication, immortal time bias and missing data are the main threats to validity in non-randomised comparisons.",
      ],
      [
        "Design solutions",
        "Target trial emulation, active-comparator new-user designs and transparent sensitivity analyses improve credibility.",
      ],
    ],
    challenges: [
      "In many countries, including India, linked routine data of sufficient quality are still limited.",
      "Standards for appraising real-world evidence vary between agencies.",
    ],
    future: [
      "Investment in registries and data linkage would expand what real-world evidence can answer.",
      "Structured tools for appraising risk of bias should be applied routinely.",
    ],
    keywords: [
      "Real-world evidence",
      "Health technology assessment",
      "Observational studies",
      "Bias",
      "Target trial emulation",
    ],
    department: "School of Public Health",
    refs: () => ["drummond", "robinsI", "strobe"],
  },
  {
    title: "Evidence for the prevention of non-communicable diseases in India: an overview of reviews",
    journals: ["ijebr"],
    focus: "ncd",
    background:
      "Non-communicable diseases cause most deaths in India, and prevention requires action on tobacco use, diet, physical inactivity and harmful alcohol use. Decision-makers need a concise overview of what works.",
    objective:
      "To summarise evidence from systematic reviews on interventions for the prevention of non-communicable diseases relevant to India.",
    points: [
      [
        "Population measures",
        "Tobacco taxation and smoke-free legislation have the strongest and most consistent evidence of benefit.",
      ],
      [
        "Health system measures",
        "Screening for hypertension and diabetes linked to protocol-based treatment and follow-up improves risk factor control.",
      ],
      [
        "Community approaches",
        "Task sharing with community health workers and lifestyle programmes show benefits, but effects vary with intensity and implementation.",
      ],
    ],
    challenges: [
      "Most trials come from high-income settings, and transferability to India is uncertain.",
      "Few reviews report equity-relevant outcomes.",
    ],
    future: [
      "Implementation research within national programmes should test scalable models.",
      "Reviews should report effects across socioeconomic groups.",
    ],
    keywords: ["Non-communicable diseases", "Prevention", "Overview of reviews", "India", "Public health"],
    department: "School of Public Health",
    refs: () => ["aromataris", "amstar2", "grade"],
  },
  {
    title: "Quality control of herbal medicines: chromatographic fingerprinting and marker-based standardisation",
    journals: ["bjps"],
    focus: "herbal",
    background:
      "The quality of herbal medicines varies with plant source, harvesting, processing and storage, and adulteration remains a concern. Standardisation is essential for consistent safety and efficacy.",
    objective: "To review analytical approaches for the quality control of herbal raw materials and finished products.",
    points: [
      [
        "Identity",
        "Macroscopic and microscopic examination, supported by DNA barcoding where needed, establishes botanical identity and detects substitution.",
      ],
      [
        "Fingerprinting",
        "HPTLC and HPLC fingerprints capture the overall chemical profile and allow batch-to-batch comparison using similarity analysis.",
      ],
      [
        "Markers and contaminants",
        "Quantification of marker compounds, together with limits for heavy metals, pesticide residues, aflatoxins and microbial load, completes the quality profile.",
      ],
    ],
    challenges: [
      "Reference standards for many markers are costly or unavailable.",
      "Markers are often not the active constituents.",
    ],
    future: [
      "Chemometric analysis of fingerprints and hyphenated techniques can improve discrimination.",
      "Pharmacopoeial monographs need regular updating.",
    ],
    keywords: ["Herbal medicines", "Standardisation", "HPTLC fingerprinting", "Quality control", "Marker compounds"],
    department: "Department of Pharmacognosy and Phytochemistry",
    refs: (y) => ["harborne", edition(y, 2023, "ip2022", "ip2018"), "ichQ2r1"],
  },
  {
    title: "Artificial intelligence in drug discovery: current applications and limitations",
    journals: ["fjphs", "bjps"],
    background:
      "Machine learning methods are being applied at every stage of drug discovery, from target identification to the prediction of absorption and toxicity. Their practical impact is still being established.",
    objective:
      "To review current applications of artificial intelligence in small-molecule drug discovery and their limitations.",
    points: [
      [
        "Virtual screening",
        "Machine learning scoring functions and deep learning models can prioritise compounds from very large libraries faster than conventional docking alone.",
      ],
      [
        "Property prediction",
        "Models predicting solubility, permeability, metabolism and toxicity are widely used to filter candidates early.",
      ],
      [
        "Generative design",
        "Generative models propose novel structures optimised for several properties, although synthetic accessibility remains a constraint.",
      ],
    ],
    challenges: [
      "Model performance depends on the quality and diversity of training data, and public datasets contain errors and biases.",
      "Predictions are often difficult to interpret.",
    ],
    future: [
      "Prospective experimental validation of model predictions is needed to demonstrate real benefit.",
      "Open, curated datasets would improve reproducibility.",
    ],
    keywords: [
      "Artificial intelligence",
      "Machine learning",
      "Drug discovery",
      "Virtual screening",
      "ADMET prediction",
    ],
    department: "Department of Pharmaceutical Chemistry",
    refs: () => ["lipinski", "swissadme", "vina"],
  },
  {
    title: "Mucoadhesive drug delivery systems: polymers, mechanisms and recent advances",
    journals: ["bjps", "fjphs"],
    background:
      "Mucoadhesive dosage forms prolong contact with mucosal surfaces and can improve local and systemic drug delivery. Polymer selection determines adhesion, release and patient acceptability.",
    objective:
      "To review mechanisms of mucoadhesion, commonly used polymers and recent developments in mucoadhesive delivery.",
    points: [
      [
        "Mechanisms",
        "Mucoadhesion involves wetting, interpenetration of polymer and mucin chains, and secondary chemical bonding.",
      ],
      [
        "Polymers",
        "Carbomers, cellulose derivatives, chitosan and alginates remain the most widely used, while thiolated polymers form covalent bonds with mucus and adhere more strongly.",
      ],
      [
        "Applications",
        "Buccal films, nasal gels, vaginal systems and gastroretentive forms are the main applications, with several products on the market.",
      ],
    ],
    challenges: [
      "Mucus turnover and variability between patients limit residence time.",
      "In vitro adhesion tests correlate imperfectly with in vivo performance.",
    ],
    future: [
      "Mucus-penetrating and mucoadhesive nanoparticles may be combined to reach the epithelium.",
      "Standardised test methods would improve comparison between studies.",
    ],
    keywords: ["Mucoadhesion", "Mucoadhesive polymers", "Buccal delivery", "Thiolated polymers", "Drug delivery"],
    department: "Department of Pharmaceutics",
    refs: () => ["smart", "prausnitz", "korsmeyer"],
  },
  {
    title: "Phytochemicals as antibacterial adjuvants against multidrug-resistant bacteria",
    journals: ["fjphs", "bjps"],
    focus: "amr",
    background:
      "Few new antibiotic classes have reached the clinic in recent decades, while resistance continues to spread. Plant-derived compounds that restore the activity of existing antibiotics are an alternative strategy.",
    objective:
      "To review the mechanisms and evidence for phytochemicals as adjuvants to antibiotics against multidrug-resistant bacteria.",
    points: [
      [
        "Efflux pump inhibition",
        "Flavonoids, alkaloids and terpenoids inhibit bacterial efflux pumps and lower the minimum inhibitory concentration of co-administered antibiotics.",
      ],
      [
        "Other mechanisms",
        "Inhibition of beta-lactamases, disruption of biofilms and interference with quorum sensing have been reported for several plant compounds.",
      ],
      [
        "Evidence base",
        "Most evidence comes from in vitro checkerboard studies, with limited animal data and almost no clinical studies.",
      ],
    ],
    challenges: [
      "Poor bioavailability and non-specific activity limit translation.",
      "Standardisation of plant extracts is often inadequate.",
    ],
    future: [
      "Medicinal chemistry optimisation of promising scaffolds and pharmacokinetic studies are needed.",
      "Combination studies should use standardised methods and clinically relevant isolates.",
    ],
    keywords: [
      "Antimicrobial resistance",
      "Phytochemicals",
      "Efflux pump inhibitors",
      "Antibiotic adjuvants",
      "Multidrug resistance",
    ],
    department: "Department of Pharmacognosy and Phytochemistry",
    refs: (y) => [edition(y, 2023, "murrayAmr", "ventola"), "laxminarayan", "harborne"],
  },
  {
    title: "Similar biologics in India: regulatory pathway and clinical considerations",
    journals: ["bjps", "ijcpms"],
    background:
      "India was among the first countries to approve similar biologics, and many are now marketed for cancer, autoimmune and metabolic diseases. Prescribers need to understand how their similarity is established.",
    objective:
      "To review the Indian regulatory pathway for similar biologics and the clinical considerations in their use.",
    points: [
      [
        "Regulatory framework",
        "Guidelines on similar biologics, first issued in 2012 and revised in 2016, require a stepwise comparability exercise covering quality, non-clinical and clinical data.",
      ],
      [
        "Evidence of similarity",
        "Analytical comparability is the foundation, with confirmatory clinical studies designed to detect clinically meaningful differences.",
      ],
      [
        "Clinical use",
        "Extrapolation of indications, immunogenicity monitoring and interchangeability are the main concerns raised by clinicians.",
      ],
    ],
    challenges: [
      "Post-marketing pharmacovigilance data for similar biologics in India remain limited.",
      "Naming and traceability of products are inconsistent.",
    ],
    future: [
      "Alignment of requirements with international guidance would support exports and confidence.",
      "Registries could provide long-term real-world data.",
    ],
    keywords: ["Similar biologics", "Biosimilars", "Regulatory affairs", "Immunogenicity", "India"],
    department: "Department of Regulatory Affairs",
    refs: () => ["ndct2019", "edwards", "ichE6"],
  },
];

export function reviewText(topic: ReviewTopic, ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const from = rng.pick([2000, 2005, 2010]);
  const until = `${rng.pick(["March", "June", "September", "December"])} ${ctx.year - 1}`;
  const refKeys = topic.refs(ctx.year);
  return {
    title: topic.title,
    abstract: [
      { label: "Background", text: topic.background },
      { label: "Objective", text: topic.objective },
      {
        label: "Methods",
        text: `PubMed, Scopus and Google Scholar were searched for articles published in English between ${from} and ${until}, supplemented by reference lists of key papers and documents from regulatory and professional bodies. Studies were selected for relevance and summarised narratively.`,
      },
      { label: "Key findings", text: topic.points.map((p) => p[1]).join(" ") },
      { label: "Conclusion", text: `${topic.challenges[0]} ${topic.future.join(" ")}` },
    ],
    keywords: topic.keywords.slice(0, rng.int(4, 5)),
    sections: [
      {
        heading: "Introduction",
        paragraphs: [topic.background + " [1]", `${topic.objective.replace(/^To /, "This review aims to ")}`],
      },
      {
        heading: "Literature Search",
        paragraphs: [
          `A narrative review was conducted. PubMed, Scopus and Google Scholar were searched for articles published in English between ${from} and ${until} using combinations of keywords related to ${topic.keywords.slice(0, 3).join(", ").toLowerCase()}. Reference lists of key articles and relevant guidance documents were screened for additional sources [2].`,
        ],
      },
      ...topic.points.map(([heading, text], i) => ({
        heading,
        paragraphs: [i === topic.points.length - 1 ? `${text} [3]` : text],
      })),
      {
        heading: "Challenges and Future Perspectives",
        paragraphs: [topic.challenges.join(" "), topic.future.join(" ")],
      },
      { heading: "Conclusion", paragraphs: [`${topic.points[0][1]} ${topic.future[0]}`] },
    ],
    references: refs(...refKeys),
    department: topic.department,
  };
}
