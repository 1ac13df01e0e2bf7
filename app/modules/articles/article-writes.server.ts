// The article writes other modules' services share with publishing (the publishing desk saves an
// article's authors and records its history the same way publishing does), in their transaction.
export {
  recordArticleEvent,
  replaceArticleAuthors,
  type ArticleAuthorInput,
} from "./articles.publishing.repository.server";
