import type { Institution } from "../institutions";

/** Pharmacy colleges and universities run laboratory studies; Indian ones mostly, a few abroad. */
export const labInstitution = (i: Institution) =>
  (i.kind === "pharmacy" || i.kind === "university") &&
  (i.country === "India" || i.key === "niledelta" || i.key === "selangor");

/** Hospital-based studies: teaching hospitals and medical colleges, plus pharmacy-practice departments. */
export const clinicalInstitution = (i: Institution) =>
  i.kind === "hospital" ||
  i.kind === "medical" ||
  (i.kind === "pharmacy" && i.country === "India" && /Clinical|Coromandel|Konkan/.test(i.name));

/** Studies that rely on Indian regulations or programmes (PvPI, NLEM, CDSCO). */
export const indianInstitution = (i: Institution) => i.country === "India";

export const indianClinical = (i: Institution) => clinicalInstitution(i) && i.country === "India";

/** Evidence synthesis and health services research happen in universities and research centres. */
export const researchInstitution = (i: Institution) => i.kind === "university" || i.kind === "medical";

export const anyInstitution = () => true;
