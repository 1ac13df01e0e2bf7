/** Longest question accepted (characters). */
export const QUESTION_MAX_LENGTH = 500;
/** Passages an answer is made from. */
export const ANSWER_PASSAGES = 3;
/** Questions per client address in any window (kept in rate_limit_hits). */
export const ASSISTANT_RATE_LIMIT = { questions: 20, windowMinutes: 10 };
/** How long a configured language model may take before the extractive answer is given instead. */
export const MODEL_TIMEOUT_MS = 20_000;
/** How long answered questions are kept for editors to read (days); older ones are deleted. */
export const ASSISTANT_QUESTION_RETENTION_DAYS = 180;
/** Questions per page of the editors' screen. */
export const ASSISTANT_QUESTIONS_PAGE_SIZE = 25;
/** Longest search accepted on the editors' screen (characters). */
export const ASSISTANT_QUESTIONS_MAX_SEARCH = 200;

// Spec 000 section 8 (chat failure): the toast and the assistant's own message.
export const CHAT_FAILURE_TOAST = "Sorry, I encountered an error. Please try again.";
export const CHAT_FAILURE_MESSAGE =
  "I apologize, but I'm having trouble processing your request right now. Please try again in a moment.";

export const ASSISTANT_GREETING =
  "Hello! I can answer questions about our journals from our own pages: publication fees, peer review times, manuscript formats, policies and how to submit.";
export const NO_ANSWER_MESSAGE =
  "I could not find an answer to that in our pages. Please send your question with the message form below and the editorial office will reply by e-mail.";
export const QUESTION_REQUIRED = "Please type a question.";
export const QUESTION_TOO_LONG = `Please keep your question under ${QUESTION_MAX_LENGTH} characters.`;

export function assistantRateLimitMessage(seconds: number): string {
  return `You have asked many questions in a short time. Please try again in ${seconds} seconds, or use the message form.`;
}
