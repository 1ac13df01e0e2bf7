import { refs } from "../references";
import { capitalize, fixed, countStart, numberOrDigits } from "../text-utils";
import type { ArticleText, Family, FamilyContext } from "../types";
import { labInstitution } from "./shared";

type Target = {
  action: "inhibitor" | "agonist";
  name: string;
  short: string;
  pdb: string;
  ligand: string;
  standard: string;
  residues: string[];
  use: string;
};

const TARGETS: Target[] = [
  {
    name: "epidermal growth factor receptor tyrosine kinase",
    short: "EGFR",
    pdb: "1M17",
    ligand: "erlotinib",
    standard: "erlotinib",
    residues: ["Met769", "Thr766", "Lys721", "Leu694"],
    use: "anticancer",
    action: "inhibitor",
  },
  {
    name: "cyclooxygenase-2",
    short: "COX-2",
    pdb: "1CX2",
    ligand: "SC-558",
    standard: "celecoxib",
    residues: ["Arg513", "His90", "Val523", "Tyr355"],
    use: "anti-inflammatory",
    action: "inhibitor",
  },
  {
    name: "bacterial DNA gyrase B",
    short: "DNA gyrase B",
    pdb: "1KZN",
    ligand: "clorobiocin",
    standard: "novobiocin",
    residues: ["Asp73", "Thr165", "Asn46", "Arg136"],
    use: "antibacterial",
    action: "inhibitor",
  },
  {
    name: "acetylcholinesterase",
    short: "AChE",
    pdb: "4EY7",
    ligand: "donepezil",
    standard: "donepezil",
    residues: ["Trp86", "Trp286", "Tyr337", "Phe295"],
    use: "anti-Alzheimer",
    action: "inhibitor",
  },
  {
    name: "peroxisome proliferator-activated receptor gamma",
    short: "PPAR-gamma",
    pdb: "2PRG",
    ligand: "rosiglitazone",
    standard: "rosiglitazone",
    residues: ["Ser289", "His323", "His449", "Tyr473"],
    use: "antidiabetic",
    action: "agonist",
  },
];

const SCAFFOLDS = [
  "quinazolinone",
  "1,3,4-oxadiazole",
  "chalcone",
  "benzimidazole",
  "thiazolidinedione",
  "coumarin",
  "pyrazoline",
  "isatin",
  "1,2,4-triazole",
  "indole-2-carboxamide",
];

