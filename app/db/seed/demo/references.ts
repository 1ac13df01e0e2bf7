/**
 * Real, well-known methodological sources (guidelines, reporting standards, classic methods
 * papers) cited in Vancouver style by the demo articles. Demo articles never cite invented papers
 * in real journals; citations of other demo articles are added from the platform's own content.
 */
export const REFS = {
  ichQ1a:
    "International Council for Harmonisation. ICH Q1A(R2): Stability testing of new drug substances and products. Geneva: ICH; 2003.",
  ichQ2r1:
    "International Council for Harmonisation. ICH Q2(R1): Validation of analytical procedures: text and methodology. Geneva: ICH; 2005.",
  ichQ2r2:
    "International Council for Harmonisation. ICH Q2(R2): Validation of analytical procedures. Geneva: ICH; 2023.",
  ichM9:
    "International Council for Harmonisation. ICH M9: Biopharmaceutics classification system-based biowaivers. Geneva: ICH; 2019.",
  ichM10:
    "International Council for Harmonisation. ICH M10: Bioanalytical method validation and study sample analysis. Geneva: ICH; 2022.",
  ichE6:
    "International Council for Harmonisation. ICH E6(R2): Guideline for good clinical practice. Geneva: ICH; 2016.",
  ip2022:
    "Indian Pharmacopoeia Commission. Indian Pharmacopoeia 2022. Ghaziabad: Indian Pharmacopoeia Commission; 2022.",
  ndct2019:
    "Ministry of Health and Family Welfare. New Drugs and Clinical Trials Rules, 2019. New Delhi: Government of India; 2019.",
  mdr2017: "Ministry of Health and Family Welfare. Medical Devices Rules, 2017. New Delhi: Government of India; 2017.",
  ip2018:
    "Indian Pharmacopoeia Commission. Indian Pharmacopoeia 2018. Ghaziabad: Indian Pharmacopoeia Commission; 2018.",
  whoEml2021:
    "World Health Organization. WHO Model List of Essential Medicines - 22nd list, 2021. Geneva: World Health Organization; 2021.",
  nlem2015:
    "Ministry of Health and Family Welfare. National List of Essential Medicines 2015. New Delhi: Government of India; 2015.",
  nlem2022:
    "Ministry of Health and Family Welfare. National List of Essential Medicines 2022. New Delhi: Government of India; 2022.",
  beers2019:
    "By the 2019 American Geriatrics Society Beers Criteria Update Expert Panel. American Geriatrics Society 2019 updated AGS Beers Criteria for potentially inappropriate medication use in older adults. J Am Geriatr Soc. 2019;67(4):674-94.",
  stopp2:
    "O'Mahony D, O'Sullivan D, Byrne S, O'Connor MN, Ryan C, Gallagher P. STOPP/START criteria for potentially inappropriate prescribing in older people: version 2. Age Ageing. 2015;44(2):213-8.",
  atcDdd:
    "WHO Collaborating Centre for Drug Statistics Methodology. Guidelines for ATC classification and DDD assignment 2023. Oslo: Norwegian Institute of Public Health; 2022.",
  aware:
    "World Health Organization. The WHO AWaRe (Access, Watch, Reserve) antibiotic book. Geneva: World Health Organization; 2022.",
  korsmeyer:
    "Korsmeyer RW, Gurny R, Doelker E, Buri P, Peppas NA. Mechanisms of solute release from porous hydrophilic polymers. Int J Pharm. 1983;15(1):25-35.",
  higuchi:
    "Higuchi T. Mechanism of sustained-action medication. Theoretical analysis of rate of release of solid drugs dispersed in solid matrices. J Pharm Sci. 1963;52:1145-9.",
  ritger:
    "Ritger PL, Peppas NA. A simple equation for description of solute release II. Fickian and anomalous release from swellable devices. J Control Release. 1987;5(1):37-42.",
  costa: "Costa P, Sousa Lobo JM. Modeling and comparison of dissolution profiles. Eur J Pharm Sci. 2001;13(2):123-33.",
  boxBehnken:
    "Box GEP, Behnken DW. Some new three level designs for the study of quantitative variables. Technometrics. 1960;2(4):455-75.",
  montgomery: "Montgomery DC. Design and analysis of experiments. 8th ed. Hoboken (NJ): John Wiley & Sons; 2013.",
  mehnert:
    "Mehnert W, Mäder K. Solid lipid nanoparticles: production, characterization and applications. Adv Drug Deliv Rev. 2001;47(2-3):165-96.",
  smart: "Smart JD. The basics and underlying mechanisms of mucoadhesion. Adv Drug Deliv Rev. 2005;57(11):1556-68.",
  prausnitz: "Prausnitz MR, Langer R. Transdermal drug delivery. Nat Biotechnol. 2008;26(11):1261-8.",
  shahF2:
    "Shah VP, Tsong Y, Sathe P, Liu JP. In vitro dissolution profile comparison - statistics and analysis of the similarity factor, f2. Pharm Res. 1998;15(6):889-96.",
  amidon:
    "Amidon GL, Lennernäs H, Shah VP, Crison JR. A theoretical basis for a biopharmaceutic drug classification: the correlation of in vitro drug product dissolution and in vivo bioavailability. Pharm Res. 1995;12(3):413-20.",
  fdaDissolution:
    "Food and Drug Administration. Guidance for industry: dissolution testing of immediate release solid oral dosage forms. Rockville (MD): FDA; 1997.",
  harborne:
    "Harborne JB. Phytochemical methods: a guide to modern techniques of plant analysis. 3rd ed. London: Chapman and Hall; 1998.",
  singleton:
    "Singleton VL, Rossi JA. Colorimetry of total phenolics with phosphomolybdic-phosphotungstic acid reagents. Am J Enol Vitic. 1965;16(3):144-58.",
  brandWilliams:
    "Brand-Williams W, Cuvelier ME, Berset C. Use of a free radical method to evaluate antioxidant activity. LWT Food Sci Technol. 1995;28(1):25-30.",
  winter:
    "Winter CA, Risley EA, Nuss GW. Carrageenin-induced edema in hind paw of the rat as an assay for antiinflammatory drugs. Proc Soc Exp Biol Med. 1962;111:544-7.",
  oecd423:
    "Organisation for Economic Co-operation and Development. Test No. 423: Acute oral toxicity - acute toxic class method. Paris: OECD Publishing; 2002.",
  arrive:
    "Kilkenny C, Browne WJ, Cuthill IC, Emerson M, Altman DG. Improving bioscience research reporting: the ARRIVE guidelines for reporting animal research. PLoS Biol. 2010;8(6):e1000412.",
  lipinski:
    "Lipinski CA, Lombardo F, Dominy BW, Feeney PJ. Experimental and computational approaches to estimate solubility and permeability in drug discovery and development settings. Adv Drug Deliv Rev. 1997;23(1-3):3-25.",
  vina: "Trott O, Olson AJ. AutoDock Vina: improving the speed and accuracy of docking with a new scoring function, efficient optimization, and multithreading. J Comput Chem. 2010;31(2):455-61.",
  swissadme:
    "Daina A, Michielin O, Zoete V. SwissADME: a free web tool to evaluate pharmacokinetics, drug-likeness and medicinal chemistry friendliness of small molecules. Sci Rep. 2017;7:42717.",
  murrayAmr:
    "Antimicrobial Resistance Collaborators. Global burden of bacterial antimicrobial resistance in 2019: a systematic analysis. Lancet. 2022;399(10325):629-55.",
  whoGapAmr:
    "World Health Organization. Global action plan on antimicrobial resistance. Geneva: World Health Organization; 2015.",
  laxminarayan:
    "Laxminarayan R, Duse A, Wattal C, Zaidi AKM, Wertheim HFL, Sumpradit N, et al. Antibiotic resistance - the need for global solutions. Lancet Infect Dis. 2013;13(12):1057-98.",
  ventola: "Ventola CL. The antibiotic resistance crisis: part 1: causes and threats. P T. 2015;40(4):277-83.",
  whoDrugUse:
    "World Health Organization. How to investigate drug use in health facilities: selected drug use indicators. Geneva: World Health Organization; 1993.",
  whoEml:
    "World Health Organization. WHO Model List of Essential Medicines - 23rd list, 2023. Geneva: World Health Organization; 2023.",
  beers2023:
    "By the 2023 American Geriatrics Society Beers Criteria Update Expert Panel. American Geriatrics Society 2023 updated AGS Beers Criteria for potentially inappropriate medication use in older adults. J Am Geriatr Soc. 2023;71(7):2052-81.",
  stopp3:
    "O'Mahony D, Cherubini A, Guiteras AR, Denkinger M, Beuscart JB, Onder G, et al. STOPP/START criteria for potentially inappropriate prescribing in older people: version 3. Eur Geriatr Med. 2023;14(4):625-32.",
  hepler:
    "Hepler CD, Strand LM. Opportunities and responsibilities in pharmaceutical care. Am J Hosp Pharm. 1990;47(3):533-43.",
  strobe:
    "von Elm E, Altman DG, Egger M, Pocock SJ, Gøtzsche PC, Vandenbroucke JP. The Strengthening the Reporting of Observational Studies in Epidemiology (STROBE) statement: guidelines for reporting observational studies. Lancet. 2007;370(9596):1453-7.",
  consort:
    "Schulz KF, Altman DG, Moher D; CONSORT Group. CONSORT 2010 statement: updated guidelines for reporting parallel group randomised trials. BMJ. 2010;340:c332.",
  care: "Gagnier JJ, Kienle G, Altman DG, Moher D, Sox H, Riley D; CARE Group. The CARE guidelines: consensus-based clinical case reporting guideline development. BMJ Case Rep. 2013;2013:bcr2013201554.",
  naranjo:
    "Naranjo CA, Busto U, Sellers EM, Sandor P, Ruiz I, Roberts EA, et al. A method for estimating the probability of adverse drug reactions. Clin Pharmacol Ther. 1981;30(2):239-45.",
  edwards:
    "Edwards IR, Aronson JK. Adverse drug reactions: definitions, diagnosis, and management. Lancet. 2000;356(9237):1255-9.",
  lazarou:
    "Lazarou J, Pomeranz BH, Corey PN. Incidence of adverse drug reactions in hospitalized patients: a meta-analysis of prospective studies. JAMA. 1998;279(15):1200-5.",
  pirmohamed:
    "Pirmohamed M, James S, Meakin S, Green C, Scott AK, Walley TJ, et al. Adverse drug reactions as cause of admission to hospital: prospective analysis of 18 820 patients. BMJ. 2004;329(7456):15-9.",
  hartwig:
    "Hartwig SC, Siegel J, Schneider PJ. Preventability and severity assessment in reporting adverse drug reactions. Am J Hosp Pharm. 1992;49(9):2229-32.",
  schumock:
    "Schumock GT, Thornton JP. Focusing on the preventability of adverse drug reactions. Hosp Pharm. 1992;27(6):538.",
  kalaiselvan:
    "Kalaiselvan V, Thota P, Singh GN. Pharmacovigilance Programme of India: recent developments and future perspectives. Indian J Pharmacol. 2016;48(6):624-8.",
  mould:
    "Mould DR, Upton RN. Basic concepts in population modeling, simulation, and model-based drug development. CPT Pharmacometrics Syst Pharmacol. 2012;1(9):e6.",
  rowland:
    "Rowland M, Tozer TN. Clinical pharmacokinetics and pharmacodynamics: concepts and applications. 4th ed. Philadelphia: Lippincott Williams & Wilkins; 2011.",
  kang: "Kang JS, Lee MH. Overview of therapeutic drug monitoring. Korean J Intern Med. 2009;24(1):1-10.",
  prisma:
    "Page MJ, McKenzie JE, Bossuyt PM, Boutron I, Hoffmann TC, Mulrow CD, et al. The PRISMA 2020 statement: an updated guideline for reporting systematic reviews. BMJ. 2021;372:n71.",
  cochrane:
    "Higgins JPT, Thomas J, Chandler J, Cumpston M, Li T, Page MJ, et al., editors. Cochrane handbook for systematic reviews of interventions. 2nd ed. Chichester: John Wiley & Sons; 2019.",
  rob2: "Sterne JAC, Savović J, Page MJ, Elbers RG, Blencowe NS, Boutron I, et al. RoB 2: a revised tool for assessing risk of bias in randomised trials. BMJ. 2019;366:l4898.",
  robinsI:
    "Sterne JA, Hernán MA, Reeves BC, Savović J, Berkman ND, Viswanathan M, et al. ROBINS-I: a tool for assessing risk of bias in non-randomised studies of interventions. BMJ. 2016;355:i4919.",
  grade:
    "Guyatt GH, Oxman AD, Vist GE, Kunz R, Falck-Ytter Y, Alonso-Coello P, et al. GRADE: an emerging consensus on rating quality of evidence and strength of recommendations. BMJ. 2008;336(7650):924-6.",
  dersimonian: "DerSimonian R, Laird N. Meta-analysis in clinical trials. Control Clin Trials. 1986;7(3):177-88.",
  higginsI2:
    "Higgins JPT, Thompson SG, Deeks JJ, Altman DG. Measuring inconsistency in meta-analyses. BMJ. 2003;327(7414):557-60.",
  egger:
    "Egger M, Davey Smith G, Schneider M, Minder C. Bias in meta-analysis detected by a simple, graphical test. BMJ. 1997;315(7109):629-34.",
  amstar2:
    "Shea BJ, Reeves BC, Wells G, Thuku M, Hamel C, Moran J, et al. AMSTAR 2: a critical appraisal tool for systematic reviews that include randomised or non-randomised studies of healthcare interventions, or both. BMJ. 2017;358:j4008.",
  aromataris:
    "Aromataris E, Fernandez R, Godfrey CM, Holly C, Khalil H, Tungpunkom P. Summarizing systematic reviews: methodological development, conduct and reporting of an umbrella review approach. Int J Evid Based Healthc. 2015;13(3):132-40.",
  agree2:
    "Brouwers MC, Kho ME, Browman GP, Burgers JS, Cluzeau F, Feder G, et al. AGREE II: advancing guideline development, reporting and evaluation in health care. CMAJ. 2010;182(18):E839-42.",
  cfir: "Damschroder LJ, Aron DC, Keith RE, Kirsh SR, Alexander JA, Lowery JC. Fostering implementation of health services research findings into practice: a consolidated framework for advancing implementation science. Implement Sci. 2009;4:50.",
  proctor:
    "Proctor E, Silmere H, Raghavan R, Hovmand P, Aarons G, Bunger A, et al. Outcomes for implementation research: conceptual distinctions, measurement challenges, and research agenda. Adm Policy Ment Health. 2011;38(2):65-76.",
  reaim:
    "Glasgow RE, Vogt TM, Boles SM. Evaluating the public health impact of health promotion interventions: the RE-AIM framework. Am J Public Health. 1999;89(9):1322-7.",
  cheers:
    "Husereau D, Drummond M, Augustovski F, de Bekker-Grob E, Briggs AH, Carswell C, et al. Consolidated Health Economic Evaluation Reporting Standards 2022 (CHEERS 2022) statement: updated reporting guidance for health economic evaluations. BMJ. 2022;376:e067975.",
  cheers2013:
    "Husereau D, Drummond M, Petrou S, Carswell C, Moher D, Greenberg D, et al. Consolidated Health Economic Evaluation Reporting Standards (CHEERS) statement. BMJ. 2013;346:f1049.",
  drummond:
    "Drummond MF, Sculpher MJ, Claxton K, Stoddart GL, Torrance GW. Methods for the economic evaluation of health care programmes. 4th ed. Oxford: Oxford University Press; 2015.",
} as const;

export type RefKey = keyof typeof REFS;

export function refs(...keys: RefKey[]): string[] {
  return keys.map((k) => REFS[k]);
}

/** Picks the edition a paper published in `year` could have cited. */
export function edition(year: number, firstCitableYear: number, newer: RefKey, older: RefKey): RefKey {
  return year >= firstCitableYear ? newer : older;
}
