import { INSTITUTIONS, type Institution } from "./institutions";
import type { PeoplePool, Person } from "./people";
import { rngFor } from "./prng";

export type BoardMember = {
  person: Person;
  role: string;
  department: string;
  affiliation: string;
  bio: string;
  expertise: string[];
  displayOrder: number;
  isActive: boolean;
};

type Group = { department: string; expertise: string[] };
type BoardSpec = { field: string; groups: Group[] };

const SPECS: Record<string, BoardSpec> = {
  fjphs: {
    field: "pharmaceutical and health sciences",
    groups: [
      {
        department: "Department of Pharmaceutics",
        expertise: ["Drug delivery", "Nanomedicine", "Formulation development"],
      },
      { department: "Department of Pharmacology", expertise: ["Pharmacology", "Toxicology", "Drug safety"] },
      {
        department: "Department of Pharmacy Practice",
        expertise: ["Pharmacy practice", "Antimicrobial stewardship", "Pharmacoeconomics"],
      },
      {
        department: "Department of Pharmaceutical Chemistry",
        expertise: ["Medicinal chemistry", "Computer-aided drug design", "Synthetic chemistry"],
      },
      {
        department: "School of Public Health",
        expertise: ["Epidemiology", "Public health", "Health services research"],
      },
    ],
  },
  ijcpms: {
    field: "clinical pharmacology and therapeutics",
    groups: [
      {
        department: "Department of Clinical Pharmacology",
        expertise: ["Clinical pharmacokinetics", "Therapeutic drug monitoring", "Pharmacogenomics"],
      },
      {
        department: "Department of Pharmacology",
        expertise: ["Pharmacovigilance", "Drug safety", "Rational prescribing"],
      },
      {
        department: "Department of General Medicine",
        expertise: ["Clinical trials", "Internal medicine", "Rational prescribing"],
      },
      {
        department: "Department of Clinical Pharmacy",
        expertise: ["Clinical pharmacy", "Medication safety", "Paediatric pharmacology"],
      },
    ],
  },
  ijebr: {
    field: "evidence-based health care",
    groups: [
      { department: "Centre for Evidence Synthesis", expertise: ["Systematic reviews", "Meta-analysis", "GRADE"] },
      {
        department: "School of Public Health",
        expertise: ["Implementation science", "Health technology assessment", "Health policy"],
      },
      {
        department: "Department of Community Medicine",
        expertise: ["Epidemiology", "Guideline development", "Primary care research"],
      },
      {
        department: "Department of Biostatistics",
        expertise: ["Biostatistics", "Research methodology", "Clinical trial design"],
      },
    ],
  },
  bjps: {
    field: "pharmaceutical sciences",
    groups: [
      {
        department: "Department of Pharmacognosy and Phytochemistry",
        expertise: ["Phytochemistry", "Herbal drug standardisation", "Natural products"],
      },
      {
        department: "Department of Pharmaceutics",
        expertise: ["Formulation development", "Biopharmaceutics", "Industrial pharmacy"],
      },
      {
        department: "Department of Pharmaceutical Analysis",
        expertise: ["Pharmaceutical analysis", "Quality assurance", "Chromatography"],
      },
      {
        department: "Department of Regulatory Affairs",
        expertise: ["Regulatory affairs", "Good manufacturing practice", "Quality assurance"],
      },
    ],
  },
};

/** Medical departments sit in medical colleges and universities; pharmacy departments in pharmacy schools and universities. */
function fits(department: string, inst: Institution): boolean {
  const pharmacySchool = inst.kind === "pharmacy" || /Pharmac/.test(inst.name);
  if (/Medicine/.test(department))
    return inst.kind === "medical" || inst.kind === "hospital" || (inst.kind === "university" && !pharmacySchool);
  if (/Clinical Pharmacology|Clinical Pharmacy/.test(department))
    return inst.kind !== "pharmacy" || /Clinical/.test(inst.name);
  if (/Evidence|Public Health|Biostatistics/.test(department))
    return inst.kind === "university" || inst.kind === "medical";
  return inst.kind === "pharmacy" || inst.kind === "university";
}

const ROLES = [
  "Editor-in-Chief",
  "Associate Editor",
  "Associate Editor",
  "Managing Editor",
  "Editorial Board Member",
  "Editorial Board Member",
  "Editorial Board Member",
  "Editorial Board Member",
];

function bioFor(role: string, person: Person, department: string, expertise: string[], field: string): string {
  const place = person.institution.name;
  const areas = `${expertise[0].toLowerCase()} and ${expertise[1].toLowerCase()}`;
  switch (role) {
    case "Editor-in-Chief":
      return `${person.name} is a professor in the ${department} at ${place}. Their research spans ${areas}, and they have led collaborative projects with hospitals and industry. As Editor-in-Chief, they oversee the journal's editorial policy and peer review.`;
    case "Associate Editor":
      return `${person.name} is an associate professor at ${place}, working on ${areas}. They handle manuscripts in their areas of expertise and advise on statistical and methodological questions in ${field}.`;
    case "Managing Editor":
      return `${person.name} coordinates the editorial office, manuscript workflow and production schedule. They are based at ${place} and have a background in ${expertise[0].toLowerCase()}.`;
    default:
      return `${person.name} is a faculty member at ${place} with research interests in ${areas}. They review manuscripts and advise the editors on ${field}.`;
  }
}

/** 8 active members and one former (inactive) member per journal; fictional people. */
export function buildEditorialBoard(shortName: string, pool: PeoplePool): BoardMember[] {
  const rng = rngFor(`board/${shortName}`);
  const spec = SPECS[shortName];
  const members: BoardMember[] = [];
  const roles = [...ROLES, "Editorial Board Member"];
  roles.forEach((role, index) => {
    const group = spec.groups[index % spec.groups.length];
    const candidates = INSTITUTIONS.filter(
      (i) => fits(group.department, i) && (index < 4 ? i.country === "India" : true),
    );
    const inst = rng.pick(candidates);
    const person = pool.makePerson(inst);
    const others = spec.groups.flatMap((g) => g.expertise).filter((e) => !group.expertise.includes(e));
    const expertise = [...rng.pickN(group.expertise, rng.int(2, 3)), rng.pick(others)];
    members.push({
      person,
      role,
      department: group.department,
      affiliation: `${group.department}, ${inst.name}, ${inst.country}`,
      bio: bioFor(role, person, group.department, expertise, spec.field),
      expertise,
      displayOrder: index + 1,
      // The last member stepped down; kept for the record but never listed publicly.
      isActive: index < roles.length - 1,
    });
  });
  return members;
}
