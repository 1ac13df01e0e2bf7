import type { Rng } from "../prng";
import { edition, refs } from "../references";
import { capitalize, fixed } from "../text-utils";
import type { ArticleText, Family, FamilyContext } from "../types";
import { labInstitution } from "./shared";

type Combination = { drugs: [string, string]; form: string; wavelength: number; use: string };

const COMBINATIONS: Combination[] = [
  { drugs: ["amlodipine besylate", "telmisartan"], form: "tablets", wavelength: 237, use: "hypertension" },
  {
    drugs: ["metformin hydrochloride", "sitagliptin phosphate"],
    form: "tablets",
    wavelength: 225,
    use: "type 2 diabetes mellitus",
  },
  {
    drugs: ["teneligliptin hydrobromide", "metformin hydrochloride"],
    form: "extended-release tablets",
    wavelength: 230,
    use: "type 2 diabetes mellitus",
  },
  { drugs: ["atorvastatin calcium", "ezetimibe"], form: "tablets", wavelength: 240, use: "dyslipidaemia" },
  { drugs: ["olmesartan medoxomil", "hydrochlorothiazide"], form: "tablets", wavelength: 260, use: "hypertension" },
  { drugs: ["empagliflozin", "linagliptin"], form: "tablets", wavelength: 228, use: "type 2 diabetes mellitus" },
  {
    drugs: ["levocetirizine dihydrochloride", "montelukast sodium"],
    form: "tablets",
    wavelength: 230,
    use: "allergic rhinitis",
  },
  {
    drugs: ["ofloxacin", "ornidazole"],
    form: "tablets",
    wavelength: 300,
    use: "mixed bacterial and protozoal infections",
  },
  { drugs: ["paracetamol", "aceclofenac"], form: "tablets", wavelength: 270, use: "pain and inflammation" },
  {
    drugs: ["dapagliflozin", "sitagliptin phosphate"],
    form: "tablets",
    wavelength: 224,
    use: "type 2 diabetes mellitus",
  },
  { drugs: ["cefixime", "ofloxacin"], form: "tablets", wavelength: 288, use: "bacterial infections" },
];

type Technique = {
  id: "hplc" | "hptlc" | "uv" | "uplc";
  name: string;
  titleName: string;
  conditions(rng: Rng, c: Combination): string;
  retention(rng: Rng, c: Combination): string;
};

const TECHNIQUES: Technique[] = [
  {
    id: "hplc",
    name: "reversed-phase high-performance liquid chromatography (RP-HPLC)",
    titleName: "RP-HPLC",
    conditions: (rng, c) =>
      `a C18 column (250 × 4.6 mm, 5 µm) with ${rng.pick(["potassium dihydrogen phosphate buffer (pH 3.0)", "0.1% orthophosphoric acid", "ammonium acetate buffer (pH 4.5)"])} and ${rng.pick(["acetonitrile", "methanol"])} (${rng.pick(["40:60", "45:55", "35:65", "50:50"])}, v/v) as mobile phase at 1.0 mL/min, with photodiode-array detection at ${c.wavelength} nm`,
    retention: (rng, c) =>
      `${fixed(rng.float(2.4, 3.6))} min for ${c.drugs[0]} and ${fixed(rng.float(4.2, 6.8))} min for ${c.drugs[1]}`,
  },
  {
    id: "uplc",
    name: "ultra-performance liquid chromatography (UPLC)",
    titleName: "UPLC",
    conditions: (rng, c) =>
      `a BEH C18 column (100 × 2.1 mm, 1.7 µm) with gradient elution of 0.1% formic acid and acetonitrile at 0.3 mL/min, with detection at ${c.wavelength} nm`,
    retention: (rng, c) =>
      `${fixed(rng.float(0.9, 1.4), 2)} min for ${c.drugs[0]} and ${fixed(rng.float(1.8, 2.6), 2)} min for ${c.drugs[1]}`,
  },
  {
    id: "hptlc",
    name: "high-performance thin-layer chromatography (HPTLC)",
    titleName: "HPTLC",
    conditions: (rng, c) =>
      `aluminium plates precoated with silica gel 60 F254, ${rng.pick(["toluene:ethyl acetate:methanol:glacial acetic acid (6:3:1:0.1, v/v)", "chloroform:methanol:ammonia (8:2:0.2, v/v)", "ethyl acetate:methanol:toluene (5:2:3, v/v)"])} as mobile phase and densitometric scanning at ${c.wavelength} nm`,
    retention: (rng, c) =>
      `Rf values of ${rng.float(0.28, 0.42, 2).toFixed(2)} for ${c.drugs[0]} and ${rng.float(0.55, 0.74, 2).toFixed(2)} for ${c.drugs[1]}`,
  },
  {
    id: "uv",
    name: "UV spectrophotometric simultaneous-equation",
    titleName: "UV spectrophotometric",
    conditions: (_rng, c) =>
      `methanol as solvent, with absorbance measured at the absorption maxima of both drugs on a double-beam spectrophotometer (${c.wavelength} nm being one of the two analytical wavelengths)`,
    retention: () => "",
  },
];

