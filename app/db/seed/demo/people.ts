import { INSTITUTIONS, NAME_POOLS, type Institution } from "./institutions";
import { demoOrcid } from "./orcid";
import { rngFor, type Rng } from "./prng";

export type Person = {
  givenName: string;
  familyName: string;
  name: string;
  email: string;
  orcid: string | null;
  institution: Institution;
};

const STATES: Record<string, string> = {
  Mysuru: "Karnataka",
  Jabalpur: "Madhya Pradesh",
  Pune: "Maharashtra",
  Chennai: "Tamil Nadu",
  Bhopal: "Madhya Pradesh",
  Guwahati: "Assam",
  Kozhikode: "Kerala",
  Surat: "Gujarat",
  Jaipur: "Rajasthan",
  Ratnagiri: "Maharashtra",
  Coimbatore: "Tamil Nadu",
  Varanasi: "Uttar Pradesh",
  Bengaluru: "Karnataka",
  Chandigarh: "Chandigarh",
  Bhubaneswar: "Odisha",
  Hyderabad: "Telangana",
  Ahmedabad: "Gujarat",
  Nagpur: "Maharashtra",
  Lucknow: "Uttar Pradesh",
  Thiruvananthapuram: "Kerala",
  Rajahmundry: "Andhra Pradesh",
  "New Delhi": "Delhi",
};

export function stateOf(institution: Institution): string {
  return institution.country === "India" ? (STATES[institution.city] ?? "") : "";
}

function ascii(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

/**
 * A fixed pool of fictional researchers per institution, so the same person appears on several
 * papers with the same e-mail address and ORCID iD, as in a real journal.
 */
export class PeoplePool {
  private readonly byInstitution = new Map<string, Person[]>();
  private readonly usedNames = new Set<string>();

  constructor(private readonly rng: Rng = rngFor("people")) {
    for (const inst of INSTITUTIONS) {
      const size = inst.country !== "India" ? 5 : inst.kind === "hospital" || inst.kind === "medical" ? 7 : 9;
      const people: Person[] = [];
      for (let i = 0; i < size; i++) people.push(this.makePerson(inst));
      this.byInstitution.set(inst.key, people);
    }
  }

  /** A person not in any author pool (editorial board members are separate people). */
  makePerson(inst: Institution): Person {
    const pool = NAME_POOLS[inst.names];
    let given = "";
    let family = "";
    for (let attempt = 0; attempt < 50; attempt++) {
      given = this.rng.pick(pool.given);
      family = this.rng.pick(pool.family);
      if (!this.usedNames.has(`${given} ${family}`)) break;
    }
    const name = `${given} ${family}`;
    this.usedNames.add(name);
    return {
      givenName: given,
      familyName: family,
      name,
      email: `${ascii(given)}.${ascii(family)}@${inst.mailDomain}`,
      orcid: this.rng.chance(0.45) ? demoOrcid(this.rng) : null,
      institution: inst,
    };
  }

  peopleAt(inst: Institution): Person[] {
    return this.byInstitution.get(inst.key) ?? [];
  }

  /** Authors for one paper: mostly from the lead institution, sometimes with an outside collaborator. */
  pickAuthors(rng: Rng, lead: Institution, count: number): Person[] {
    const home = rng.pickN(this.peopleAt(lead), count);
    if (count >= 3 && rng.chance(0.3)) {
      const partners = INSTITUTIONS.filter(
        (i) => i.key !== lead.key && (i.country === lead.country || rng.chance(0.3)),
      );
      const partner = rng.pick(partners);
      const guest = rng.pick(this.peopleAt(partner));
      home.splice(rng.int(1, home.length - 1), 1, guest);
    }
    return home;
  }
}

/** Vancouver author form: family name then initials ("D'Souza RK", "Tan WL"). */
export function vancouverName(p: { givenName: string; familyName: string }): string {
  const initials = p.givenName
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase())
    .join("");
  return `${p.familyName} ${initials}`;
}
