// The word list of the benchmark catalogue (bench/generate-catalogue.ts), most frequent first. Words
// are drawn with a Zipf-like law (the word of rank r about r^-1.2 as often as the first), so, as in a
// real catalogue, the first words are in most articles, a word of rank 1,000 in about 1.5% of them
// and the drug-like names at the end in a few dozen each.

/** General words of scientific writing: the most frequent. */
const COMMON = `study patients results treatment analysis data effect group clinical method
significant increased compared associated observed model high control activity response age
used levels risk higher lower time evaluated health total factors population effects
performed showed reported determined conducted included development potential important
different values based samples measured found following respectively mean difference
outcome outcomes years months weeks days dose doses test tests women men children adults
care hospital disease diseases therapy drug drugs medicine medication medications quality
cells cell protein expression gene genes tissue blood serum plasma concentration
concentrations rate rates change changes process approach design review evidence trial
trials survey sample participants practice management system systems role use impact
factor level number cases case report reports studies research information knowledge
assessment evaluation intervention interventions program programme public community
national international global regional local primary secondary management strategies`;

/** Words of pharmacy and the health sciences: the middle of the list. */
const DOMAIN = `pharmacokinetics bioavailability formulation tablet tablets dissolution randomized
adherence antimicrobial resistance prescribing efficacy safety adverse events cohort prevalence
diabetes hypertension nanoparticles solubility excipients stability chromatography validation
assay pharmacist pharmacists systematic meta-analysis toxicity hepatic renal inflammation
oxidative stress extract extracts phytochemical screening antioxidant vitro vivo statistical
regression confidence interval cross-sectional retrospective prospective questionnaire
antibiotic antibiotics infection infections bacterial fungal viral vaccine vaccination
immunization cancer tumor tumour breast lung colorectal prostate leukemia lymphoma
chemotherapy radiotherapy surgery surgical anesthesia analgesic analgesics pain opioid
opioids cardiovascular cardiac heart stroke myocardial infarction coronary arrhythmia
cholesterol lipid lipids obesity overweight metabolic insulin glucose glycemic kidney liver
cirrhosis hepatitis tuberculosis malaria hiv aids pneumonia asthma copd respiratory
pulmonary allergic allergy dermatitis psoriasis eczema arthritis rheumatoid osteoporosis
bone fracture neurological epilepsy seizure migraine alzheimer dementia parkinson depression
anxiety schizophrenia bipolar psychiatric antidepressant antipsychotic sleep insomnia
pediatric neonatal pregnancy pregnant maternal lactation elderly geriatric polypharmacy
interactions interaction compliance counseling counselling dispensing pharmacy pharmacies
pharmaceutical pharmaceutics pharmacology pharmacological pharmacognosy pharmacovigilance
pharmacoeconomic cost-effectiveness economic costs expenditure reimbursement insurance
policy regulatory regulation approval generic generics biosimilar biosimilars patent
manufacturing quality-control impurities degradation shelf-life packaging storage
temperature humidity capsule capsules suspension emulsion cream ointment gel gels patch
transdermal topical oral intravenous intramuscular subcutaneous inhalation nasal ocular
ophthalmic parenteral injection injectable sustained-release controlled-release
matrix polymer polymers hydrogel hydrogels liposome liposomes niosomes micelles nanoemulsion
microspheres nanocarriers nanotechnology encapsulation entrapment permeability absorption
distribution metabolism excretion clearance half-life elimination cytochrome enzyme enzymes
inhibitor inhibitors inhibition receptor receptors binding docking molecular synthesis
synthesized derivatives compounds compound structure spectroscopy spectrometry
spectrophotometric hplc lc-ms uv-visible infrared nmr crystallinity polymorphism
solid-state particle size zeta viscosity rheology dissolution-rate release kinetics
higuchi korsmeyer-peppas zero-order first-order antibacterial antifungal antiviral
anti-inflammatory antidiabetic antihypertensive anticancer cytotoxic cytotoxicity apoptosis
proliferation migration wound healing collagen fibroblasts keratinocytes macrophages
lymphocytes cytokines interleukin tnf-alpha oxidative-stress malondialdehyde glutathione
superoxide catalase flavonoids polyphenols alkaloids tannins saponins terpenoids essential
oil leaves roots seeds bark fruit ethanolic methanolic aqueous hydroalcoholic fraction
isolated isolation identification characterization quantification estimation method-development
robustness ruggedness linearity accuracy precision specificity detection limit recovery
rats mice rabbits zebrafish animal animals acute subacute chronic lethal histopathology
biochemical hematological markers biomarkers diagnosis diagnostic screening prognosis
mortality morbidity survival incidence burden awareness attitudes perception perceptions
students education curriculum training competencies workforce telepharmacy digital mobile
application applications online social media misinformation self-medication counterfeit
substandard falsified supply chain shortages access affordability availability essential
medicines rational irrational stewardship consumption prescriptions prescribers physicians
nurses doctors primary-care outpatient inpatient emergency intensive icu discharge
readmission reconciliation errors error medication-errors deprescribing`;

