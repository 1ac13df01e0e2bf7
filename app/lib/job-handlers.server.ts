import { analyticsJobHandlers } from "~/modules/analytics/analytics.service.server";
import { assistantJobHandlers } from "~/modules/assistant/assistant-questions.service.server";
import { coverUrlImportJobHandlers } from "~/modules/cover-urls/cover-url-import.service.server";
import { crossrefJobHandlers } from "~/modules/crossref/crossref.service.server";
import { doiFailureJobHandlers } from "~/modules/crossref/doi-failure-notices.server";
import { externalCitationJobHandlers } from "~/modules/external-citations/external-citations.service.server";
import { invoiceJobHandlers } from "~/modules/invoices/invoices.jobs.server";
import { fullIssuePdfJobHandlers } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import { mailJobHandlers } from "~/modules/mail/mail-delivery.server";
import { noticeDigestJobHandlers } from "~/modules/notifications/editor-notices.service.server";
import { ojsImportJobHandlers } from "~/modules/ojs-import/ojs-import.service.server";
import { metricsHistoryJobHandlers } from "~/modules/metrics-history/metrics-history.service.server";
import { stageReminderJobHandlers } from "~/modules/production/production-reminders.service.server";
import { reviewReminderJobHandlers } from "~/modules/reviews/reminders.service.server";
import { sitemapJobHandlers } from "~/modules/sitemap/sitemap.service.server";
import type { JobHandlers } from "./jobs.server";

/** Every kind of background job the platform's worker runs; a module adds its handlers here. */
export function platformJobHandlers(): JobHandlers {
  return {
    ...mailJobHandlers(),
    ...fullIssuePdfJobHandlers(),
    ...crossrefJobHandlers(),
    ...doiFailureJobHandlers(),
    ...reviewReminderJobHandlers(),
    ...stageReminderJobHandlers(),
    ...noticeDigestJobHandlers(),
    ...assistantJobHandlers(),
    ...externalCitationJobHandlers(),
    ...metricsHistoryJobHandlers(),
    ...analyticsJobHandlers(),
    ...coverUrlImportJobHandlers(),
    ...ojsImportJobHandlers(),
    ...invoiceJobHandlers(),
    ...sitemapJobHandlers(),
  };
}
