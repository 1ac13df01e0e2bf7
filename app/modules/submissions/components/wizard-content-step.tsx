import type { ReactNode } from "react";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { countWords } from "../submission-rules";
import {
  PROCESSING_MODE_DESCRIPTIONS,
  PROCESSING_MODE_LABELS,
  SUBMISSION_LIMITS,
  WIZARD_ADVICE,
} from "../submissions.constants";
import type { SubmissionRules } from "../submission-rules";
import { CheckboxField } from "./checkbox-field";
import { EntryListInput } from "./entry-list-input";
import type { WizardStepProps } from "./wizard-step-props";
import { countOf, countRange, formatCount } from "~/lib/format-count";

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-200 pt-5">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {description ? <p className="text-xs text-slate-500">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function abstractHint(rules: SubmissionRules, abstract: string): string {
  const parts = [`Longer than ${rules.minAbstractChars} characters`];
  if (rules.minAbstractWords !== null && rules.maxAbstractWords !== null) {
    parts.push(`${rules.minAbstractWords}-${rules.maxAbstractWords} words`);
  } else if (rules.minAbstractWords !== null) parts.push(`at least ${rules.minAbstractWords} words`);
  else if (rules.maxAbstractWords !== null) parts.push(`at most ${rules.maxAbstractWords} words`);
  const length = abstract.trim().length;
  return `${parts.join(", ")}. ${formatCount(length)} characters, ${countWords(abstract)} words.`;
}