function generate(ctx: FamilyContext): ArticleText {
  const { rng } = ctx;
  const target = ctx.focus === "amr" ? TARGETS[2] : rng.pick(TARGETS);
  const scaffold = rng.pick(SCAFFOLDS);
  const n = rng.int(18, 36);
  const best = rng.float(-10.8, -8.6, 1);
  const std = rng.float(best + 0.6, best + 1.8, 1);
  const leadNo = rng.int(3, n);
  const passing = rng.int(Math.floor(n * 0.6), n - 1);
  const rmsd = rng.float(0.62, 1.48, 2);
  const residues = rng.pickN(target.residues, 3);
  const md = rng.chance(0.6);
  const rmsdMd = rng.float(1.4, 2.6, 1);
  const title = rng.pick([
    `Molecular docking${md ? ", ADMET prediction and molecular dynamics" : " and ADMET prediction"} of novel ${scaffold} derivatives as ${target.short} ${target.action}s`,
    `In silico design and evaluation of ${scaffold} derivatives as potential ${target.use} agents targeting ${target.short}`,
    `Structure-based virtual screening of ${scaffold} derivatives against ${target.name}`,
  ]);
  const abstract = [
    {
      label: "Background",
      text: `${capitalize(target.name)} is a validated target for ${target.use} therapy, and ${scaffold} derivatives are a versatile scaffold in medicinal chemistry with reported activity against several enzymes. Computational screening helps to prioritise analogues before synthesis.`,
    },
    {
      label: "Objective",
      text: `To design a series of ${scaffold} derivatives and to predict their binding to ${target.short} and their pharmacokinetic and toxicity profiles.`,
    },
    {
      label: "Methods",
      text: `A series of ${n} derivatives was designed and energy-minimised. Docking was performed with AutoDock Vina against the crystal structure of ${target.short} (PDB ID ${target.pdb}) after validating the protocol by re-docking the co-crystallised ligand. Drug-likeness and ADMET properties were predicted with SwissADME and pkCSM.${md ? " The best complex was subjected to a 100 ns molecular dynamics simulation." : ""}`,
    },
    {
      label: "Results",
      text: `Re-docking reproduced the crystallographic pose (RMSD ${rmsd.toFixed(2)} Å). Compound ${leadNo} showed the best binding affinity (${fixed(best)} kcal/mol) compared with ${target.standard} (${fixed(std)} kcal/mol), forming hydrogen bonds with ${residues[0]} and ${residues[1]}. ${countStart(passing, "compounds")} satisfied Lipinski's rule of five with predicted high gastrointestinal absorption.${md ? ` The complex remained stable during simulation (mean backbone RMSD ${fixed(rmsdMd)} Å).` : ""}`,
    },
    {
      label: "Conclusion",
      text: `Compound ${leadNo} is a promising lead for synthesis and experimental evaluation as a ${target.short} ${target.action}.`,
    },
  ];
  const methods = [
    `The ${scaffold} derivatives were drawn in ChemDraw, converted to three-dimensional structures and energy-minimised with the MMFF94 force field. The crystal structure of ${target.name} in complex with ${target.ligand} (PDB ID ${target.pdb}) was retrieved from the Protein Data Bank; water molecules were removed, polar hydrogens and Kollman charges were added, and the grid box was centred on the co-crystallised ligand.`,
    `Docking was performed with AutoDock Vina [1] at an exhaustiveness of 16. The protocol was validated by re-docking ${target.ligand} into the binding site and calculating the root-mean-square deviation (RMSD) from the crystallographic pose. Drug-likeness was assessed using Lipinski's rule of five [2], and ADMET properties were predicted with SwissADME [3] and pkCSM.${md ? " The best-scoring complex was simulated for 100 ns in GROMACS with the CHARMM36 force field in a TIP3P water box, and RMSD, root-mean-square fluctuation and hydrogen bonds were analysed." : ""}`,
  ];
  const results = [
    `Re-docking of ${target.ligand} gave an RMSD of ${rmsd.toFixed(2)} Å, confirming that the protocol reproduces the experimental binding mode. Binding affinities of the designed compounds ranged from ${fixed(best + rng.float(2.2, 3.4))} to ${fixed(best)} kcal/mol, and ${rng.int(4, 9)} compounds bound more strongly than ${target.standard} (Table 1).`,
    `Compound ${leadNo} occupied the active site with hydrogen bonds to ${residues[0]} and ${residues[1]} and hydrophobic contacts with ${residues[2]}. ${capitalize(numberOrDigits(passing))} of ${n} compounds complied with Lipinski's rule of five, and most were predicted to have high gastrointestinal absorption and no hERG inhibition.${md ? ` During the 100 ns simulation the complex equilibrated after about ${rng.int(8, 20)} ns and the backbone RMSD fluctuated around ${fixed(rmsdMd)} Å, indicating a stable complex.` : ""}`,
  ];
  const rows = [
    [`Compound ${leadNo}`, fixed(best), residues.slice(0, 2).join(", "), "0"],
    [`Compound ${rng.int(1, n)}`, fixed(best + rng.float(0.2, 0.5)), residues[0], "0"],
    [`Compound ${rng.int(1, n)}`, fixed(best + rng.float(0.5, 0.9)), residues[1], String(rng.int(0, 1))],
    [capitalize(target.standard), fixed(std), residues[0], "0"],
  ];
  return {
    topicKey: `insilico/${scaffold}/${target.short}`,
    issueKey: "insilico",
    title,
    abstract,
    keywords: [
      "Molecular docking",
      `${capitalize(scaffold)} derivatives`,
      target.short,
      "ADMET prediction",
      md ? "Molecular dynamics" : "Lipinski's rule of five",
      "Drug design",
    ].slice(0, rng.int(4, 6)),
    sections: [
      {
        heading: "Introduction",
        paragraphs: [
          `${capitalize(target.name)} plays a central role in diseases for which ${target.use} drugs are needed, and inhibitors of this enzyme are in clinical use. Resistance, adverse effects and suboptimal pharmacokinetics of existing agents continue to motivate the search for new chemotypes.`,
          `${capitalize(scaffold)} derivatives are synthetically accessible and have been reported to possess a broad range of biological activities. Computational methods allow large numbers of analogues to be prioritised before synthesis. The present study designed a focused library of ${scaffold} derivatives and evaluated their interaction with ${target.short} by molecular docking${md ? ", molecular dynamics" : ""} and ADMET prediction.`,
        ],
      },
      { heading: "Materials and Methods", paragraphs: methods },
      {
        heading: "Results",
        paragraphs: results,
        table: {
          caption: `Table 1. Docking results of the best compounds against ${target.short} (PDB ID ${target.pdb})`,
          header: ["Compound", "Affinity (kcal/mol)", "Hydrogen bonds", "Lipinski violations"],
          rows,
        },
      },
      {
        heading: "Discussion",
        paragraphs: [
          `The interactions of compound ${leadNo} with ${residues[0]} and ${residues[1]} mirror those of the co-crystallised ligand, suggesting that the ${scaffold} core is positioned correctly within the binding site while its substituents explore an adjacent hydrophobic pocket.`,
          `Docking scores are approximate measures of affinity and do not account fully for solvation or entropy; predicted ADMET properties also need experimental confirmation. Synthesis of the top-ranked compounds and enzyme inhibition assays are under way.`,
        ],
      },
      {
        heading: "Conclusion",
        paragraphs: [
          `Several ${scaffold} derivatives, in particular compound ${leadNo}, showed favourable predicted binding to ${target.short} and drug-like properties, and are suitable candidates for synthesis and biological evaluation.`,
        ],
      },
    ],
    references: refs("vina", "lipinski", "swissadme"),
    department: "Department of Pharmaceutical Chemistry",
  };
}

export const inSilicoFamily: Family = { id: "in-silico", institutions: labInstitution, generate };
