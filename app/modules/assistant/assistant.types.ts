/** A page the answer came from. */
export type AssistantSource = { title: string; url: string };

/** The assistant's reply (spec 000 section 7: the answer is in `response`). */
export type AssistantReply = {
  response: string;
  /** Each passage used, with what it says, in the order used. */
  passages: { title: string; url: string; excerpt: string }[];
  sources: AssistantSource[];
  /** Whether a language model composed `response` (otherwise it is made of the passages themselves). */
  composed: boolean;
};

/** One kept question as the editors' screen shows it (dates as ISO 8601). */
export type AssistantQuestionRow = {
  id: string;
  question: string;
  answer: string;
  sources: AssistantSource[];
  composed: boolean;
  model: string | null;
  askedAt: string;
};

/** A page of the editors' screen: the search, where the page is and what is on it. */
export type AssistantQuestionsScreen = {
  q: string;
  page: number;
  pageCount: number;
  total: number;
  rows: AssistantQuestionRow[];
};
