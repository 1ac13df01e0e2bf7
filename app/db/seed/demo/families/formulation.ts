import type { Rng } from "../prng";
import { refs } from "../references";
import { capitalize, fixed, indefinite } from "../text-utils";
import type { ArticleText, Family, FamilyContext } from "../types";
import { labInstitution } from "./shared";

type Problem = "first-pass" | "solubility" | "half-life" | "window" | "local" | "compliance";

type Drug = { name: string; cls: string; problem: Problem };

type DeliverySystem = {
  name: string;
  singular: string;
  method: string;
  excipients: string;
  variables: [string, string];
  route: string;
  aim: string;
  tests: string;
  permeation: string | null;
  releaseMedium: string;
  releaseHours: number;
  nano: boolean;
  drugs: Drug[];
  /** Characterisation results of the optimised batch: [abstract phrase, table rows]. */
  results(rng: Rng): { phrase: string; rows: [string, string][] };
  keywords: string[];
};

const PROBLEM_TEXT: Record<Problem, string> = {
  "first-pass": "undergoes extensive hepatic first-pass metabolism, which limits its oral bioavailability",
  solubility:
    "is poorly soluble in water (Biopharmaceutics Classification System class II), so its oral absorption is dissolution-limited and variable",
  "half-life": "has a short elimination half-life that calls for frequent dosing and causes fluctuating plasma levels",
  window:
    "is absorbed mainly from the upper gastrointestinal tract, so conventional dosage forms pass its absorption window too quickly",
  local:
    "needs to reach the site of infection or inflammation at adequate concentrations, which conventional topical bases achieve poorly",
  compliance:
    "is often needed by patients who find conventional tablets difficult to swallow, such as children, older adults and patients with nausea",
};

