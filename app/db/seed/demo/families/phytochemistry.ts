import type { Rng } from "../prng";
import { refs, type RefKey } from "../references";
import { capitalize, fixed, joinList } from "../text-utils";
import type { ArticleText, Family, FamilyContext } from "../types";
import { labInstitution } from "./shared";

type Plant = { name: string; part: string; family: string; use: string };

const PLANTS: Plant[] = [
  {
    name: "Andrographis paniculata",
    part: "aerial parts",
    family: "Acanthaceae",
    use: "fever, liver disorders and infections",
  },
  {
    name: "Tinospora cordifolia",
    part: "stems",
    family: "Menispermaceae",
    use: "fever, diabetes and as an immunomodulator",
  },
  { name: "Moringa oleifera", part: "leaves", family: "Moringaceae", use: "inflammation, diabetes and malnutrition" },
  {
    name: "Ocimum tenuiflorum",
    part: "leaves",
    family: "Lamiaceae",
    use: "respiratory complaints, stress and infections",
  },
  { name: "Azadirachta indica", part: "leaves", family: "Meliaceae", use: "skin diseases, fever and infections" },
  { name: "Terminalia arjuna", part: "stem bark", family: "Combretaceae", use: "cardiovascular disorders" },
  { name: "Withania somnifera", part: "roots", family: "Solanaceae", use: "stress, fatigue and inflammation" },
  { name: "Gymnema sylvestre", part: "leaves", family: "Apocynaceae", use: "diabetes" },
  { name: "Phyllanthus amarus", part: "whole plant", family: "Phyllanthaceae", use: "jaundice and liver disorders" },
  { name: "Boerhavia diffusa", part: "roots", family: "Nyctaginaceae", use: "oedema, liver and kidney disorders" },
  { name: "Syzygium cumini", part: "seeds", family: "Myrtaceae", use: "diabetes" },
  { name: "Aegle marmelos", part: "leaves", family: "Rutaceae", use: "diabetes and gastrointestinal disorders" },
  { name: "Centella asiatica", part: "leaves", family: "Apiaceae", use: "wound healing and cognitive decline" },
  { name: "Coccinia grandis", part: "leaves", family: "Cucurbitaceae", use: "diabetes and skin infections" },
  { name: "Ficus racemosa", part: "stem bark", family: "Moraceae", use: "diabetes, diarrhoea and wounds" },
  { name: "Punica granatum", part: "fruit peel", family: "Lythraceae", use: "diarrhoea, infections and wounds" },
];

type Activity = {
  id: string;
  title: string;
  noun: string;
  model: string;
  standard: string;
  refs: RefKey[];
  inVivo: boolean;
  outcome(rng: Rng): {
    abstract: string;
    body: string;
    rows: [string, string, string, string][];
    header: [string, string, string, string];
  };
};

