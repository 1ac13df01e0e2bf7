/** Messages of the publishing desk that the spec does not word. */
export const PUBLISHING_MESSAGES = {
  articleNotFound: "Article not found",
  issueNotFound: "Issue not found",
  needsAuthor: "An article needs at least one author before it can be published.",
  needsIssue: "Assign the article to an issue before publishing it.",
  reasonRequired: "Please give the reason for withdrawing the article (at least 10 characters).",
  notPublished: "Only a published article can be withdrawn.",
  notAccepted: "Only an accepted submission can become an article.",
  alreadyHasArticle: "An article was already created from this submission.",
  issueOfOtherJournal: "The issue belongs to another journal.",
  accessDenied: "You need editor or admin privileges to publish articles of this journal.",
} as const;

/** A withdrawal's reason: kept in the history and shown on the article page. */
export const WITHDRAWAL_REASON_MIN = 10;
export const WITHDRAWAL_REASON_MAX = 2000;
