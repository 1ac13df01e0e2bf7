import { db } from "../../lib/services.server";
import { rulesFromGuidelines, type SubmissionRules } from "./submission-rules";
import { findJournalWithGuidelines } from "./submissions.repository.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The rules a journal sets for manuscripts (formats, size) and new submissions (abstract, keywords):
 * its saved submission guidelines, or the spec's defaults while it has no settings.
 */
export async function submissionRulesFor(journalId: string): Promise<SubmissionRules> {
  if (!UUID.test(journalId)) return rulesFromGuidelines(null);
  const journal = await findJournalWithGuidelines(db(), journalId);
  return rulesFromGuidelines(journal?.guidelines ?? null);
}
