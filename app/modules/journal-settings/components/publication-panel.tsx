import { useState } from "react";
import { FieldError } from "~/components/ui/form-field";
import { MANUSCRIPT_FORMAT_INFO } from "~/modules/submission-files/manuscript-format";
import { MANUSCRIPT_FORMATS, SETTING_LIMITS as L, type ResolvedJournalSettings } from "../journal-settings.defaults";
import { NumberField, SettingsForm, ToggleField } from "./settings-form";

const FORMAT_LABELS: Record<(typeof MANUSCRIPT_FORMATS)[number], string> = {
  pdf: "PDF",
  docx: "DOCX",
  doc: "DOC",
  rtf: "RTF",
  tex: "LaTeX",
  odt: "ODT",
};

/** Publication tab: the publication workflow and the submission guidelines the wizard enforces. */
export function PublicationPanel({ settings }: { settings: ResolvedJournalSettings }) {
  const pw = settings.publicationWorkflow;
  const sg = settings.submissionGuidelines;
  const [allowRevisions, setAllowRevisions] = useState(pw.allowRevisions);
  const [requireAbstract, setRequireAbstract] = useState(sg.requireAbstract);
  const [requireKeywords, setRequireKeywords] = useState(sg.requireKeywords);
  return (
    <SettingsForm
      tab="publication"
      title="Publication"
      description="How submissions move to publication, and what the submission wizard asks of authors."
    >
      {(errors) => (
        <>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Publication workflow</legend>
            <ToggleField
              name="requireReview"
              label="Require peer review"
              description="A submission can be accepted or published only after it has been under review."
              defaultChecked={pw.requireReview}
            />
            <ToggleField
              name="allowRevisions"
              label="Allow revisions"
              description="Editors may ask authors for revisions (status 'Revision requested')."
              defaultChecked={pw.allowRevisions}
              onChange={setAllowRevisions}
            />
            {allowRevisions ? (
              <NumberField
                name="maxRevisions"
                label="Maximum revisions"
                range={L.maxRevisions}
                defaultValue={pw.maxRevisions}
                unit="rounds per submission"
                error={errors.maxRevisions}
              />
            ) : null}
            <ToggleField
              name="copyediting"
              label="Copyediting"
              description="An accepted submission goes to a copyeditor, and its authors review the copyedit."
              defaultChecked={pw.copyediting === true}
            />
            <ToggleField
              name="production"
              label="Production and proofs"
              description="A layout editor prepares the galleys, and the authors approve the proofs before scheduling."
              defaultChecked={pw.production === true}
            />
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Submission guidelines</legend>
            <NumberField
              name="maxFileSize"
              label="Maximum file size (MB)"
              range={L.maxFileSize}
              defaultValue={sg.maxFileSize}
              unit="MB; uploads never exceed 50 MB"
              error={errors.maxFileSize}
            />
            <div className="space-y-2">
              <p id="allowed-formats-label" className="text-sm font-medium text-slate-900">
                Allowed file formats
              </p>
              <div
                role="group"
                aria-labelledby="allowed-formats-label"
                aria-describedby={errors.allowedFormats ? "allowed-formats-error" : undefined}
                className="flex flex-wrap gap-2"
              >
                {MANUSCRIPT_FORMATS.map((format) => (
                  <label
                    key={format}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-blue-300 has-[:checked]:bg-blue-50"
                  >
                    <input
                      type="checkbox"
                      name="allowedFormats"
                      value={format}
                      defaultChecked={sg.allowedFormats.includes(format)}
                      className="size-4 accent-blue-700"
                    />
                    {FORMAT_LABELS[format]}
                    <span className="sr-only"> (.{MANUSCRIPT_FORMAT_INFO[format].extensions.join(", .")})</span>
                  </label>
                ))}
              </div>
              <FieldError id="allowed-formats-error" message={errors.allowedFormats} />
            </div>
            <ToggleField
              name="requireAbstract"
              label="Enforce abstract length"
              description="The wizard and the server count the abstract's words."
              defaultChecked={sg.requireAbstract}
              onChange={setRequireAbstract}
            />
            {requireAbstract ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  name="minAbstractWords"
                  label="Minimum abstract words"
                  range={L.minAbstractWords}
                  defaultValue={sg.minAbstractWords}
                  error={errors.minAbstractWords}
                />
                <NumberField
                  name="maxAbstractWords"
                  label="Maximum abstract words"
                  range={L.maxAbstractWords}
                  defaultValue={sg.maxAbstractWords}
                  error={errors.maxAbstractWords}
                />
              </div>
            ) : null}
            <ToggleField
              name="requireKeywords"
              label="Require keywords"
              description="Authors must give a number of keywords within the range."
              defaultChecked={sg.requireKeywords}
              onChange={setRequireKeywords}
            />
            {requireKeywords ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <NumberField
                  name="minKeywords"
                  label="Minimum keywords"
                  range={L.minKeywords}
                  defaultValue={sg.minKeywords}
                  error={errors.minKeywords}
                />
                <NumberField
                  name="maxKeywords"
                  label="Maximum keywords"
                  range={L.maxKeywords}
                  defaultValue={sg.maxKeywords}
                  error={errors.maxKeywords}
                />
              </div>
            ) : null}
          </fieldset>
        </>
      )}
    </SettingsForm>
  );
}
