// What the article form was filled from (the PDF, or Crossref's record of the DOI): fields filled,
// fields read with low confidence (marked for the editor to check, ADR 063), fields offered for
// replacement, fields confirmed, and 'Fill from Crossref' when a DOI is known.
import { AlertTriangle, BadgeCheck, Loader2, Wand2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { MERGE_FIELD_LABELS, type MergeField } from "../metadata-merge";

export type Extraction = {
  source: "pdf" | "crossref";
  metadata: ExtractedPdfMetadata;
  filled: MergeField[];
  conflicts: MergeField[];
  confirmed: MergeField[];
  /** Filled fields read with low confidence: marked beside each until the editor changes it. */
  doubtful: MergeField[];
};

const SOURCE_LABEL = { pdf: "the PDF", crossref: "Crossref" } as const;

const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  es: "Spanish",
  pt: "Portuguese",
  fr: "French",
  de: "German",
  it: "Italian",
};

export function listOf(fields: readonly MergeField[]): string {
  return fields.map((f) => MERGE_FIELD_LABELS[f]).join(", ");
}

/** The mark beside a field filled with low confidence. */
export function DoubtNote({ id, show }: { id: string; show: boolean }) {
  if (!show) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-xs font-medium text-amber-800">
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
      Read with low confidence: check it against the PDF.
    </p>
  );
}

export function ExtractionNotice({
  extraction,
  onReplace,
  onUseAbstract,
  crossref,
}: {
  extraction: Extraction | null;
  onReplace: () => void;
  /** Puts one of the other printed abstracts (a translation) in the Abstract field. */
  onUseAbstract: (text: string) => void;
  /** 'Fill from Crossref' for this DOI, when there is one. */
  crossref: { doi: string; busy: boolean; onFill: () => void } | null;
}) {
  const unreadable = extraction?.source === "pdf" && extraction.metadata.readable === false;
  const shown =
    extraction &&
    (unreadable || extraction.filled.length > 0 || extraction.conflicts.length > 0 || extraction.confirmed.length > 0);
  if (!shown && !crossref) return null;
  const from = extraction ? SOURCE_LABEL[extraction.source] : "";
  const sure = extraction ? extraction.filled.filter((f) => !extraction.doubtful.includes(f)) : [];
  return (
    <div className="space-y-2 rounded-lg border border-violet-200 bg-violet-50/60 p-3 text-sm" role="status">
      {shown && extraction ? (
        <>
          <p className="flex items-center gap-1.5 font-medium text-violet-900">
            <Wand2 className="size-4" aria-hidden="true" />
            Read from {from}
          </p>
          {unreadable ? (
            <p className="flex items-start gap-1.5 font-medium text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                The PDF&apos;s text could not be read (its fonts carry no usable encoding): only what the file says of
                itself was used.
              </span>
            </p>
          ) : null}
          {extraction.doubtful.length > 0 ? (
            <p className="flex items-start gap-1.5 font-medium text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Read with low confidence, check each: {listOf(extraction.doubtful)}.</span>
            </p>
          ) : null}
          {sure.length > 0 ? <p className="text-slate-700">Filled: {listOf(sure)}. Check them before saving.</p> : null}
          {extraction.confirmed.length > 0 && extraction.source === "crossref" ? (
            <p className="flex items-center gap-1.5 text-slate-700">
              <BadgeCheck className="size-4 text-emerald-700" aria-hidden="true" />
              Crossref agrees: {listOf(extraction.confirmed)}.
            </p>
          ) : null}
          {extraction.source === "pdf"
            ? (extraction.metadata.otherAbstracts ?? []).map((other, index) => (
                <details key={index} className="text-slate-700">
                  <summary className="cursor-pointer">
                    The PDF also prints an abstract
                    {other.language && LANGUAGE_NAMES[other.language] ? ` in ${LANGUAGE_NAMES[other.language]}` : ""}
                  </summary>
                  <p className="mt-1 line-clamp-4 text-xs">{other.text}</p>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="mt-1"
                    onClick={() => onUseAbstract(other.text)}
                  >
                    Use this abstract
                  </Button>
                </details>
              ))
            : null}
          {extraction.conflicts.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-slate-700">Already filled, with other values: {listOf(extraction.conflicts)}.</p>
              <Button type="button" size="sm" variant="outline" onClick={onReplace}>
                Replace with {extraction.source === "pdf" ? "the PDF's" : "Crossref's"}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {crossref ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" variant="outline" onClick={crossref.onFill} disabled={crossref.busy}>
            {crossref.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Fill from Crossref
          </Button>
          <span className="text-xs text-slate-600">
            Completes or confirms the fields from the metadata registered for {crossref.doi}.
          </span>
        </div>
      ) : null}
    </div>
  );
}