const SYSTEMS: DeliverySystem[] = [
  {
    name: "mucoadhesive buccal films",
    singular: "buccal film",
    method: "solvent casting",
    excipients: "hydroxypropyl methylcellulose (HPMC K15M), Carbopol 934P and propylene glycol as plasticiser",
    variables: ["HPMC K15M concentration", "Carbopol 934P concentration"],
    route: "buccal",
    aim: "bypass hepatic first-pass metabolism and provide a rapid onset of action",
    tests:
      "thickness, weight uniformity, folding endurance, surface pH, swelling index, mucoadhesive strength, drug content and in vitro drug release",
    permeation: "ex vivo permeation across excised porcine buccal mucosa in a Franz diffusion cell",
    releaseMedium: "simulated salivary fluid (pH 6.8)",
    releaseHours: 8,
    nano: false,
    drugs: [
      { name: "carvedilol", cls: "beta-adrenergic blocker", problem: "first-pass" },
      { name: "zolmitriptan", cls: "antimigraine agent", problem: "first-pass" },
      { name: "rizatriptan benzoate", cls: "antimigraine agent", problem: "first-pass" },
      { name: "propranolol hydrochloride", cls: "beta-adrenergic blocker", problem: "first-pass" },
      { name: "ondansetron hydrochloride", cls: "antiemetic", problem: "first-pass" },
    ],
    results(rng) {
      const ph = rng.float(6.4, 6.9, 2);
      const strength = rng.float(18, 32, 1);
      const folding = rng.int(240, 320);
      return {
        phrase: `a surface pH of ${ph.toFixed(2)}, folding endurance above ${Math.floor(folding / 10) * 10} and a mucoadhesive strength of ${fixed(strength)} g`,
        rows: [
          ["Thickness (mm)", `${rng.float(0.18, 0.32, 2).toFixed(2)} ± 0.02`],
          ["Folding endurance", `${folding} ± ${rng.int(6, 14)}`],
          ["Surface pH", `${ph.toFixed(2)} ± 0.05`],
          ["Mucoadhesive strength (g)", `${fixed(strength)} ± ${fixed(rng.float(0.8, 1.9))}`],
          ["Drug content (%)", `${fixed(rng.float(97.2, 99.6))} ± ${fixed(rng.float(0.4, 1.2))}`],
        ],
      };
    },
    keywords: ["Buccal film", "Mucoadhesion", "Solvent casting", "First-pass metabolism"],
  },
  {
    name: "solid lipid nanoparticles",
    singular: "nanoparticle dispersion",
    method: "hot homogenisation followed by probe ultrasonication",
    excipients: "glyceryl monostearate as solid lipid and poloxamer 188 as surfactant",
    variables: ["lipid concentration", "surfactant concentration"],
    route: "oral",
    aim: "improve solubilisation, protect the drug from presystemic metabolism and enhance lymphatic uptake",
    tests:
      "particle size, polydispersity index, zeta potential, entrapment efficiency, morphology by transmission electron microscopy and in vitro drug release",
    permeation: "ex vivo intestinal permeation across everted rat gut sac",
    releaseMedium: "phosphate buffer (pH 6.8) in a dialysis bag",
    releaseHours: 24,
    nano: true,
    drugs: [
      { name: "olmesartan medoxomil", cls: "angiotensin II receptor blocker", problem: "solubility" },
      { name: "efavirenz", cls: "non-nucleoside reverse transcriptase inhibitor", problem: "solubility" },
      { name: "raloxifene hydrochloride", cls: "selective oestrogen receptor modulator", problem: "first-pass" },
      { name: "candesartan cilexetil", cls: "angiotensin II receptor blocker", problem: "solubility" },
      { name: "curcumin", cls: "polyphenolic phytoconstituent", problem: "solubility" },
    ],
    results(rng) {
      const size = rng.int(118, 265);
      const zeta = rng.float(-34, -19, 1);
      const ee = rng.float(74, 91, 1);
      return {
        phrase: `a mean particle size of ${size} nm, a zeta potential of ${fixed(zeta)} mV and an entrapment efficiency of ${fixed(ee)}%`,
        rows: [
          ["Particle size (nm)", `${size} ± ${rng.int(4, 11)}`],
          ["Polydispersity index", rng.float(0.16, 0.29, 2).toFixed(2)],
          ["Zeta potential (mV)", `${fixed(zeta)} ± ${fixed(rng.float(0.6, 1.8))}`],
          ["Entrapment efficiency (%)", `${fixed(ee)} ± ${fixed(rng.float(0.9, 2.2))}`],
        ],
      };
    },
    keywords: ["Solid lipid nanoparticles", "Bioavailability enhancement", "Nanocarriers"],
  },
  {
    name: "gastroretentive floating matrix tablets",
    singular: "floating tablet",
    method: "direct compression",
    excipients: "HPMC K100M as release-retarding polymer and sodium bicarbonate as gas-generating agent",
    variables: ["HPMC K100M content", "sodium bicarbonate content"],
    route: "oral",
    aim: "prolong gastric residence time and release the drug above its absorption window",
    tests:
      "hardness, friability, swelling index, floating lag time, total floating time, drug content and in vitro drug release",
    permeation: null,
    releaseMedium: "0.1 N hydrochloric acid",
    releaseHours: 12,
    nano: false,
    drugs: [
      { name: "famotidine", cls: "histamine H2-receptor antagonist", problem: "window" },
      { name: "clarithromycin", cls: "macrolide antibiotic", problem: "window" },
      { name: "ciprofloxacin hydrochloride", cls: "fluoroquinolone antibiotic", problem: "window" },
      { name: "metformin hydrochloride", cls: "biguanide antidiabetic", problem: "window" },
      { name: "baclofen", cls: "skeletal muscle relaxant", problem: "window" },
    ],
    results(rng) {
      const lag = rng.int(28, 74);
      return {
        phrase: `a floating lag time of ${lag} s and a total floating time of more than 12 h`,
        rows: [
          ["Hardness (kg/cm²)", `${fixed(rng.float(5.1, 6.6))} ± 0.3`],
          ["Friability (%)", rng.float(0.32, 0.71, 2).toFixed(2)],
          ["Floating lag time (s)", `${lag} ± ${rng.int(2, 6)}`],
          ["Total floating time (h)", "> 12"],
          ["Swelling index at 8 h (%)", `${rng.int(168, 246)} ± ${rng.int(5, 12)}`],
        ],
      };
    },
    keywords: ["Gastroretentive drug delivery", "Floating tablets", "Sustained release", "HPMC"],
  },
  {
    name: "matrix-type transdermal patches",
    singular: "transdermal patch",
    method: "solvent evaporation",
    excipients:
      "Eudragit RL 100 and polyvinylpyrrolidone K30 with dibutyl phthalate as plasticiser and oleic acid as permeation enhancer",
    variables: ["Eudragit RL 100 to PVP K30 ratio", "oleic acid concentration"],
    route: "transdermal",
    aim: "avoid first-pass metabolism, maintain steady plasma concentrations and reduce dosing frequency",
    tests:
      "thickness, tensile strength, moisture content, moisture uptake, drug content, skin irritation and in vitro drug release",
    permeation: "ex vivo permeation across excised rat abdominal skin in a Franz diffusion cell",
    releaseMedium: "phosphate buffer (pH 7.4)",
    releaseHours: 24,
    nano: false,
    drugs: [
      { name: "diltiazem hydrochloride", cls: "calcium channel blocker", problem: "half-life" },
      { name: "ketoprofen", cls: "non-steroidal anti-inflammatory drug", problem: "half-life" },
      { name: "ropinirole hydrochloride", cls: "dopamine agonist", problem: "first-pass" },
      { name: "nebivolol hydrochloride", cls: "beta-adrenergic blocker", problem: "first-pass" },
    ],
    results(rng) {
      const flux = rng.float(38, 96, 1);
      return {
        phrase: `a steady-state flux of ${fixed(flux)} µg/cm²/h with no signs of skin irritation`,
        rows: [
          ["Thickness (mm)", `${rng.float(0.21, 0.34, 2).toFixed(2)} ± 0.01`],
          ["Tensile strength (kg/cm²)", `${fixed(rng.float(1.6, 3.1))} ± 0.2`],
          ["Moisture content (%)", `${fixed(rng.float(2.1, 4.2))} ± 0.3`],
          ["Steady-state flux (µg/cm²/h)", `${fixed(flux)} ± ${fixed(rng.float(1.2, 3.5))}`],
        ],
      };
    },
    keywords: ["Transdermal drug delivery", "Permeation enhancer", "Eudragit", "Franz diffusion cell"],
  },
  {
    name: "nanoemulgel",
    singular: "nanoemulgel",
    method: "spontaneous emulsification followed by incorporation into a Carbopol 940 gel base",
    excipients: "Capryol 90 as oil phase, Tween 80 as surfactant and Transcutol P as co-surfactant",
    variables: ["surfactant to co-surfactant ratio", "oil content"],
    route: "topical",
    aim: "improve skin penetration and retention while reducing application frequency",
    tests: "globule size, pH, viscosity, spreadability, drug content, skin retention and in vitro drug release",
    permeation: "ex vivo permeation and skin retention across excised goat skin",
    releaseMedium: "phosphate buffer (pH 5.5)",
    releaseHours: 8,
    nano: true,
    drugs: [
      { name: "luliconazole", cls: "imidazole antifungal", problem: "local" },
      { name: "terbinafine hydrochloride", cls: "allylamine antifungal", problem: "local" },
      { name: "aceclofenac", cls: "non-steroidal anti-inflammatory drug", problem: "local" },
      { name: "ketoconazole", cls: "imidazole antifungal", problem: "local" },
    ],
    results(rng) {
      const size = rng.int(92, 188);
      return {
        phrase: `a mean globule size of ${size} nm, a pH of ${fixed(rng.float(5.6, 6.4))} and good spreadability`,
        rows: [
          ["Globule size (nm)", `${size} ± ${rng.int(3, 9)}`],
          ["Polydispersity index", rng.float(0.14, 0.27, 2).toFixed(2)],
          ["Viscosity (cP)", `${rng.int(11200, 18400)} ± ${rng.int(150, 420)}`],
          ["Spreadability (g·cm/s)", `${fixed(rng.float(18, 27))} ± 0.8`],
        ],
      };
    },
    keywords: ["Nanoemulgel", "Topical delivery", "Skin permeation", "Nanoemulsion"],
  },
  {
    name: "orodispersible tablets",
    singular: "orodispersible tablet",
    method: "direct compression",
    excipients:
      "crospovidone, croscarmellose sodium and sodium starch glycolate as superdisintegrants with mannitol as diluent",
    variables: ["crospovidone concentration", "croscarmellose sodium concentration"],
    route: "oral",
    aim: "disperse rapidly in the mouth without water and improve acceptability and onset of action",
    tests:
      "hardness, friability, wetting time, water absorption ratio, in vitro disintegration time, drug content and in vitro dissolution",
    permeation: null,
    releaseMedium: "phosphate buffer (pH 6.8)",
    releaseHours: 0,
    nano: false,
    drugs: [
      { name: "domperidone", cls: "prokinetic antiemetic", problem: "compliance" },
      { name: "ondansetron hydrochloride", cls: "antiemetic", problem: "compliance" },
      { name: "montelukast sodium", cls: "leukotriene receptor antagonist", problem: "compliance" },
      { name: "olanzapine", cls: "atypical antipsychotic", problem: "compliance" },
    ],
    results(rng) {
      const dt = rng.int(16, 42);
      return {
        phrase: `an in vitro disintegration time of ${dt} s and a wetting time of ${rng.int(dt + 4, dt + 25)} s`,
        rows: [
          ["Hardness (kg/cm²)", `${fixed(rng.float(3.1, 4.2))} ± 0.2`],
          ["Friability (%)", rng.float(0.41, 0.78, 2).toFixed(2)],
          ["Disintegration time (s)", `${dt} ± ${rng.int(1, 4)}`],
          ["Water absorption ratio (%)", `${rng.int(68, 104)} ± ${rng.int(2, 6)}`],
        ],
      };
    },
    keywords: ["Orodispersible tablets", "Superdisintegrants", "Direct compression", "Patient compliance"],
  },
  {
    name: "ion-activated in situ ophthalmic gels",
    singular: "in situ gel",
    method: "cold dispersion of gellan gum with HPMC E50LV as viscosity enhancer",
    excipients: "gellan gum, HPMC E50LV and benzalkonium chloride as preservative",
    variables: ["gellan gum concentration", "HPMC E50LV concentration"],
    route: "ocular",
    aim: "prolong precorneal residence time and reduce the frequency of instillation",
    tests:
      "clarity, pH, gelling capacity, viscosity, drug content, sterility, ocular irritation and in vitro drug release",
    permeation: "transcorneal permeation across excised goat cornea",
    releaseMedium: "simulated tear fluid (pH 7.4)",
    releaseHours: 8,
    nano: false,
    drugs: [
      { name: "moxifloxacin hydrochloride", cls: "fluoroquinolone antibiotic", problem: "local" },
      { name: "timolol maleate", cls: "beta-adrenergic blocker", problem: "local" },
      { name: "brimonidine tartrate", cls: "alpha-2 adrenergic agonist", problem: "local" },
      { name: "natamycin", cls: "polyene antifungal", problem: "local" },
    ],
    results(rng) {
      const ph = fixed(rng.float(6.8, 7.3));
      return {
        phrase: `immediate gelation on contact with simulated tear fluid, a pH of ${ph} and a sol viscosity suitable for instillation`,
        rows: [
          ["pH", `${ph} ± 0.1`],
          ["Gelling capacity", "+++ (immediate, lasting > 8 h)"],
          ["Viscosity, sol (cP)", `${rng.int(48, 96)} ± ${rng.int(2, 5)}`],
          ["Viscosity, gel (cP)", `${rng.int(1650, 2900)} ± ${rng.int(40, 90)}`],
        ],
      };
    },
    keywords: ["In situ gel", "Ocular drug delivery", "Gellan gum", "Precorneal residence"],
  },
  {
    name: "self-nanoemulsifying drug delivery systems",
    singular: "SNEDDS",
    method: "construction of pseudo-ternary phase diagrams and simple mixing of oil, surfactant and co-surfactant",
    excipients: "Capmul MCM as oil, Cremophor RH 40 as surfactant and PEG 400 as co-surfactant",
    variables: ["oil content", "surfactant to co-surfactant ratio"],
    route: "oral",
    aim: "keep the drug in solution in the gastrointestinal tract and improve its oral bioavailability",
    tests:
      "self-emulsification time, droplet size, polydispersity index, zeta potential, robustness to dilution, thermodynamic stability and in vitro drug release",
    permeation: null,
    releaseMedium: "phosphate buffer (pH 6.8) in a dialysis bag",
    releaseHours: 2,
    nano: true,
    drugs: [
      { name: "atorvastatin calcium", cls: "HMG-CoA reductase inhibitor", problem: "solubility" },
      { name: "rosuvastatin calcium", cls: "HMG-CoA reductase inhibitor", problem: "first-pass" },
      { name: "nimodipine", cls: "calcium channel blocker", problem: "solubility" },
      { name: "cilnidipine", cls: "calcium channel blocker", problem: "solubility" },
      { name: "fenofibrate", cls: "fibric acid derivative", problem: "solubility" },
    ],
    results(rng) {
      const size = rng.int(24, 86);
      const time = rng.int(18, 45);
      return {
        phrase: `self-emulsification within ${time} s and a mean droplet size of ${size} nm that was robust to dilution`,
        rows: [
          ["Self-emulsification time (s)", `${time} ± ${rng.int(2, 5)}`],
          ["Droplet size (nm)", `${size} ± ${rng.int(2, 6)}`],
          ["Polydispersity index", rng.float(0.12, 0.26, 2).toFixed(2)],
          ["Zeta potential (mV)", `${fixed(rng.float(-24, -11))} ± 0.9`],
        ],
      };
    },
    keywords: ["SNEDDS", "Solubility enhancement", "Lipid-based formulation", "Oral bioavailability"],
  },
];