/** Roots and endings: compound terms of the middle and lower ranks. */
const ROOTS = `cardio neuro hepato nephro immuno onco gastro dermato pneumo osteo hemato endo
myo angio broncho uro gyneco pedo geronto psycho toxico pharmaco chemo radio bio photo thermo
electro lipo glyco proteo geno metabo cyto histo patho physio micro nano macro poly mono oligo
hydro aero`.split(/\s+/);
const ENDINGS = `toxicity protective protection logy logical pathy pathic genic genesis therapy
therapeutic metric metry scopy graphy kinetics dynamics modulation modulatory regulation
lysis stasis trophic tropic`.split(/\s+/);

/** Syllables and stems of drug-like names: the rarest words. */
const HEADS = `ab ac ad al am an ar as at av ba be bo bu ca ce ci co cu da de di do du
fa fe fi fo ga`.split(/\s+/);
const MIDDLES = `la le li lo ra re ri ro na ne ni no ta te ti`.split(/\s+/);
const STEMS = `mab nib pril sartan olol statin mycin cillin floxacin azole vir tidine prazole
dipine gliptin gliflozin setron triptan lukast parin`.split(/\s+/);

const words = (text: string) => text.trim().split(/\s+/);

function vocabulary(): string[] {
  const list = [...words(COMMON), ...words(DOMAIN)];
  for (const ending of ENDINGS) for (const root of ROOTS) list.push(root + ending);
  for (const stem of STEMS) for (const head of HEADS) for (const middle of MIDDLES) list.push(head + middle + stem);
  return [...new Set(list)].slice(0, 10_000);
}

/** The catalogue's words, most frequent first. */
export const WORDS = vocabulary();

/** Function words, which make the text read as prose (the 'english' configuration drops them). */
export const FUNCTION_WORDS = words(`the of and in to a with for was were by on from as that this
is are at an be or which than between after among these their its using not`);

export const GIVEN_NAMES = words(`Amina Carlos Wei Priya Olumide Fatima Jonas Elena Kwame Mei
Rahul Sofia Tariq Ingrid Mateo Aisha Hiroshi Nadia Samuel Leila Pedro Anika Yusuf Chloe Dmitri
Zainab Lucas Hana Omar Grace`);

export const FAMILY_NAMES = words(`Okafor Silva Zhang Sharma Adeyemi Haddad Berg Popescu Mensah
Chen Gupta Rossi Rahman Lindqvist Garcia Khan Tanaka Hassan Osei Moreau Kowalski Nguyen Abubakar
Ferreira Ivanova Mwangi Novak Suzuki Aziz Kim Mbeki Fischer Santos Yilmaz Petrov Boateng Dubois
Kapoor Ali Johansson`);
