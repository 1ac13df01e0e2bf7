import { ArrowLeft, ArrowRight, CheckCircle2, Loader2, Send } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { HydrationSlice } from "~/components/hydration-slice";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";
import { useLazyModule } from "~/lib/use-lazy-module";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";
import { precheckManuscript } from "~/modules/submission-files/manuscript-format";
import { WIZARD_MESSAGES } from "../submission-messages";
import { DEFAULT_SUBMISSION_RULES } from "../submission-rules";
import { WIZARD_STEPS } from "../submissions.constants";
import type { FieldErrors } from "../submissions.schemas";
import { withDrafts, type EntryDrafts, type EntryListField } from "../entry-list";
import { emptyWizardForm, type WizardForm } from "../wizard-form";
import type { WizardJournal } from "../submissions.types";
import { WizardBasicInfoStep } from "./wizard-basic-info-step";
import { WizardContentStep } from "./wizard-content-step";
import { WizardFilesStep } from "./wizard-files-step";
import { WizardLeaveGuard } from "./wizard-leave-guard";
import { WizardStepper } from "./wizard-stepper";

/**
 * The wizard's checks (the server's own, with zod: 23 KB of gzipped JavaScript, an eighth of the
 * page's first visit) are fetched at the author's first key, tap or focus: only filling in the form
 * needs them, and it takes longer than their fetch.
 */
const loadSchemas = () => import("../submissions.schemas");

/** The step (0, 1, 2) of a field path ("authors.0.email" → 0); unknown paths belong to step 1. */
function stepOfKey(key: string, stepErrors: readonly FieldErrors[]): number {
  const found = stepErrors.findIndex((errors) => key in errors);
  if (found >= 0) return found;
  if (key === "file" || key === "coverLetter" || key === "suggestedReviewers") return 2;
  if (/^(journalId|title|submissionType|authors)/.test(key)) return 0;
  return 1;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return !!value && typeof value === "object" && Object.values(value).every((v) => typeof v === "string");
}

/** The success screen: the new submission's code and the two ways on (spec 002 section 2.2). */
function WizardSuccess({
  code,
  confirmationEmailed,
  onAnother,
}: {
  code: string;
  /** Whether the server queued the confirmation e-mail: the journal may have turned it off. */
  confirmationEmailed: boolean;
  onAnother: () => void;
}) {
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" role="status">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">Submission Successful!</h2>
      <p className="mt-2 text-sm text-slate-600">
        Your manuscript has been submitted. Your submission ID is{" "}
        <span className="font-mono font-semibold text-slate-900" data-testid="submission-code">
          {code}
        </span>
        .{confirmationEmailed ? " A confirmation e-mail is on its way." : null}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Our editorial team will review your submission within 2-3 business days.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/dashboard/submissions">Go to My Submissions</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onAnother}>
          Submit Another Manuscript
        </Button>
      </div>
    </Card>
  );
}

export type SubmissionWizardProps = {
  journals: readonly WizardJournal[];
  /** Preselected journal (from ?journal=shortName), or "". */
  initialJournalId: string;
  /** The signed-in user: the first author. */
  user: { name: string; email: string };
};

/**
 * The three-step submission wizard (spec 002 sections 2.2, 5 and 8). Next is enabled only while the
 * current step is valid; a completed or earlier step can be reopened; Submit checks every step
 * again and sends the form and the manuscript to POST /api/submissions with upload progress.
 */