/** Step 2, 'Content' (Abstract & Details): abstract, keywords, processing mode and the declarations. */
export function WizardContentStep({
  form,
  update,
  errors,
  touch,
  rules,
  disabled,
  drafts,
  onDraftChange,
}: WizardStepProps) {
  const { conflictOfInterest: conflict, ethicsDeclaration: ethics, authorshipDeclaration: authorship } = form;
  const data = form.dataAvailability;
  const ethicsShown = ethics.involveHumanSubjects || ethics.involveAnimalSubjects;
  // The journal's own range, where it sets one, replaces the general advice it could contradict.
  const keywordHint =
    rules.minKeywords > 0 || rules.maxKeywords !== null
      ? `This journal asks for ${
          rules.maxKeywords !== null
            ? countRange(rules.minKeywords, rules.maxKeywords, "keyword", "keywords")
            : `at least ${countOf(rules.minKeywords, "keyword", "keywords")}`
        }. Press Enter to add each one.`
      : `${WIZARD_ADVICE.keywords} Press Enter to add each one.`;

  return (
    <div className="space-y-5">
      <FormField
        id="wizard-abstract"
        label="Abstract"
        required
        hint={abstractHint(rules, form.abstract)}
        error={errors.abstract}
      >
        <Textarea
          id="wizard-abstract"
          value={form.abstract}
          rows={8}
          placeholder="Summarise the background, methods, results and conclusions of your study"
          maxLength={SUBMISSION_LIMITS.abstractMax}
          disabled={disabled}
          onChange={(e) => update({ abstract: e.currentTarget.value })}
          onBlur={() => touch("abstract")}
          {...fieldA11y("wizard-abstract", { hint: true, error: errors.abstract })}
          className={cn(errors.abstract && invalidClass)}
        />
      </FormField>

      <EntryListInput
        id="wizard-keywords"
        label="Keywords"
        entries={form.keywords}
        onChange={(keywords) => {
          update({ keywords });
          touch("keywords");
        }}
        draft={drafts.keywords ?? ""}
        onDraftChange={(draft) => onDraftChange("keywords", draft)}
        // Short enough for a phone's box beside Add: the hint says how to add several.
        placeholder="Type a keyword"
        hint={keywordHint}
        error={errors.keywords}
        max={rules.maxKeywords ?? SUBMISSION_LIMITS.keywordsMax}
        maxLength={SUBMISSION_LIMITS.keywordMax}
        required={rules.minKeywords > 0}
        disabled={disabled}
      />

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Processing Mode</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {rules.processingModes.map((mode) => (
            <label
              key={mode}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-blue-300 has-[:checked]:bg-blue-50/60"
            >
              <input
                type="radio"
                name="processingMode"
                value={mode}
                checked={form.processingMode === mode}
                disabled={disabled}
                onChange={() => update({ processingMode: mode })}
                className="mt-0.5 size-4 shrink-0 accent-blue-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{PROCESSING_MODE_LABELS[mode]}</span>
                <span className="block text-slate-600">{PROCESSING_MODE_DESCRIPTIONS[mode]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <Section title="Conflict of Interest">
        <CheckboxField
          id="wizard-conflict"
          label="The authors have a conflict of interest to declare"
          checked={conflict.hasConflict}
          disabled={disabled}
          onChange={(hasConflict) => update({ conflictOfInterest: { ...conflict, hasConflict } })}
        />
        {conflict.hasConflict ? (
          <FormField
            id="wizard-conflict-details"
            label="Conflict details"
            required
            error={errors["conflictOfInterest.details"]}
          >
            <Textarea
              id="wizard-conflict-details"
              value={conflict.details}
              rows={3}
              maxLength={SUBMISSION_LIMITS.declarationTextMax}
              placeholder="Describe any financial or personal relationships that could influence the work"
              disabled={disabled}
              onChange={(e) => update({ conflictOfInterest: { ...conflict, details: e.currentTarget.value } })}
              onBlur={() => touch("conflictOfInterest.details")}
              {...fieldA11y("wizard-conflict-details", { error: errors["conflictOfInterest.details"] })}
              className={cn(errors["conflictOfInterest.details"] && invalidClass)}
            />
          </FormField>
        ) : null}
      </Section>

      <Section title="Ethics Declaration" description="Studies involving people or animals need an ethics approval.">
        <div className="grid gap-2 sm:grid-cols-2">
          <CheckboxField
            id="wizard-ethics-human"
            label="The study involves human subjects"
            checked={ethics.involveHumanSubjects}
            disabled={disabled}
            onChange={(involveHumanSubjects) => update({ ethicsDeclaration: { ...ethics, involveHumanSubjects } })}
          />
          <CheckboxField
            id="wizard-ethics-animal"
            label="The study involves animal subjects"
            checked={ethics.involveAnimalSubjects}
            disabled={disabled}
            onChange={(involveAnimalSubjects) => update({ ethicsDeclaration: { ...ethics, involveAnimalSubjects } })}
          />
        </div>
        {ethicsShown ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField
              id="wizard-ethics-committee"
              label="Ethics committee"
              required={rules.requireEthicsStatement}
              error={errors["ethicsDeclaration.ethicsCommittee"]}
            >
              <Input
                id="wizard-ethics-committee"
                value={ethics.ethicsCommittee}
                maxLength={500}
                placeholder="Institutional Ethics Committee, ..."
                disabled={disabled}
                onChange={(e) => update({ ethicsDeclaration: { ...ethics, ethicsCommittee: e.currentTarget.value } })}
                onBlur={() => touch("ethicsDeclaration.ethicsCommittee")}
                {...fieldA11y("wizard-ethics-committee", {
                  error: errors["ethicsDeclaration.ethicsCommittee"],
                })}
                className={cn(errors["ethicsDeclaration.ethicsCommittee"] && invalidClass)}
              />
            </FormField>
            <FormField
              id="wizard-ethics-approval"
              label="Approval number"
              required={rules.requireEthicsStatement}
              error={errors["ethicsDeclaration.ethicsApprovalNumber"]}
            >
              <Input
                id="wizard-ethics-approval"
                value={ethics.ethicsApprovalNumber}
                maxLength={200}
                placeholder="IEC/2026/042"
                disabled={disabled}
                onChange={(e) =>
                  update({ ethicsDeclaration: { ...ethics, ethicsApprovalNumber: e.currentTarget.value } })
                }
                onBlur={() => touch("ethicsDeclaration.ethicsApprovalNumber")}
                {...fieldA11y("wizard-ethics-approval", {
                  error: errors["ethicsDeclaration.ethicsApprovalNumber"],
                })}
                className={cn(errors["ethicsDeclaration.ethicsApprovalNumber"] && invalidClass)}
              />
            </FormField>
          </div>
        ) : null}
      </Section>

      <Section title="Authorship Declaration">
        <CheckboxField
          id="wizard-consent"
          label={
            <>
              All authors have approved the manuscript and consent to its submission
              <span className="text-red-600" aria-hidden="true">
                {" "}
                *
              </span>
            </>
          }
          description="Required by the COPE guidelines on authorship."
          checked={authorship.allAuthorsConsent}
          disabled={disabled}
          onChange={(allAuthorsConsent) => {
            update({ authorshipDeclaration: { ...authorship, allAuthorsConsent } });
            touch("authorshipDeclaration.allAuthorsConsent");
          }}
          error={errors["authorshipDeclaration.allAuthorsConsent"]}
        />
        <FormField id="wizard-contribution" label="Contribution statement (optional)">
          <Textarea
            id="wizard-contribution"
            value={authorship.contributionStatement}
            rows={3}
            maxLength={SUBMISSION_LIMITS.declarationTextMax}
            placeholder="Who conceived, performed, analysed and wrote what"
            disabled={disabled}
            onChange={(e) =>
              update({ authorshipDeclaration: { ...authorship, contributionStatement: e.currentTarget.value } })
            }
          />
        </FormField>
      </Section>

      <Section title="Data Availability">
        <FormField
          id="wizard-data-statement"
          label={
            rules.requireDataAvailability ? "Data availability statement" : "Data availability statement (optional)"
          }
          required={rules.requireDataAvailability}
          error={errors["dataAvailability.statement"]}
        >
          <Textarea
            id="wizard-data-statement"
            value={data.statement}
            rows={3}
            maxLength={SUBMISSION_LIMITS.declarationTextMax}
            placeholder="Where and how the data supporting the results can be found"
            disabled={disabled}
            onChange={(e) => update({ dataAvailability: { ...data, statement: e.currentTarget.value } })}
            onBlur={() => touch("dataAvailability.statement")}
            {...fieldA11y("wizard-data-statement", { error: errors["dataAvailability.statement"] })}
            className={cn(errors["dataAvailability.statement"] && invalidClass)}
          />
        </FormField>
        <FormField
          id="wizard-data-url"
          label="Repository URL (optional)"
          error={errors["dataAvailability.repositoryUrl"]}
        >
          <Input
            id="wizard-data-url"
            type="url"
            value={data.repositoryUrl}
            maxLength={SUBMISSION_LIMITS.urlMax}
            placeholder="https://doi.org/10.5281/zenodo..."
            disabled={disabled}
            onChange={(e) => update({ dataAvailability: { ...data, repositoryUrl: e.currentTarget.value } })}
            onBlur={() => touch("dataAvailability.repositoryUrl")}
            {...fieldA11y("wizard-data-url", { error: errors["dataAvailability.repositoryUrl"] })}
            className={cn(errors["dataAvailability.repositoryUrl"] && invalidClass)}
          />
        </FormField>
      </Section>
    </div>
  );
}