const ACTIVITIES: Activity[] = [
  {
    id: "antidiabetic",
    title: "antidiabetic",
    noun: "antidiabetic activity",
    model: "streptozotocin-nicotinamide-induced diabetic Wistar rats treated for 21 days",
    standard: "glibenclamide (5 mg/kg)",
    refs: ["oecd423", "arrive"],
    inVivo: true,
    outcome(rng) {
      const base = rng.int(268, 312);
      const low = rng.int(178, 205);
      const high = rng.int(132, 158);
      const std = rng.int(118, 136);
      return {
        abstract: `the extract at 400 mg/kg lowered fasting blood glucose from ${base} to ${high} mg/dL by day 21 (p < 0.001 versus diabetic control), comparable to glibenclamide, and improved the lipid profile`,
        body: `Fasting blood glucose fell in a dose-dependent manner: at day 21 it was ${low} mg/dL at 200 mg/kg and ${high} mg/dL at 400 mg/kg, against ${rng.int(290, 330)} mg/dL in the diabetic control group and ${std} mg/dL with glibenclamide (Table 1). Serum total cholesterol and triglycerides decreased and body weight loss was attenuated in treated animals.`,
        header: ["Group", "Day 0 (mg/dL)", "Day 21 (mg/dL)", "Change (%)"],
        rows: [
          [
            "Diabetic control",
            `${base + rng.int(-8, 8)} ± 9`,
            `${base + rng.int(10, 24)} ± 11`,
            `+${fixed(rng.float(3, 8))}`,
          ],
          ["Extract 200 mg/kg", `${base + rng.int(-8, 8)} ± 10`, `${low} ± 8`, `-${fixed((1 - low / base) * 100)}`],
          ["Extract 400 mg/kg", `${base} ± 11`, `${high} ± 7`, `-${fixed((1 - high / base) * 100)}`],
          ["Glibenclamide 5 mg/kg", `${base + rng.int(-8, 8)} ± 9`, `${std} ± 6`, `-${fixed((1 - std / base) * 100)}`],
        ],
      };
    },
  },
  {
    id: "hepatoprotective",
    title: "hepatoprotective",
    noun: "hepatoprotective activity",
    model: "paracetamol-induced (2 g/kg) hepatotoxicity in Wistar rats",
    standard: "silymarin (100 mg/kg)",
    refs: ["oecd423", "arrive"],
    inVivo: true,
    outcome(rng) {
      const alt = [rng.int(176, 214), rng.int(112, 138), rng.int(74, 96), rng.int(62, 80)];
      const ast = [rng.int(248, 296), rng.int(168, 196), rng.int(118, 142), rng.int(104, 126)];
      return {
        abstract: `pretreatment with the extract at 400 mg/kg reduced serum ALT from ${alt[0]} to ${alt[2]} IU/L and AST from ${ast[0]} to ${ast[2]} IU/L (p < 0.001), and preserved hepatic architecture on histopathology`,
        body: `Paracetamol markedly raised serum ALT, AST, alkaline phosphatase and total bilirubin. Pretreatment with the extract reduced these elevations dose-dependently; at 400 mg/kg the effect approached that of silymarin (Table 1). Histopathology showed reduced centrilobular necrosis and inflammatory infiltration in treated groups.`,
        header: ["Group", "ALT (IU/L)", "AST (IU/L)", "Total bilirubin (mg/dL)"],
        rows: [
          ["Paracetamol control", `${alt[0]} ± 12`, `${ast[0]} ± 15`, `${fixed(rng.float(1.8, 2.4))} ± 0.2`],
          ["Extract 200 mg/kg", `${alt[1]} ± 9`, `${ast[1]} ± 11`, `${fixed(rng.float(1.2, 1.5))} ± 0.1`],
          ["Extract 400 mg/kg", `${alt[2]} ± 7`, `${ast[2]} ± 9`, `${fixed(rng.float(0.8, 1.1))} ± 0.1`],
          ["Silymarin 100 mg/kg", `${alt[3]} ± 6`, `${ast[3]} ± 8`, `${fixed(rng.float(0.6, 0.9))} ± 0.1`],
        ],
      };
    },
  },
  {
    id: "anti-inflammatory",
    title: "anti-inflammatory",
    noun: "anti-inflammatory activity",
    model: "carrageenan-induced paw oedema in Wistar rats",
    standard: "diclofenac sodium (10 mg/kg)",
    refs: ["winter", "oecd423"],
    inVivo: true,
    outcome(rng) {
      const inh = [rng.float(24, 36, 1), rng.float(44, 58, 1), rng.float(61, 72, 1)];
      return {
        abstract: `the extract inhibited paw oedema by ${fixed(inh[0])}% at 200 mg/kg and ${fixed(inh[1])}% at 400 mg/kg at 3 h, compared with ${fixed(inh[2])}% for diclofenac sodium (p < 0.01)`,
        body: `Carrageenan produced a progressive increase in paw volume that peaked at 3 h. The extract reduced oedema at all time points after the first hour, with maximum inhibition of ${fixed(inh[1])}% at 400 mg/kg (Table 1).`,
        header: ["Group", "Paw volume at 3 h (mL)", "Inhibition at 3 h (%)", "Inhibition at 5 h (%)"],
        rows: [
          ["Control", `${fixed(rng.float(0.92, 1.08), 2)} ± 0.04`, "-", "-"],
          [
            "Extract 200 mg/kg",
            `${fixed(rng.float(0.68, 0.76), 2)} ± 0.03`,
            fixed(inh[0]),
            fixed(inh[0] + rng.float(1, 5)),
          ],
          [
            "Extract 400 mg/kg",
            `${fixed(rng.float(0.48, 0.56), 2)} ± 0.03`,
            fixed(inh[1]),
            fixed(inh[1] + rng.float(1, 5)),
          ],
          [
            "Diclofenac 10 mg/kg",
            `${fixed(rng.float(0.34, 0.4), 2)} ± 0.02`,
            fixed(inh[2]),
            fixed(inh[2] + rng.float(1, 4)),
          ],
        ],
      };
    },
  },
  {
    id: "antioxidant",
    title: "in vitro antioxidant",
    noun: "in vitro antioxidant activity",
    model: "DPPH and ABTS radical scavenging and ferric reducing antioxidant power (FRAP) assays",
    standard: "ascorbic acid",
    refs: ["singleton", "brandWilliams"],
    inVivo: false,
    outcome(rng) {
      const tpc = rng.float(68, 182, 1);
      const ic = [rng.float(38, 96, 1), rng.float(24, 72, 1)];
      const asc = [rng.float(8, 14, 1), rng.float(6, 11, 1)];
      return {
        abstract: `the extract had a total phenolic content of ${fixed(tpc)} mg gallic acid equivalents/g and scavenged DPPH and ABTS radicals with IC50 values of ${fixed(ic[0])} and ${fixed(ic[1])} µg/mL, respectively`,
        body: `The total phenolic content was ${fixed(tpc)} mg gallic acid equivalents/g and the total flavonoid content ${fixed(rng.float(22, 74))} mg quercetin equivalents/g of extract. Radical scavenging was concentration-dependent in both assays (Table 1), and reducing power increased linearly with concentration in the FRAP assay.`,
        header: ["Assay", "Extract IC50 (µg/mL)", "Ascorbic acid IC50 (µg/mL)", "R²"],
        rows: [
          ["DPPH", fixed(ic[0]), fixed(asc[0]), rng.float(0.982, 0.996, 3).toFixed(3)],
          ["ABTS", fixed(ic[1]), fixed(asc[1]), rng.float(0.978, 0.995, 3).toFixed(3)],
        ],
      };
    },
  },
  {
    id: "antibacterial",
    title: "antibacterial",
    noun: "antibacterial activity",
    model:
      "agar well diffusion and broth microdilution against Staphylococcus aureus, Escherichia coli, Pseudomonas aeruginosa and Klebsiella pneumoniae, including multidrug-resistant clinical isolates",
    standard: "ciprofloxacin",
    refs: ["murrayAmr", "laxminarayan"],
    inVivo: false,
    outcome(rng) {
      const mic = [
        rng.pick([62.5, 125, 250]),
        rng.pick([125, 250, 500]),
        rng.pick([250, 500, 1000]),
        rng.pick([125, 250, 500]),
      ];
      const zones = [rng.float(16, 22, 1), rng.float(12, 17, 1), rng.float(9, 13, 1), rng.float(11, 16, 1)];
      return {
        abstract: `the extract was most active against Staphylococcus aureus (zone of inhibition ${fixed(zones[0])} mm; MIC ${mic[0]} µg/mL), with weaker activity against Gram-negative organisms, including multidrug-resistant isolates`,
        body: `The extract inhibited all test organisms in a concentration-dependent manner. Activity was greatest against Staphylococcus aureus and lowest against Pseudomonas aeruginosa (Table 1). The extract also inhibited two multidrug-resistant clinical isolates of Klebsiella pneumoniae at MICs of ${mic[3]}-${mic[3] * 2} µg/mL.`,
        header: ["Organism", "Zone of inhibition (mm)", "MIC (µg/mL)", "Ciprofloxacin zone (mm)"],
        rows: [
          ["Staphylococcus aureus", fixed(zones[0]), String(mic[0]), fixed(rng.float(26, 31))],
          ["Escherichia coli", fixed(zones[1]), String(mic[1]), fixed(rng.float(27, 32))],
          ["Pseudomonas aeruginosa", fixed(zones[2]), String(mic[2]), fixed(rng.float(22, 27))],
          ["Klebsiella pneumoniae", fixed(zones[3]), String(mic[3]), fixed(rng.float(18, 25))],
        ],
      };
    },
  },
];