function generate(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const antimicrobialFocus = ctx.focus === "amr";
  const candidates = antimicrobialFocus
    ? SYSTEMS.filter((s) => s.drugs.some((d) => /antibiotic|antifungal/.test(d.cls)))
    : SYSTEMS;
  const sys = rng.pick(candidates);
  const drugPool = antimicrobialFocus ? sys.drugs.filter((d) => /antibiotic|antifungal/.test(d.cls)) : sys.drugs;
  const drug = rng.pick(drugPool);
  const design = rng.pick(["3² full factorial design", "central composite design"]);
  const runs = design.startsWith("3²") ? 9 : 13;
  const code = `${design.startsWith("3²") ? "F" : "R"}${rng.int(2, runs)}`;
  const res = sys.results(rng);
  const immediate = sys.releaseHours <= 2;
  const released = rng.float(immediate ? 92 : 86, immediate ? 99.5 : 97.8, 1);
  const peppasN = rng.float(0.48, 0.86, 2);
  const r2 = rng.float(0.981, 0.997, 3);
  const comparator = sys.nano ? "the plain drug suspension" : "the marketed conventional formulation";
  const fold = rng.float(1.6, 3.4, 1);
  const releaseText = immediate
    ? `released ${fixed(released)}% of ${drug.name} within ${sys.releaseHours === 0 ? "15 min" : `${sys.releaseHours * 60} min`}`
    : `released ${fixed(released)}% of ${drug.name} over ${sys.releaseHours} h`;
  const kinetics = immediate
    ? "Release was rapid and complete, in contrast to the slower release of the unformulated drug."
    : `Release followed the Korsmeyer-Peppas model (R² = ${r2.toFixed(3)}) with a release exponent of ${peppasN.toFixed(2)}, indicating ${peppasN < 0.5 ? "Fickian diffusion" : "anomalous (non-Fickian) transport"}.`;

  const titles = [
    `Formulation and in vitro evaluation of ${sys.name} of ${drug.name}`,
    `Development and optimisation of ${drug.name}-loaded ${sys.name} using a ${design}`,
    `Design, characterisation and ${sys.permeation ? "ex vivo permeation" : "in vitro release"} of ${sys.name} containing ${drug.name}`,
    `${capitalize(sys.name)} of ${drug.name}: formulation by ${design} and evaluation`,
  ];
  const title = rng.pick(titles);

  const abstract = [
    {
      label: "Background",
      text: `${capitalize(drug.name)} is ${indefinite(drug.cls)} that ${PROBLEM_TEXT[drug.problem]}. ${capitalize(sys.name)} offer a way to ${sys.aim}.`,
    },
    {
      label: "Objective",
      text: `To develop and optimise ${sys.name} of ${drug.name} and to evaluate their physicochemical properties and drug release.`,
    },
    {
      label: "Methods",
      text: `Formulations were prepared by ${sys.method} using ${sys.excipients}. A ${design} with ${runs} runs studied the effect of ${sys.variables[0]} and ${sys.variables[1]} on the critical quality attributes. Formulations were characterised for physicochemical properties and drug release${sys.permeation ? `, and the optimised formulation was studied for ${sys.permeation}` : ""}.`,
    },
    {
      label: "Results",
      text: `The optimised formulation (${code}) showed ${res.phrase}, and ${releaseText} in ${sys.releaseMedium}. ${kinetics}${sys.permeation ? ` Permeation from the optimised formulation was ${fold}-fold higher than from ${comparator}.` : ""} It remained stable under accelerated conditions for 3 months.`,
    },
    {
      label: "Conclusion",
      text: `The optimised ${sys.singular} is a promising ${sys.route} dosage form for ${drug.name} and merits pharmacokinetic evaluation in vivo.`,
    },
  ];

  const intro = [
    `${capitalize(drug.name)} is ${indefinite(drug.cls)} widely used in clinical practice. Its usefulness is limited because it ${PROBLEM_TEXT[drug.problem]} [1]. Novel dosage forms that change where and how fast the drug is released are a practical way to overcome these limitations without changing the molecule itself [2].`,
    `${capitalize(sys.name)} are designed to ${sys.aim}. Formulation variables interact in ways that are difficult to predict one factor at a time, so statistical experimental designs are now standard practice for identifying a robust formulation with the fewest experiments [3]. The present study applied a ${design} to develop ${sys.name} of ${drug.name} and characterised the optimised formulation.`,
  ];
  const methods = [
    `${capitalize(drug.name)} was obtained as a gift sample from a pharmaceutical manufacturer, and all excipients were of pharmaceutical grade. Analytical-grade solvents were used throughout. The drug was quantified by UV spectrophotometry after confirming linearity, precision and accuracy over the working range.`,
    `Formulations were prepared by ${sys.method} using ${sys.excipients}. In the ${design}, ${sys.variables[0]} and ${sys.variables[1]} were the independent variables, and ${immediate ? "disintegration time and percentage of drug released" : "the critical quality attributes and cumulative drug release"} were the responses. The optimised composition was selected by numerical desirability and prepared in triplicate to confirm the predictions.`,
    `The formulations were evaluated for ${sys.tests}. In vitro release was studied in ${sys.releaseMedium} at 37 ± 0.5 °C${immediate ? " using USP apparatus II at 50 rpm" : ""}, and release data were fitted to zero-order, first-order, Higuchi and Korsmeyer-Peppas models [4,5,7].${sys.permeation ? ` The optimised formulation was further studied for ${sys.permeation}.` : ""} Stability was assessed according to ICH Q1A(R2) [6]. Results are reported as mean ± standard deviation (n = 3) and compared by one-way analysis of variance.`,
  ];
  const results = [
    `FTIR spectra of the physical mixtures retained the characteristic peaks of ${drug.name}, and the melting endotherm of the drug was preserved in the thermograms, indicating that the selected excipients were compatible. All batches were uniform in appearance and drug content, which ranged from ${fixed(rng.float(95.1, 96.8))}% to ${fixed(rng.float(99.1, 101.4))}%.`,
    `The regression models for the responses were significant (p < 0.05) with adequate precision. ${capitalize(sys.variables[0])} had the largest effect on drug release, while ${sys.variables[1]} mainly influenced the physical properties. The optimised formulation ${code} showed ${res.phrase} (Table 1); observed values deviated from the predicted values by less than 5%.`,
    `The optimised formulation ${releaseText}. ${kinetics}${sys.permeation ? ` In the permeation study, ${code} showed ${fold}-fold higher permeation than ${comparator} (p < 0.05).` : ""} No significant changes in appearance, drug content or release profile were observed after 3 months of accelerated stability testing.`,
  ];
  const discussion = [
    `The results show that ${sys.name} can be formulated reproducibly for ${drug.name} with the selected excipients. The influence of ${sys.variables[0]} on release agrees with the known behaviour of such systems, in which the polymer or lipid content governs the diffusional path length and the rate of matrix hydration [2,5].`,
    `${sys.permeation ? `The higher permeation from the optimised formulation is consistent with the intended ${sys.route} route and suggests that more of the dose could reach the systemic circulation or the target tissue.` : `The release behaviour of the optimised formulation matched the intended design, which should translate into more predictable exposure in vivo.`} The study has limitations: in vivo pharmacokinetics and long-term stability at real-time conditions were not studied, and these are required before clinical use.`,
  ];
  const conclusion = [
    `${capitalize(sys.name)} of ${drug.name} were successfully developed and optimised using a ${design}. The optimised formulation showed suitable physicochemical properties, the intended release profile and good stability, and warrants further in vivo evaluation.`,
  ];

  return {
    topicKey: `formulation/${sys.name}/${drug.name}`,
    issueKey: `formulation/${sys.name}`,
    title,
    abstract,
    keywords: [capitalize(drug.name), ...rng.pickN(sys.keywords, 3), capitalize(design.replace(/^3² /, ""))].slice(
      0,
      rng.int(4, 6),
    ),
    sections: [
      { heading: "Introduction", paragraphs: intro },
      { heading: "Materials and Methods", paragraphs: methods },
      {
        heading: "Results",
        paragraphs: results,
        table: {
          caption: `Table 1. Characterisation of the optimised formulation ${code} (mean ± SD, n = 3)`,
          header: ["Parameter", "Result"],
          rows: res.rows,
        },
      },
      { heading: "Discussion", paragraphs: discussion },
      { heading: "Conclusion", paragraphs: conclusion },
    ],
    references: [
      ...refs("amidon"),
      sys.nano
        ? refs("mehnert")[0]
        : sys.route === "buccal"
          ? refs("smart")[0]
          : sys.route === "transdermal"
            ? refs("prausnitz")[0]
            : refs("costa")[0],
      ...refs("montgomery", "korsmeyer", "higuchi", "ichQ1a", "ritger"),
    ],
    department: "Department of Pharmaceutics",
  };
}

export const formulationFamily: Family = { id: "formulation", institutions: labInstitution, generate };
