/** External databases shown on the Indexing tab. None is claimed: each reads "Coming Soon". */
export const INDEXING_DATABASES = [
  {
    name: "PubMed",
    description: "Biomedical and life-science citations from MEDLINE, life-science journals and online books.",
    url: "https://pubmed.ncbi.nlm.nih.gov/",
  },
  {
    name: "Scopus",
    description: "Abstract and citation database of peer-reviewed literature across disciplines.",
    url: "https://www.scopus.com/",
  },
  {
    name: "Web of Science",
    description: "Multidisciplinary citation index covering journals, books and proceedings.",
    url: "https://www.webofscience.com/",
  },
  {
    name: "DOAJ",
    description: "Directory of Open Access Journals: a curated index of quality open-access journals.",
    url: "https://doaj.org/",
  },
  {
    name: "Crossref",
    description: "DOI registration agency linking scholarly records and their citations.",
    url: "https://www.crossref.org/",
  },
  {
    name: "Google Scholar",
    description: "Search engine for scholarly literature across publishers and repositories.",
    url: "https://scholar.google.com/",
  },
  {
    name: "EMBASE",
    description: "Biomedical and pharmacological database with strong drug and device coverage.",
    url: "https://www.embase.com/",
  },
  {
    name: "HINARI",
    description: "Research4Life programme giving institutions in low-income countries access to health research.",
    url: "https://www.research4life.org/",
  },
  {
    name: "Chemical Abstracts Service",
    description: "CAS databases of chemical literature, substances and reactions.",
    url: "https://www.cas.org/",
  },
  {
    name: "Index Copernicus",
    description: "International journal database with journal evaluation.",
    url: "https://journals.indexcopernicus.com/",
  },
  {
    name: "Dimensions",
    description: "Linked research database of publications, grants, patents and clinical trials.",
    url: "https://www.dimensions.ai/",
  },
  {
    name: "Semantic Scholar",
    description: "AI-assisted search and discovery for scientific literature.",
    url: "https://www.semanticscholar.org/",
  },
  {
    name: "OpenAlex",
    description: "Open catalogue of the world's scholarly works, authors and institutions.",
    url: "https://openalex.org/",
  },
  {
    name: "BASE",
    description: "Bielefeld Academic Search Engine for open-access academic web resources.",
    url: "https://www.base-search.net/",
  },
  {
    name: "ROAD",
    description: "Directory of Open Access Scholarly Resources from the ISSN International Centre.",
    url: "https://road.issn.org/",
  },
  {
    name: "J-Gate",
    description: "Portal to journal literature with indexing of articles from thousands of publishers.",
    url: "https://jgateplus.com/",
  },
] as const;