const SOLVENTS = ["hydroalcoholic (70% ethanol)", "methanolic", "aqueous", "ethyl acetate"];

function generate(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const plant = rng.pick(PLANTS);
  const activity =
    ctx.focus === "amr"
      ? ACTIVITIES.find((a) => a.id === "antibacterial")!
      : rng.pick(ACTIVITIES.filter((a) => ctx.focus !== "herbal" || a.id !== "antibacterial"));
  const solvent = rng.pick(SOLVENTS);
  const out = activity.outcome(rng);
  const constituents = rng.pickN(
    ["alkaloids", "flavonoids", "phenolic compounds", "tannins", "saponins", "terpenoids", "glycosides", "steroids"],
    rng.int(4, 5),
  );
  const yieldPct = rng.float(6.2, 18.4, 1);
  const title = rng.pick([
    `Phytochemical screening and ${activity.title} activity of ${solvent.replace(/ \(.*\)$/, "")} extract of ${plant.name} ${plant.part}`,
    `Evaluation of the ${activity.noun} of ${plant.name} ${plant.part} extract${activity.inVivo ? " in experimental animals" : ""}`,
    `${capitalize(activity.title)} potential of ${plant.name} ${plant.part}: phytochemical profile and ${activity.inVivo ? "in vivo" : "in vitro"} evaluation`,
  ]);
  const toxicity = activity.inVivo
    ? " Acute oral toxicity was assessed according to OECD guideline 423, and the extract was tested at 200 and 400 mg/kg."
    : "";
  const abstract = [
    {
      label: "Background",
      text: `${plant.name} (${plant.family}) is used in traditional medicine for ${plant.use}, but scientific evidence supporting its ${activity.noun} is limited. Standardised extracts with documented activity are needed before such plants can be developed into reliable herbal products.`,
    },
    {
      label: "Objective",
      text: `To characterise the phytochemical profile of the ${solvent} extract of ${plant.name} ${plant.part} and to evaluate its ${activity.noun}.`,
    },
    {
      label: "Methods",
      text: `Shade-dried, powdered ${plant.part} were extracted by ${rng.pick(["Soxhlet extraction", "cold maceration", "ultrasound-assisted extraction"])}. Preliminary phytochemical screening, total phenolic and flavonoid content and HPTLC fingerprinting were performed.${toxicity} Activity was studied using ${activity.model}, with ${activity.standard} as the reference standard.`,
    },
    {
      label: "Results",
      text: `The extract (yield ${fixed(yieldPct)}% w/w) contained ${joinList(constituents)}.${activity.inVivo ? " It was non-toxic up to 2000 mg/kg." : ""} In the activity studies, ${out.abstract}.`,
    },
    {
      label: "Conclusion",
      text: `The findings support the traditional use of ${plant.name} and justify bioassay-guided isolation of its active constituents.`,
    },
  ];
  const extraRefs = activity.refs.filter((k) => k !== "oecd423" && k !== "arrive" && k !== "singleton");
  const firstExtra = activity.inVivo ? 5 : 3;
  const activityRefs = extraRefs.length > 0 ? extraRefs.map((_, i) => firstExtra + i).join(",") : "3";
  const intro = [
    `Medicinal plants remain an important source of new therapeutic leads, and standardised herbal preparations are widely used in primary care across South Asia. ${plant.name} (${plant.family}) is described in traditional texts for ${plant.use}, and its ${plant.part} are sold in local markets as crude drugs.`,
    `Although several pharmacological effects have been attributed to the plant, systematic evaluation of its ${activity.noun} with an appropriate reference standard is scarce. The present study characterised the ${solvent} extract of ${plant.name} ${plant.part} and evaluated its ${activity.noun} using ${activity.model}.`,
  ];
  const methods = [
    `${capitalize(plant.part)} were collected locally, authenticated by a taxonomist, and a voucher specimen was deposited in the institutional herbarium. The material was shade-dried, powdered and extracted with ${solvent.replace(/^hydroalcoholic /, "")} solvent; the extract was concentrated under reduced pressure and stored at 4 °C.`,
    `Preliminary phytochemical screening used standard qualitative tests [1]. Total phenolic content was determined by the Folin-Ciocalteu method [2], and an HPTLC fingerprint was developed on silica gel 60 F254 plates.${activity.inVivo ? " Acute oral toxicity was assessed following OECD guideline 423 [3]. Animal experiments were approved by the Institutional Animal Ethics Committee, conducted in accordance with national guidelines for the care and use of laboratory animals, and reported following the ARRIVE guidelines [4]." : ""}`,
    `${capitalize(activity.noun)} was evaluated using ${activity.model} [${activityRefs}], with ${activity.standard} as the reference standard${activity.inVivo ? " and six animals per group" : " and all assays performed in triplicate"}. Data are expressed as mean ± standard error of the mean and were analysed by one-way analysis of variance followed by Dunnett's test; p < 0.05 was considered significant.`,
  ];
  const results = [
    `The extraction yield was ${fixed(yieldPct)}% w/w. Phytochemical screening revealed ${joinList(constituents)}, and the HPTLC fingerprint showed ${rng.int(6, 11)} well-resolved bands, providing a reference profile for standardisation.${activity.inVivo ? " No mortality or signs of toxicity were observed up to 2000 mg/kg." : ""}`,
    out.body,
  ];
  const discussion = [
    `The ${activity.noun} observed in this study is consistent with the phytochemical profile of the extract. ${capitalize(constituents[0])} and ${constituents[1]} have been associated with ${activity.id === "antibacterial" ? "membrane disruption and efflux pump inhibition" : activity.id === "antioxidant" ? "radical scavenging and metal chelation" : "modulation of oxidative stress and inflammatory mediators"}, which may account at least in part for the effect.`,
    `The study has limitations. The active constituents were not isolated, and the mechanism of action was not established. Bioassay-guided fractionation and studies of chronic toxicity are needed before the extract can be developed into a standardised herbal product.`,
  ];
  return {
    topicKey: `phyto/${plant.name}/${activity.id}`,
    issueKey: `phyto/${activity.id}`,
    title,
    abstract,
    keywords: [
      plant.name,
      capitalize(activity.noun.replace("in vitro ", "")),
      rng.pick(["Phytochemical screening", "Medicinal plants"]),
      "HPTLC fingerprinting",
      capitalize(plant.family),
      "Herbal medicine",
    ].slice(0, rng.int(4, 6)),
    sections: [
      { heading: "Introduction", paragraphs: intro },
      { heading: "Materials and Methods", paragraphs: methods },
      {
        heading: "Results",
        paragraphs: results,
        table: {
          caption: `Table 1. ${capitalize(activity.noun)} of the ${plant.name} extract`,
          header: out.header,
          rows: out.rows,
        },
      },
      { heading: "Discussion", paragraphs: discussion },
      {
        heading: "Conclusion",
        paragraphs: [
          `The ${solvent} extract of ${plant.name} ${plant.part} showed significant ${activity.noun}, supporting its traditional use. Isolation and characterisation of the active principles are warranted.`,
        ],
      },
    ],
    references: [
      ...refs("harborne", "singleton"),
      ...refs(...(activity.inVivo ? (["oecd423", "arrive"] as RefKey[]) : [])),
      ...refs(...extraRefs),
    ],
    department: "Department of Pharmacognosy and Phytochemistry",
  };
}

export const phytochemistryFamily: Family = { id: "phytochemistry", institutions: labInstitution, generate };