export function SubmissionWizard({ journals, initialJournalId, user }: SubmissionWizardProps) {
  const fresh = useCallback(
    () => emptyWizardForm({ journalId: initialJournalId, name: user.name, email: user.email }),
    [initialJournalId, user.name, user.email],
  );
  const [form, setForm] = useState<WizardForm>(fresh);
  const [drafts, setDrafts] = useState<EntryDrafts<WizardForm>>({});
  // The form as the author sees it: a keyword or reviewer typed but not added counts as added, for
  // the steps' checks, for leaving and for what Submit sends (the desk's dialogs do the same on Save).
  const entered = useMemo(() => withDrafts(form, drafts), [form, drafts]);
  const [step, setStep] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ id: string; code: string; confirmationEmailed: boolean } | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();

  const journal = journals.find((j) => j.id === form.journalId) ?? null;
  const rules = journal?.rules ?? DEFAULT_SUBMISSION_RULES;
  const schemas = useLazyModule(loadSchemas, "interaction");
  const check = useMemo(() => (schemas ? schemas.checkWizard(entered, rules) : null), [schemas, entered, rules]);
  // The buttons wait for the checks as they wait for the page's script.
  const interactive = hydrated && check !== null;
  const stepErrors: FieldErrors[] = check && !check.ok ? check.stepErrors : [{}, {}, {}];
  const fileError = serverErrors.file ?? (file ? precheckManuscript(file, rules) : null);
  const stepValid = [0, 1, 2].map(
    (i) =>
      check !== null &&
      Object.keys(stepErrors[i] ?? {}).length === 0 &&
      (i < 2 || (file !== null && fileError === null)),
  );
  const sending = progress !== null;

  // The errors shown: of touched fields, of every field of a step after a refused Submit, and the server's.
  const shownErrors: FieldErrors = { ...serverErrors };
  stepErrors.forEach((errors, i) => {
    for (const [key, message] of Object.entries(errors)) {
      if (revealed.has(i) || touched.has(key)) shownErrors[key] ??= message;
    }
  });

  const update = useCallback((patch: Partial<WizardForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors({});
  }, []);
  const touch = useCallback((key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key))), []);
  const changeDraft = useCallback((field: EntryListField<WizardForm>, draft: string) => {
    setDrafts((d) => ({ ...d, [field]: draft }));
    setServerErrors({});
  }, []);
  // Going on (Next, a later step, Submit) adds what was typed, so the step left and the summary show it.
  const takeDrafts = () => {
    setForm(entered);
    setDrafts({});
  };

  const open = (target: number) => {
    if (target > step) takeDrafts();
    setStep(target);
    setFurthest((f) => Math.max(f, target));
    // The step's heading takes the focus: a screen reader announces the new step, and Tab goes on
    // to its first field rather than from the Next button at the bottom.
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const openPrevious = useCallback(() => setStep((s) => Math.max(0, s - 1)), []);
  const canOpen = (target: number) =>
    target < step || (target <= furthest && stepValid.slice(0, target).every(Boolean));

  const reveal = (target: number) => setRevealed((r) => new Set(r).add(target));

  const submit = async () => {
    if (!check) return;
    if (!check.ok) {
      const first = check.stepErrors.findIndex((errors) => Object.keys(errors).length > 0);
      toast.error(check.message);
      reveal(first);
      open(first);
      return;
    }
    if (!file) {
      toast.error(WIZARD_MESSAGES.manuscriptRequired);
      return;
    }
    if (fileError) {
      toast.error(fileError);
      return;
    }
    takeDrafts();
    const body = new FormData();
    body.set("data", JSON.stringify(entered));
    body.set("file", file, file.name);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const answer = await uploadWithProgress(
        `/api/submissions?journalId=${encodeURIComponent(form.journalId)}`,
        body,
        setProgress,
        controller.signal,
      );
      const json = answer.json as {
        id?: unknown;
        code?: unknown;
        confirmationEmailed?: unknown;
        fieldErrors?: unknown;
      } | null;
      if (answer.status === 201 && typeof json?.id === "string" && typeof json.code === "string") {
        setCreated({ id: json.id, code: json.code, confirmationEmailed: json.confirmationEmailed === true });
        toast.success(WIZARD_MESSAGES.submitted, { description: `Submission ID ${json.code}` });
        window.scrollTo({ top: 0, behavior: "smooth" });
        return;
      }
      const message = messageOf(json) ?? `The server answered ${answer.status}.`;
      toast.error(WIZARD_MESSAGES.createFailed, { description: message });
      if (isFieldErrors(json?.fieldErrors) && Object.keys(json.fieldErrors).length > 0) {
        setServerErrors(json.fieldErrors);
        const first = Math.min(...Object.keys(json.fieldErrors).map((k) => stepOfKey(k, stepErrors)));
        reveal(first);
        open(first);
      }
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") toast("Upload cancelled");
      else toast.error(WIZARD_MESSAGES.createFailed, { description: err instanceof Error ? err.message : undefined });
    } finally {
      abortRef.current = null;
      setProgress(null);
    }
  };

  const startOver = () => {
    setForm((f) => ({ ...fresh(), journalId: f.journalId }));
    setDrafts({});
    setStep(0);
    setFurthest(0);
    setTouched(new Set());
    setRevealed(new Set());
    setServerErrors({});
    setFile(null);
    setCreated(null);
  };

  if (created) {
    return (
      <WizardSuccess code={created.code} confirmationEmailed={created.confirmationEmailed} onAnother={startOver} />
    );
  }

  // Entered or chosen anything: leaving loses it (WizardLeaveGuard asks first).
  const dirty = file !== null || JSON.stringify(entered) !== JSON.stringify(fresh());
  const props = {
    form,
    update,
    errors: shownErrors,
    touch,
    rules,
    disabled: sending,
    drafts,
    onDraftChange: changeDraft,
  };
  const currentMessage = stepErrors[step] ? Object.values(stepErrors[step])[0] : undefined;
  const blockedMessage = step === 0 ? WIZARD_MESSAGES.basicInfoRequired : currentMessage;

  return (
    <div className="space-y-6">
      <WizardLeaveGuard dirty={dirty} step={step} onPreviousStep={openPrevious} />
      <WizardStepper
        current={step}
        completed={stepValid.map((valid, i) => valid && i < furthest)}
        canOpen={canOpen}
        onOpen={open}
      />
      <Card className="p-4 sm:p-6">
        <div className="mb-5">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {WIZARD_STEPS[step]?.title}
          </h2>
          <p className="text-sm text-slate-600">{WIZARD_STEPS[step]?.subtitle}</p>
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step < 2) {
              if (stepValid[step]) open(step + 1);
            } else void submit();
          }}
        >
          {/* The first step, which the server renders, is a slice of the page's hydration of its own. */}
          {step === 0 ? (
            <HydrationSlice>
              <WizardBasicInfoStep {...props} journals={journals} />
            </HydrationSlice>
          ) : null}
          {step === 1 ? <WizardContentStep {...props} /> : null}
          {step === 2 ? (
            <WizardFilesStep
              {...props}
              journalTitle={journal?.title ?? null}
              file={file}
              onFile={(chosen) => {
                setFile(chosen);
                setServerErrors((errors) => {
                  const { file: _dropped, ...rest } = errors;
                  return rest;
                });
                const problem = chosen ? precheckManuscript(chosen, rules) : null;
                if (problem) toast.error(problem);
              }}
              fileError={fileError}
              progress={progress}
              onCancelUpload={() => abortRef.current?.abort()}
            />
          ) : null}

          <div className="mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Button
              type="button"
              variant="outline"
              onClick={() => open(step - 1)}
              disabled={step === 0 || sending || !interactive}
            >
              <ArrowLeft aria-hidden="true" />
              Previous
            </Button>
            <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
              {step < 2 && !stepValid[step] && blockedMessage ? (
                <p className="text-xs text-slate-500 sm:max-w-xs sm:text-right" role="status">
                  {blockedMessage}
                </p>
              ) : null}
              {step < 2 ? (
                <Button type="submit" disabled={!stepValid[step] || !interactive}>
                  Next
                  <ArrowRight aria-hidden="true" />
                </Button>
              ) : (
                <Button type="submit" disabled={sending || !interactive}>
                  {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                  {sending ? "Submitting..." : "Submit"}
                </Button>
              )}
            </div>
          </div>
        </form>
      </Card>
      {journals.length === 0 ? (
        <p className="text-sm text-slate-600">No journal is accepting submissions at the moment.</p>
      ) : null}
    </div>
  );
}
