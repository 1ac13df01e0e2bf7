// What a journal's public page shows of its settings: the review model, the manuscript
// guidelines the wizard enforces, and the SEO fields for its <head>.
import { countRange } from "~/lib/format-count";
import { MANUSCRIPT_FORMAT_INFO } from "~/modules/submission-files/manuscript-format";
import { REVIEW_TYPE_LABELS, type ResolvedJournalSettings } from "./journal-settings.defaults";

export type PublicJournalSettings = {
  reviewTypeLabel: string;
  guidelines: { label: string; value: string }[];
  seo: ResolvedJournalSettings["seoSettings"];
};

const FORMAT_NAMES: Record<string, string> = { tex: "LaTeX" };

export function publicJournalSettings(settings: ResolvedJournalSettings): PublicJournalSettings {
  const g = settings.submissionGuidelines;
  const formats = g.allowedFormats
    .filter((f) => f in MANUSCRIPT_FORMAT_INFO)
    .map((f) => FORMAT_NAMES[f] ?? f.toUpperCase())
    .join(", ");
  const guidelines = [{ label: "Manuscript files", value: `${formats}, up to ${Math.min(g.maxFileSize, 50)} MB` }];
  if (g.requireAbstract)
    guidelines.push({ label: "Abstract", value: countRange(g.minAbstractWords, g.maxAbstractWords, "word", "words") });
  if (g.requireKeywords)
    guidelines.push({ label: "Keywords", value: countRange(g.minKeywords, g.maxKeywords, "keyword", "keywords") });
  const reviewType = settings.editorialWorkflow.reviewType as keyof typeof REVIEW_TYPE_LABELS;
  return {
    reviewTypeLabel: REVIEW_TYPE_LABELS[reviewType] ?? REVIEW_TYPE_LABELS["double-blind"],
    guidelines,
    seo: settings.seoSettings,
  };
}
