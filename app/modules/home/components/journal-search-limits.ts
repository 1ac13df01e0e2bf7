/** Longest text the journal search box accepts (the server ignores anything longer). */
export const JOURNAL_SEARCH_INPUT_MAX = 100;
