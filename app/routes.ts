import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const STATIC_PAGES = [
  "about",
  "policies",
  "publication-ethics",
  "peer-review-policy",
  "editorial-policies",
  "author-guidelines",
  "reviewer-guidelines",
  "article-processing-charges",
  "refund-policy",
  "article-retraction-policy",
  "privacy",
  "terms",
  "cookies",
] as const;

export default [
  // Resource routes: files and formats of an article, outside the page layout.
  route("journal/:shortName/article/:volume/:articleNumber/pdf", "routes/resources/article-pdf.ts"),
  route("journal/:shortName/article/:volume/:articleNumber/galley/:galleyId", "routes/resources/article-galley.ts"),
  route(
    "journal/:shortName/article/:volume/:articleNumber/galley/:galleyId/:fileName",
    "routes/resources/article-galley-file.ts",
  ),
  route("journal/:shortName/article/:volume/:articleNumber/cite/:format", "routes/resources/article-cite.ts"),
  route("journal/:shortName/article/:volume/:articleNumber/citations", "routes/resources/article-citations.ts"),
  // External citations (read, 'Fetch citations') and metrics history (read, 'Record snapshot').
  route(
    "journal/:shortName/article/:volume/:articleNumber/external-citations",
    "routes/resources/article-external-citations.ts",
  ),
  route(
    "journal/:shortName/article/:volume/:articleNumber/metrics-history",
    "routes/resources/article-metrics-history.ts",
  ),
  // A reader page's Citation Metrics dialog panels, rendered by the server (ADR 034).
  route(
    "journal/:shortName/article/:volume/:articleNumber/metrics/:panel",
    "routes/resources/article-metrics-panel.ts",
  ),
  // The Internal Citations dialog's search for a citing article (editors and admins of the journal).
  route(
    "journal/:shortName/article/:volume/:articleNumber/citations/candidates",
    "routes/resources/article-citation-candidates.ts",
  ),
  route("journal/:shortName/article/:volume/:articleNumber/jats.xml", "routes/resources/article-jats.ts"),
  // A file of an earlier version of a revised article (ADR 066).
  route(
    "journal/:shortName/article/:volume/:articleNumber/version/:version/file/:file",
    "routes/resources/article-version-file.ts",
  ),
  route("journal/:shortName/issue/:issueId/pdf", "routes/resources/issue-pdf.ts"),
  // Reader search outside the page layout: the OpenSearch description and typeahead suggestions.
  route("opensearch.xml", "routes/resources/opensearch.ts"),
  route("search.json", "routes/resources/search-json.ts"),
  // The contact assistant's answers (POST).
  route("api/assistant", "routes/resources/assistant.ts"),
  // The personal parts of the public pages (the header's user, Email Author), filled in by the browser.
  route("api/session", "routes/resources/session.ts"),
  // Resource routes of the editorial workflow: uploads with progress, downloads, task changes.
  route("api/submissions", "routes/resources/submission-create.ts"),
  route("submission/:id/files", "routes/resources/submission-files.ts"),
  route("submission/:id/files/:fileId", "routes/resources/submission-file.ts"),
  route("submission/:id/manuscript", "routes/resources/submission-manuscript.ts"),
  route("submission/:id/tasks", "routes/resources/submission-tasks.ts"),
  route("tasks/:taskId", "routes/resources/task.ts"),
  // Peer review: a reviewer's download of a file of the submission they review.
  route("review/:assignmentId/files/:fileId", "routes/resources/review-file.ts"),
  // Peer review: the reviewer's annotated file (upload with progress, replace, remove, download),
  // and its download from the submission's Reviews tab (editors; authors once decided).
  route("review/:assignmentId/attachment", "routes/resources/review-attachment.ts"),
  route("submission/:id/reviews/:assignmentId/attachment", "routes/resources/submission-review-attachment.ts"),
  // Discussions of a submission (ADR 068): start one, post in one (multipart, with progress), its files.
  route("submission/:id/discussions", "routes/resources/submission-discussions.ts"),
  route("submission/:id/discussions/:discussionId/messages", "routes/resources/discussion-messages.ts"),
  route("submission/:id/discussions/:discussionId/files/:fileId", "routes/resources/discussion-file.ts"),
  // Issue covers: the upload (with progress) and the sizes made from it.
  route("api/issues/:issueId/cover", "routes/resources/issue-cover-upload.ts"),
  route("issue-cover/:issueId/:version/:file", "routes/resources/issue-cover.ts"),
  // A journal's theme: read, saved and reset by the theme editor wherever it is shown.
  route("api/journals/:journalId/theme", "routes/resources/journal-theme.ts"),
  // E-mail templates: the server's preview of a template being edited (ADR 067).
  route("api/email-templates/preview", "routes/resources/email-template-preview.ts"),
  route("submission/:id/email-preview", "routes/resources/submission-email-preview.ts"),
  // Conference covers: the upload (with progress) and the sizes made from it.
  route("api/conferences/:conferenceId/cover", "routes/resources/conference-cover-upload.ts"),
  route("conference-cover/:conferenceId/:version/:file", "routes/resources/conference-cover.ts"),
  // Journal covers: the upload (with progress) and the sizes made from it.
  route("api/journals/:journalId/cover", "routes/resources/journal-cover-upload.ts"),
  route("journal-cover/:journalId/:version/:file", "routes/resources/journal-cover.ts"),
  // Editorial boards: the manager's endpoint, members' photo uploads (with progress) and their sizes.
  route("api/journals/:journalId/board", "routes/resources/editorial-board.ts"),
  route("api/journals/:journalId/board/:memberId/avatar", "routes/resources/board-avatar-upload.ts"),
  route("board-avatar/:memberId/:version/:file", "routes/resources/board-avatar.ts"),
  // Resource routes of the publishing desk: galley uploads with progress, downloads, metadata.
  route("dashboard/articles/issues/:journalId", "routes/resources/article-desk-issues.ts"),
  route("dashboard/articles/metadata-from-pdf", "routes/resources/article-desk-pdf-metadata.ts"),
  route("dashboard/articles/crossref-metadata", "routes/resources/article-desk-crossref.ts"),
  route("dashboard/articles/:id/galleys", "routes/resources/article-desk-galleys.ts"),
  route("dashboard/articles/:id/galleys/:galleyId", "routes/resources/article-desk-galley.ts"),
  route("dashboard/articles/:id/metadata", "routes/resources/article-desk-metadata.ts"),
  route("dashboard/articles/:id/doi", "routes/resources/article-desk-doi.ts"),
  route("api/journals/:journalId/crossref-test", "routes/resources/journal-crossref-test.ts"),
  // The OJS import's upload (multipart, admins; ADR 065).
  route("journal/:shortName/import/upload", "routes/resources/journal-ojs-import.ts"),
  // The SEO manager's Export XML (a download of the user's indexed entries).
  route("dashboard/seo/sitemap.xml", "routes/resources/seo-sitemap-export.ts"),
  // A Mailbox message's attachment (admins, as the Mailbox).
  route("dashboard/mailbox/:messageId/attachments/:index", "routes/resources/mailbox-attachment.ts"),
  // Article processing charges (ADR 064): the Invoices tab's changes, invoice and receipt PDFs, a
  // journal's Charges settings, the editors' CSV export.
  route("submission/:id/invoices", "routes/resources/submission-invoices.ts"),
  // Copyediting and production (ADR 069): the tabs' changes and the stage files' downloads.
  route("submission/:id/stages", "routes/resources/submission-stages.ts"),
  route("submission/:id/stage-files/:fileId", "routes/resources/submission-stage-file.ts"),
  route("invoices/:invoiceId/:document", "routes/resources/invoice-document.ts"),
  route("api/journals/:journalId/charges", "routes/resources/journal-charges.ts"),
  route("dashboard/invoices/export.csv", "routes/resources/invoices-export.ts"),
  route("api/payments/razorpay/webhook", "routes/resources/payment-webhook.ts"),
  // The signed-in dashboard: its own shell, never cached, never indexed.
  layout("routes/dashboard/layout.tsx", [
    route("dashboard", "routes/dashboard/home.tsx"),
    route("dashboard/users", "routes/dashboard/users.tsx"),
    route("dashboard/journals", "routes/dashboard/journals.tsx"),
    route("dashboard/journal-settings", "routes/dashboard/journal-settings-choice.tsx"),
    route("dashboard/submissions", "routes/dashboard/submissions.tsx"),
    route("dashboard/issues", "routes/dashboard/issues.tsx"),
    route("dashboard/articles", "routes/dashboard/articles.tsx"),
    route("dashboard/dois", "routes/dashboard/dois.tsx"),
    route("dashboard/invoices", "routes/dashboard/invoices.tsx"),
    route("dashboard/analytics", "routes/dashboard/analytics.tsx"),
    route("dashboard/seo", "routes/dashboard/seo.tsx"),
    route("dashboard/journals/:journalId/theme", "routes/dashboard/journal-theme.tsx"),
    route("dashboard/conferences", "routes/dashboard/conferences.tsx"),
    route("dashboard/journals/:journalId/board", "routes/dashboard/journal-board.tsx"),
    route("dashboard/submissions/new", "routes/dashboard/submission-new.tsx"),
    route("submission/:id", "routes/dashboard/submission.tsx"),
    route("submission/:id/discussions/:discussionId", "routes/dashboard/discussion.tsx"),
    route("dashboard/editor-tasks", "routes/dashboard/editor-tasks.tsx"),
    route("dashboard/reviews", "routes/dashboard/reviews.tsx"),
    route("dashboard/assistant-questions", "routes/dashboard/assistant-questions.tsx"),
    route("review/:assignmentId", "routes/dashboard/review.tsx"),
    route("dashboard/settings", "routes/dashboard/settings.tsx"),
    route("dashboard/mailbox", "routes/dashboard/mailbox.tsx"),
    route("dashboard/mailbox/:messageId", "routes/dashboard/mailbox-message.tsx"),
    // E-mail templates: the site's (admins) and a journal's (its editors), ADR 067.
    route("dashboard/email-templates", "routes/dashboard/email-templates.tsx"),
    route("journal/:shortName/email-templates", "routes/dashboard/journal-email-templates.tsx"),
    route("journal/:shortName/settings", "routes/dashboard/journal-settings.tsx"),
    // Peer review: a journal's extra review form questions (admins, ADR 031).
    route("journal/:shortName/review-questions", "routes/dashboard/review-questions.tsx"),
    // Moving a journal in from OJS: imports and old addresses (admins, ADR 065).
    route("journal/:shortName/import", "routes/dashboard/journal-import.tsx"),
  ]),
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("journals", "routes/public/journals.tsx"),
    route("journal/:shortName", "routes/public/journal.tsx"),
    route("journal/:shortName/issue/:issueId", "routes/public/issue.tsx"),
    route("journal/:shortName/article/:volume/:articleNumber", "routes/public/article.tsx"),
    route("journal/:shortName/article/:volume/:articleNumber/version/:version", "routes/public/article-version.tsx"),
    route("journal/:shortName/article/:articleId", "routes/public/article-by-id.tsx"),
    route("conferences", "routes/public/conferences.tsx"),
    route("conferences/:id", "routes/public/conference.tsx"),
    route("editorial-board", "routes/public/editorial-board.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("search", "routes/public/search.tsx"),
    route("sitemap", "routes/public/sitemap.tsx"),
    route("auth", "routes/public/auth.tsx"),
    route("review-invitation/:token", "routes/public/review-invitation.tsx"),
    ...STATIC_PAGES.map((page) => route(page, `routes/public/pages/${page}.tsx`)),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