function generate(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const c = rng.pick(COMBINATIONS);
  const tech = rng.pick(TECHNIQUES);
  const chroma = tech.id !== "uv";
  const stability = chroma && rng.chance(0.7);
  const range1 = rng.pick([
    [5, 30],
    [10, 60],
    [2, 12],
    [20, 120],
  ] as const);
  const range2 = rng.pick([
    [4, 24],
    [5, 25],
    [10, 50],
    [1, 6],
  ] as const);
  const unit = tech.id === "hptlc" ? "ng/band" : "µg/mL";
  const scale = tech.id === "hptlc" ? 50 : 1;
  const r2a = rng.float(0.9991, 0.9999, 4);
  const r2b = rng.float(0.999, 0.9999, 4);
  const recLo = rng.float(98.2, 99.3, 1);
  const recHi = rng.float(100.2, 101.6, 1);
  const rsd = rng.float(0.42, 1.68, 2);
  const lod = [rng.float(0.08, 0.62, 2), rng.float(0.05, 0.48, 2)].map((v) => v * scale);
  const loq = lod.map((v) => v * 3.03);
  const degradMost = rng.pick(["alkaline hydrolysis", "oxidative stress (3% hydrogen peroxide)", "acid hydrolysis"]);
  const validationGuide = ctx.year >= 2024 ? "ICH Q2(R2)" : "ICH Q2(R1)";
  const [d1, d2] = c.drugs;
  const conditions = tech.conditions(rng, c);
  const retention = tech.retention(rng, c);
  const title = rng.pick([
    `Development and validation of a ${stability ? "stability-indicating " : ""}${tech.titleName} method for simultaneous estimation of ${d1} and ${d2} in ${c.form}`,
    `A validated ${stability ? "stability-indicating " : ""}${tech.titleName} method for the simultaneous determination of ${d1} and ${d2} in combined dosage form`,
    `Simultaneous quantification of ${d1} and ${d2} in ${c.form} by ${tech.titleName}: method development and validation${stability ? " with forced degradation studies" : ""}`,
  ]);
  const abstract = [
    {
      label: "Background",
      text: `Fixed-dose combinations of ${d1} and ${d2} are widely prescribed for ${c.use}, and routine quality control needs a simple, precise method that quantifies both drugs together without prior separation.`,
    },
    {
      label: "Objective",
      text: `To develop and validate a ${stability ? "stability-indicating " : ""}${tech.name} method for simultaneous estimation of ${d1} and ${d2} in ${c.form}.`,
    },
    {
      label: "Methods",
      text: `${chroma ? "Separation used" : "Quantification used"} ${conditions}. The method was validated according to ${validationGuide} guidelines for specificity, linearity, accuracy, precision, limits of detection and quantification, and robustness.${stability ? " Forced degradation was carried out under acid, alkaline, oxidative, thermal and photolytic conditions." : ""}`,
    },
    {
      label: "Results",
      text: `${chroma ? `Both drugs were well resolved, with ${retention}. ` : ""}The response was linear over ${range1[0] * scale}-${range1[1] * scale} ${unit} for ${d1} (r² = ${r2a.toFixed(4)}) and ${range2[0] * scale}-${range2[1] * scale} ${unit} for ${d2} (r² = ${r2b.toFixed(4)}). Mean recoveries ranged from ${fixed(recLo)}% to ${fixed(recHi)}%, and the relative standard deviation for precision was below ${rsd < 1 ? "1" : "2"}%.${stability ? ` Degradation was most pronounced under ${degradMost}, and degradation products did not interfere with the analyte peaks.` : ""}`,
    },
    {
      label: "Conclusion",
      text: `The method is simple, accurate, precise and ${stability ? "stability-indicating" : "specific"}, and is suitable for routine quality control of ${d1} and ${d2} in ${c.form}.`,
    },
  ];
  const intro = [
    `${capitalize(d1)} and ${d2} are combined in fixed-dose ${c.form} for the management of ${c.use}. Fixed-dose combinations improve adherence, but they make quality control harder because two analytes with different physicochemical properties must be measured in one run [1].`,
    `Several methods have been reported for the individual drugs, but fewer for the combination, and many use long run times or costly reagents. Regulatory guidance requires analytical procedures to be validated for their intended purpose [2]${stability ? " and, for stability studies, to separate the drugs from their degradation products [3]" : ""}. This study aimed to develop a simple ${tech.name} method for the simultaneous estimation of both drugs and validate it according to current guidelines.`,
  ];
  const methods = [
    `Reference standards of ${d1} and ${d2} were obtained as gift samples, and marketed ${c.form} were purchased from local pharmacies. All reagents were of analytical or chromatographic grade.`,
    `The final method used ${conditions}. Stock solutions (1 mg/mL) were prepared in methanol and diluted to the working range. Sample solutions were prepared from the powder of 20 tablets equivalent to one dose and filtered through a 0.45 µm membrane.`,
    `Validation followed ${validationGuide} [2]: specificity against placebo, linearity at six concentration levels, accuracy by standard addition at 80%, 100% and 120%, repeatability and intermediate precision, limits of detection and quantification from the calibration slope, and robustness by deliberate small changes in method parameters.${stability ? " Forced degradation was performed with 0.1 N hydrochloric acid, 0.1 N sodium hydroxide, 3% hydrogen peroxide, dry heat at 80 °C and UV light, following ICH Q1A(R2) [3]." : ""}`,
  ];
  const results = [
    `${chroma ? `Under the optimised conditions both drugs were well resolved, with ${retention}, and system suitability parameters met the acceptance criteria. ` : ""}No interference from excipients was observed, confirming the specificity of the method.`,
    `Calibration was linear over the ranges studied, and the limits of detection were ${fixed(lod[0], 2)} and ${fixed(lod[1], 2)} ${unit}, with limits of quantification of ${fixed(loq[0], 2)} and ${fixed(loq[1], 2)} ${unit} for ${d1} and ${d2}, respectively (Table 1). Recovery was between ${fixed(recLo)}% and ${fixed(recHi)}%, and the method remained robust to small changes in the analytical conditions.${stability ? ` Degradation was greatest under ${degradMost}; all degradation products were separated from the drug peaks, and peak purity was confirmed.` : ""} The assay of marketed ${c.form} gave results between ${fixed(rng.float(98.4, 99.6))}% and ${fixed(rng.float(99.8, 101.2))}% of the labelled amount.`,
  ];
  const discussion = [
    `The developed method quantifies both drugs in a single run with acceptable accuracy and precision. Compared with previously reported procedures, it uses common reagents and a short analysis time, which matters for laboratories that test large numbers of batches [1].`,
    `${stability ? "Because degradation products were resolved from both analytes, the method can be used to monitor stability samples as well as release testing. " : ""}A limitation is that the method was validated in one laboratory; an inter-laboratory study would strengthen evidence of its reproducibility.`,
  ];
  return {
    topicKey: `analysis/${d1}+${d2}/${tech.id}`,
    issueKey: `analysis/${tech.id}`,
    title,
    abstract,
    keywords: [
      capitalize(d1),
      capitalize(d2),
      tech.titleName,
      "Method validation",
      stability ? "Forced degradation" : "Simultaneous estimation",
      "Quality control",
    ].slice(0, rng.int(4, 6)),
    sections: [
      { heading: "Introduction", paragraphs: intro },
      { heading: "Materials and Methods", paragraphs: methods },
      {
        heading: "Results",
        paragraphs: results,
        table: {
          caption: "Table 1. Summary of validation parameters",
          header: ["Parameter", capitalize(d1), capitalize(d2)],
          rows: [
            [
              `Linearity range (${unit})`,
              `${range1[0] * scale}-${range1[1] * scale}`,
              `${range2[0] * scale}-${range2[1] * scale}`,
            ],
            ["Correlation coefficient (r²)", r2a.toFixed(4), r2b.toFixed(4)],
            [`LOD (${unit})`, fixed(lod[0], 2), fixed(lod[1], 2)],
            [`LOQ (${unit})`, fixed(loq[0], 2), fixed(loq[1], 2)],
            [
              "Recovery (%)",
              `${fixed(recLo)}-${fixed(rng.float(100.1, recHi))}`,
              `${fixed(rng.float(recLo, 99.8))}-${fixed(recHi)}`,
            ],
            ["Precision (% RSD)", `< ${rsd < 1 ? "1" : "2"}`, `< ${rsd < 1 ? "1" : "2"}`],
          ],
        },
      },
      { heading: "Discussion", paragraphs: discussion },
      {
        heading: "Conclusion",
        paragraphs: [
          `A ${tech.name} method for the simultaneous estimation of ${d1} and ${d2} was developed and validated. It is accurate, precise and robust, and can be applied to routine analysis${stability ? " and stability testing" : ""} of the combined dosage form.`,
        ],
      },
    ],
    references: refs(
      edition(ctx.year, 2023, "ip2022", "ip2018"),
      validationGuide === "ICH Q2(R2)" ? "ichQ2r2" : "ichQ2r1",
      "ichQ1a",
    ),
    department: "Department of Pharmaceutical Analysis",
  };
}

export const analysisFamily: Family = { id: "analysis", institutions: labInstitution, generate };
