import { getJournalSettings } from "~/modules/journal-settings/journal-settings.service.server";
import { rulesFromSettings, type SubmissionRules } from "./submission-rules";

/**
 * The rules a journal sets for manuscripts (formats, size) and new submissions (abstract, keywords,
 * statements): its resolved settings, the spec's defaults while it has none.
 */
export async function submissionRulesFor(journalId: string): Promise<SubmissionRules> {
  return rulesFromSettings(await getJournalSettings(journalId));
}
