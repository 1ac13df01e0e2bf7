import { refs, type RefKey } from "../references";
import type { ArticleText } from "../types";

export type EditorialTopic = {
  title: string;
  journals: string[];
  /** Special-issue focus this editorial introduces, if any. */
  focus?: string;
  paragraphs: string[];
  keywords: string[];
  refs: RefKey[];
};

/** `{journal}` and `{year}` are filled in when the editorial is placed in an issue. */
export const EDITORIAL_TOPICS: EditorialTopic[] = [
  {
    title: "Open access, open data and the responsibilities of {journal}",
    journals: ["fjphs", "ijcpms", "ijebr", "bjps"],
    paragraphs: [
      "With this issue, {journal} begins its publication under a fully open-access model. Every article is freely available to read, download and reuse under a Creative Commons Attribution licence, and authors retain copyright in their work. Open access matters most where subscription costs are a barrier, which includes many of the institutions in which our readers and authors work.",
      "Open access is only the first step. We encourage authors to share the data underlying their findings wherever ethical and legal constraints allow, and we ask every author to include a data availability statement. Shared data allow others to check, reuse and build on published work, and they make errors easier to detect and correct.",
      "Openness also places obligations on the journal. We commit to double-blind peer review by at least two independent reviewers, to transparent handling of conflicts of interest, and to following the guidance of the Committee on Publication Ethics when concerns are raised about published work. We will publish corrections promptly and retract articles when the findings cannot be relied on.",
      "We thank the authors who entrusted their work to us, the reviewers who gave their time, and the members of the editorial board. We invite researchers, clinicians and students to submit their best work and to hold us to these commitments.",
    ],
    keywords: ["Open access", "Open data", "Publication ethics", "Peer review", "Editorial policy"],
    refs: [],
  },
  {
    title: "Reporting guidelines are not optional in {journal}",
    journals: ["fjphs", "ijcpms", "ijebr", "bjps"],
    paragraphs: [
      "A study that cannot be understood cannot be used. Reporting guidelines such as CONSORT for randomised trials, STROBE for observational studies and PRISMA for systematic reviews set out the minimum information a reader needs to judge the validity and relevance of a study [1-3]. They are the product of careful consensus processes and have been available for many years.",
      "Yet incomplete reporting remains common in submissions to {journal}. Methods sections often omit how the sample size was determined, how participants were allocated or how missing data were handled. Such omissions are not merely cosmetic: they prevent readers from judging the risk of bias and make replication impossible.",
      "From {year}, authors submitting trials, observational studies and systematic reviews to {journal} will be asked to upload a completed checklist indicating where each item is reported. Reviewers will be asked to consult the checklist, and editors will return manuscripts with major omissions before peer review.",
      "We recognise that this asks more of authors. We believe it will improve the usefulness of everything we publish and save time for authors, reviewers and readers alike.",
    ],
    keywords: ["Reporting guidelines", "CONSORT", "STROBE", "PRISMA", "Research quality"],
    refs: ["consort", "strobe", "prisma"],
  },
  {
    title: "Negative results deserve a place in {journal}",
    journals: ["fjphs", "ijcpms", "ijebr", "bjps"],
    paragraphs: [
      "Studies that find no effect are less likely to be published than those that do. This publication bias distorts the evidence base: systematic reviews overestimate benefits, ineffective interventions persist, and researchers unknowingly repeat studies that have already been done.",
      "The problem is not confined to clinical trials. Formulations that fail to improve bioavailability, plant extracts that show no activity and interventions that do not change practice are all informative results. They save others time and resources and help to calibrate expectations.",
      "{journal} judges manuscripts on the importance of the question and the rigour of the methods, not on the direction of the results. We particularly welcome well-conducted studies with null or negative findings, replication studies and studies that report the limitations of widely used methods.",
      "We ask reviewers to apply the same standard. A clearly reported, adequately powered study that finds no difference is a contribution to knowledge, and we will be glad to publish it.",
    ],
    keywords: ["Publication bias", "Negative results", "Research integrity", "Replication", "Editorial policy"],
    refs: ["egger"],
  },
  {
    title: "Strengthening pharmacovigilance in India: every report counts",
    journals: ["ijcpms"],
    focus: "safety",
    paragraphs: [
      "The safety profile of a medicine is never complete at the time of approval. Clinical trials are too small and too short to detect rare or delayed adverse reactions, and they exclude many of the patients who will eventually receive the drug. Spontaneous reporting by health professionals and patients remains the cornerstone of post-marketing safety surveillance [1].",
      "The Pharmacovigilance Programme of India has expanded rapidly, and its network of ADR monitoring centres now spans the country [2]. Reporting rates, however, remain low relative to the volume of medicines used, and many reports lack the detail needed for causality assessment.",
      "This special issue brings together studies of adverse drug reactions, drug interactions, medication errors and the methods used to assess them. Together they show how locally collected data can identify preventable harm and inform safer prescribing.",
      "We urge every clinician, pharmacist and nurse who suspects an adverse reaction to report it, and every institution to make reporting simple and free of blame. Each report adds to the knowledge that protects the next patient.",
    ],
    keywords: ["Pharmacovigilance", "Adverse drug reactions", "Patient safety", "Spontaneous reporting", "India"],
    refs: ["edwards", "kalaiselvan"],
  },
  {
    title: "Antimicrobial resistance: a shared responsibility for the pharmaceutical sciences",
    journals: ["fjphs"],
    focus: "amr",
    paragraphs: [
      "Antimicrobial resistance is one of the most serious threats to global health, and its burden falls most heavily on low- and middle-income countries [1,2]. Resistance is driven by the misuse of antimicrobials in people, animals and the environment, and its solutions require action across disciplines.",
      "Pharmaceutical scientists have a role at every step: discovering new agents and adjuvants, developing formulations that improve the use of existing drugs, ensuring the quality of medicines on the market, and supporting rational use in hospitals and communities.",
      "This special issue collects studies on antimicrobial prescribing, stewardship, community knowledge and practices, and the search for new antibacterial agents. Its publication coincides with World AMR Awareness Week.",
      "We hope these contributions will encourage further collaboration between laboratory scientists, clinicians and public health practitioners, for whom antimicrobial resistance is a common problem.",
    ],
    keywords: ["Antimicrobial resistance", "Antimicrobial stewardship", "Rational use of medicines", "Public health"],
    refs: ["murrayAmr", "whoGapAmr"],
  },
  {
    title: "Evidence synthesis for the prevention and control of non-communicable diseases",
    journals: ["ijebr"],
    focus: "ncd",
    paragraphs: [
      "Non-communicable diseases now account for most deaths and disability in South Asia. Policy-makers must choose among many possible interventions with limited budgets, and they need reliable summaries of what works, for whom and at what cost.",
      "Systematic reviews, overviews of reviews and economic evaluations are the tools that provide these summaries. Their value depends on rigorous methods, transparent reporting and attention to the context in which the evidence will be used [1,2].",
      "This special issue presents systematic reviews and economic analyses on hypertension, diabetes and related conditions. Several highlight how little of the available evidence comes from the settings where the burden is greatest.",
      "We hope the issue will encourage researchers in the region to generate and synthesise evidence that is directly relevant to local decisions.",
    ],
    keywords: ["Non-communicable diseases", "Evidence synthesis", "Health policy", "Systematic reviews"],
    refs: ["prisma", "grade"],
  },
  {
    title: "Herbal medicines need the same rigour as any other medicine",
    journals: ["bjps"],
    focus: "herbal",
    paragraphs: [
      "Herbal medicines are used by a large proportion of the population in South Asia, often alongside conventional treatment. Their long traditional use is frequently cited as evidence of safety and efficacy, but tradition is not a substitute for quality control and clinical evaluation.",
      "The quality of herbal products depends on correct botanical identity, controlled cultivation and processing, and testing for contaminants. Modern chromatographic fingerprinting and marker-based assays make consistent quality achievable [1].",
      "This special issue brings together studies on the standardisation, analysis and pharmacological evaluation of medicinal plants. Together they illustrate how the tools of pharmaceutical science can be applied to traditional medicines.",
      "We encourage authors to authenticate and deposit voucher specimens, characterise their extracts, include appropriate controls and report their methods completely, so that their findings can be reproduced and built upon.",
    ],
    keywords: ["Herbal medicines", "Standardisation", "Quality control", "Traditional medicine"],
    refs: ["harborne"],
  },
  {
    title: "Evidence synthesis in an age of information overload",
    journals: ["ijebr"],
    paragraphs: [
      "More than a million biomedical articles are indexed each year, and no clinician or policy-maker can keep up with the primary literature. Systematic reviews and guidelines are therefore indispensable, but their number is itself growing faster than anyone can read.",
      "Duplication is a particular concern. Many questions are addressed by several overlapping reviews of variable quality, while others of direct relevance to low- and middle-income countries remain unaddressed [1].",
      "{journal} will prioritise reviews that address questions of clear relevance to practice or policy, that are prospectively registered and that follow current methodological standards. We will ask authors to justify a new review when recent high-quality reviews exist.",
      "We also welcome methodological research that helps the evidence synthesis community work more efficiently, including automation, living reviews and approaches to rapid evidence assessment.",
    ],
    keywords: ["Evidence synthesis", "Systematic reviews", "Research waste", "Editorial policy"],
    refs: ["amstar2"],
  },
  {
    title: "Clinical pharmacology at the bedside",
    journals: ["ijcpms"],
    paragraphs: [
      "Clinical pharmacology is sometimes seen as a laboratory discipline, but its greatest value lies at the bedside: choosing the right drug and dose for the individual patient, anticipating interactions and recognising adverse reactions early.",
      "Therapeutic drug monitoring, pharmacogenomics and model-informed dosing are becoming practical tools for routine care [1]. Their benefits depend on clinicians who understand how to use them and on laboratories that can deliver results in time to influence decisions.",
      "{journal} aims to publish research that improves how medicines are used in practice, including pragmatic trials, pharmacokinetic studies in under-studied populations and careful case reports that alert clinicians to important risks.",
      "We invite clinicians and pharmacologists to share their experience and data, and we look forward to a year of work that brings pharmacology closer to patients.",
    ],
    keywords: ["Clinical pharmacology", "Rational prescribing", "Therapeutic drug monitoring", "Editorial"],
    refs: ["rowland"],
  },
  {
    title: "Quality of medicines is a public health issue for the readers of {journal}",
    journals: ["bjps", "fjphs"],
    paragraphs: [
      "Substandard and falsified medicines cause treatment failure, adverse effects and antimicrobial resistance, and they erode trust in health systems. India's role as a major supplier of medicines to the world makes pharmaceutical quality a matter of global as well as national importance.",
      "Quality is built into a product through sound formulation, validated manufacturing processes and robust analytical control [1]. Regulatory reforms and revised manufacturing standards have raised expectations of manufacturers of all sizes.",
      "{journal} publishes research on formulation science, pharmaceutical analysis, stability and regulatory affairs because these disciplines underpin the quality of every medicine that reaches a patient.",
      "We encourage academic and industrial scientists to publish method development, comparative quality surveys and regulatory analyses, which are essential to continuous improvement.",
    ],
    keywords: ["Pharmaceutical quality", "Substandard medicines", "Regulatory affairs", "Public health"],
    refs: ["ichQ1a"],
  },
];

export function editorialText(topic: EditorialTopic, journalTitle: string, year: number): ArticleText {
  const fill = (s: string) => s.replaceAll("{journal}", journalTitle).replaceAll("{year}", String(year));
  const paragraphs = topic.paragraphs.map(fill);
  return {
    title: fill(topic.title),
    abstract: [{ label: null, text: paragraphs.slice(0, 3).join(" ") }],
    keywords: topic.keywords,
    sections: [{ heading: "Editorial", paragraphs }],
    references: refs(...topic.refs),
    department: "Editorial Office",
  };
}
