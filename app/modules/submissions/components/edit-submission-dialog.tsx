import { FileText, Loader2, Lock, Send } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { EditableEmail, type EmailText } from "~/modules/mail/components/editable-email";
import { DIALOG_DECISION_KINDS, dialogDecisionOf, dialogLetter } from "../dialog-decision";
import { withDrafts, type EntryDrafts, type EntryListField } from "../entry-list";
import { EDIT_MESSAGES } from "../submission-messages";
import {
  SUBMISSION_LIMITS,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_TYPES,
  SUBMISSION_TYPE_LABELS,
  type SubmissionStatus,
  type SubmissionType,
} from "../submissions.constants";
import { checkEditSubmission, type EditSubmissionForm, type FieldErrors } from "../submissions.schemas";
import type { SubmissionAbilities, SubmissionActionData, SubmissionDetail } from "../submissions.types";
import type { WizardAuthor } from "../wizard-form";
import { AuthorsEditor } from "./authors-editor";
import { EntryListInput } from "./entry-list-input";
import { formatCount } from "~/lib/format-count";

type EditState = {
  title: string;
  submissionType: SubmissionType;
  authors: WizardAuthor[];
  abstract: string;
  keywords: string[];
  coverLetter: string;
  suggestedReviewers: string[];
  status: SubmissionStatus;
  adminNotes: string;
  reviewerComments: string;
  editorDecision: string;
};

function initialState(detail: SubmissionDetail): EditState {
  return {
    title: detail.title,
    submissionType: detail.submissionType,
    authors: detail.authors.map((a) => ({
      name: a.name,
      email: a.email,
      affiliation: a.affiliation ?? "",
      orcid: a.orcid ?? "",
      country: a.country ?? "",
    })),
    abstract: detail.abstract,
    keywords: [...detail.keywords],
    coverLetter: detail.coverLetter ?? "",
    suggestedReviewers: [...(detail.suggestedReviewers ?? [])],
    status: detail.status,
    adminNotes: detail.adminNotes ?? "",
    reviewerComments: detail.reviewerComments ?? "",
    editorDecision: "",
  };
}

/** What the dialog sends: the status and notes only for admins and editors. */
function payloadOf(state: EditState, privileged: boolean): EditSubmissionForm {
  const { status, adminNotes, reviewerComments, editorDecision, ...content } = state;
  return privileged ? { ...content, status, adminNotes, reviewerComments, editorDecision } : content;
}

export type EditSubmissionDialogProps = {
  detail: SubmissionDetail;
  abilities: SubmissionAbilities;
  /** The submission page's action (intent=update). */
  action: string;
  /** The journal's texts of the e-mails a status change sends (empty for who may not change it). */
  emailTexts?: Record<string, EmailText & { variables: string[] }>;
  onClose: () => void;
};

/**
 * Edit Submission, or View Submission read-only for those who may not edit it (spec 002 section
 * 2.4): Title, Submission Type, Status (admins and editors), Authors, Abstract, Keywords, Cover
 * Letter, Suggested Reviewers, Admin Notes and Comments for the Authors (admins and editors), and the
 * decision message sent with a status change. Mount it to open it.
 */
export function EditSubmissionDialog({
  detail,
  abilities,
  action,
  emailTexts = {},
  onClose,
}: EditSubmissionDialogProps) {
  const readOnly = !abilities.canEdit;
  const privileged = abilities.canChangeStatus && !readOnly;
  const [state, setState] = useState<EditState>(() => initialState(detail));
  // A keyword or reviewer typed but not added yet: Save adds it instead of dropping it (as the wizard).
  const [drafts, setDrafts] = useState<EntryDrafts<EditState>>({});
  const setDraft = (field: EntryListField<EditState>, draft: string) => setDrafts((d) => ({ ...d, [field]: draft }));
  // The browser's own check of the last Save (null: it passed), else the server's answer.
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // The e-mail to the authors as edited before it goes (ADR 067); null: the stored template goes.
  const [edited, setEdited] = useState<EmailText | null>(null);
  const fetcher = useFetcher<SubmissionActionData>();
  const busy = fetcher.state !== "idle";
  const errors: FieldErrors =
    clientErrors ?? (fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {});

  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      onClose();
    } else {
      toast.error(EDIT_MESSAGES.saveFailed, { description: result.message });
    }
  });

  const set = <K extends keyof EditState>(key: K, value: EditState[K]) => setState((s) => ({ ...s, [key]: value }));

  const statusChanged = state.status !== detail.status;
  // While in review, accepting, rejecting or asking for a revision is the round's decision (the
  // server records it so, with this message as its letter).
  const decision = dialogDecisionOf(detail.status, state.status);
  const isDecision = decision !== null;
  // The e-mail that change sends, and what the server's preview needs to render it as sent.
  const email = decision
    ? {
        key: `decision-${DIALOG_DECISION_KINDS[decision]}`,
        request: {
          mail: "decision",
          kind: DIALOG_DECISION_KINDS[decision],
          letter: dialogLetter(decision, state.editorDecision, state.reviewerComments),
        },
      }
    : {
        key: "submission-status",
        request: {
          mail: "status",
          status: state.status,
          title: state.title,
          editorDecision: state.editorDecision,
          reviewerComments: state.reviewerComments,
        },
      };

  const save = () => {
    const entered = withDrafts(state, drafts);
    if (entered !== state) {
      setState(entered);
      setDrafts({});
    }
    const payload = payloadOf(entered, privileged);
    const checked = checkEditSubmission(payload);
    if (!checked.ok) {
      setClientErrors(checked.fieldErrors);
      toast.error(checked.message);
      return;
    }
    setClientErrors(null);
    const fields: Record<string, string> = { intent: "update", data: JSON.stringify(payload) };
    if (edited && privileged && statusChanged) {
      fields.emailSubject = edited.subject;
      fields.emailBody = edited.body;
    }
    void fetcher.submit(fields, { method: "post", action });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl" aria-describedby="edit-submission-description">
        <DialogHeader>
          <DialogTitle>{readOnly ? "View Submission" : "Edit Submission"}</DialogTitle>
          <DialogDescription id="edit-submission-description">
            {readOnly
              ? "This submission can no longer be edited. Contact the editorial office if something needs to change."
              : `Update the details of ${detail.code}.`}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            if (!readOnly) save();
          }}
        >
          <FormField id="edit-title" label="Title" required={!readOnly} error={errors.title}>
            <Input
              id="edit-title"
              value={state.title}
              maxLength={SUBMISSION_LIMITS.titleMax}
              disabled={readOnly}
              onChange={(e) => set("title", e.currentTarget.value)}
              {...fieldA11y("edit-title", { error: errors.title })}
              className={cn(errors.title && invalidClass)}
            />
          </FormField>

          <div className={cn("grid gap-4", abilities.canChangeStatus && "sm:grid-cols-2")}>
            <FormField id="edit-type" label="Submission Type">
              <NativeSelect
                id="edit-type"
                value={state.submissionType}
                disabled={readOnly}
                onChange={(e) => set("submissionType", e.currentTarget.value as SubmissionType)}
              >
                {SUBMISSION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {SUBMISSION_TYPE_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {abilities.canChangeStatus ? (
              <FormField id="edit-status" label="Status" error={errors.status}>
                <NativeSelect
                  id="edit-status"
                  value={state.status}
                  disabled={readOnly}
                  onChange={(e) => {
                    set("status", e.currentTarget.value as SubmissionStatus);
                    setEdited(null);
                  }}
                >
                  {SUBMISSION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {SUBMISSION_STATUS_LABELS[status]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : null}
          </div>

          {privileged && statusChanged ? (
            <FormField
              id="edit-decision"
              label="Decision message to the authors (optional)"
              hint={
                isDecision
                  ? "Recorded as the decision of the review round: its letter in Messages, e-mailed to every author. The Reviews tab offers every decision."
                  : "Sent with the status e-mail to every author."
              }
              error={errors.editorDecision}
            >
              <Textarea
                id="edit-decision"
                value={state.editorDecision}
                rows={3}
                maxLength={SUBMISSION_LIMITS.notesMax}
                onChange={(e) => set("editorDecision", e.currentTarget.value)}
                {...fieldA11y("edit-decision", { hint: true, error: errors.editorDecision })}
              />
            </FormField>
          ) : null}
          {privileged && statusChanged ? (
            <EditableEmail
              key={email.key}
              id="status-email"
              label="Review the e-mail to the authors before it goes"
              value={edited}
              template={emailTexts[email.key]}
              onChange={setEdited}
              previewEndpoint={`/submission/${detail.id}/email-preview`}
              previewRequest={email.request}
            />
          ) : null}

          <div className="space-y-2">
            <h3 className="text-sm font-medium text-slate-800">Authors</h3>
            {errors.authors ? (
              <p className="text-sm text-red-600" role="alert">
                {errors.authors}
              </p>
            ) : null}
            <AuthorsEditor
              idPrefix="edit"
              authors={state.authors}
              onChange={(authors) => set("authors", authors)}
              errors={errors}
              affiliationRequired={false}
              disabled={readOnly}
            />
          </div>

          <FormField id="edit-abstract" label="Abstract" required={!readOnly} error={errors.abstract}>
            <Textarea
              id="edit-abstract"
              value={state.abstract}
              rows={6}
              maxLength={SUBMISSION_LIMITS.abstractMax}
              disabled={readOnly}
              onChange={(e) => set("abstract", e.currentTarget.value)}
              {...fieldA11y("edit-abstract", { error: errors.abstract })}
              className={cn(errors.abstract && invalidClass)}
            />
          </FormField>

          <EntryListInput
            id="edit-keywords"
            label="Keywords"
            entries={state.keywords}
            onChange={(keywords) => set("keywords", keywords)}
            draft={drafts.keywords ?? ""}
            onDraftChange={(draft) => setDraft("keywords", draft)}
            // Short enough for a phone's box beside Add, as in the wizard: the hint says how to add several.
            placeholder="Type a keyword"
            hint={readOnly ? undefined : "Press Enter to add each one."}
            error={errors.keywords}
            max={SUBMISSION_LIMITS.keywordsMax}
            maxLength={SUBMISSION_LIMITS.keywordMax}
            disabled={readOnly}
          />

          <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <FileText className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <p className="text-slate-700">
              Manuscript files are uploaded, replaced and downloaded in the{" "}
              <Link to="?tab=files" className="font-medium text-blue-700 hover:underline" onClick={onClose}>
                Files tab
              </Link>
              .
            </p>
          </div>

          <FormField
            id="edit-cover-letter"
            label="Cover Letter"
            hint={
              readOnly
                ? undefined
                : `${formatCount(state.coverLetter.length)}/${formatCount(SUBMISSION_LIMITS.coverLetterMax)} characters`
            }
            error={errors.coverLetter}
          >
            <Textarea
              id="edit-cover-letter"
              value={state.coverLetter}
              rows={5}
              maxLength={SUBMISSION_LIMITS.coverLetterMax}
              disabled={readOnly}
              onChange={(e) => set("coverLetter", e.currentTarget.value)}
              {...fieldA11y("edit-cover-letter", { hint: !readOnly, error: errors.coverLetter })}
            />
          </FormField>

          <EntryListInput
            id="edit-reviewers"
            label="Suggested Reviewers"
            entries={state.suggestedReviewers}
            onChange={(reviewers) => set("suggestedReviewers", reviewers)}
            draft={drafts.suggestedReviewers ?? ""}
            onDraftChange={(draft) => setDraft("suggestedReviewers", draft)}
            placeholder="Name, affiliation, email"
            error={errors.suggestedReviewers}
            max={SUBMISSION_LIMITS.suggestedReviewersMax}
            maxLength={SUBMISSION_LIMITS.suggestedReviewerMax}
            disabled={readOnly}
          />

          {abilities.canChangeStatus ? (
            <>
              <div className="space-y-4 rounded-lg border border-amber-200 bg-amber-50/50 p-4">
                <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-amber-800">
                  <Lock className="size-3.5" aria-hidden="true" />
                  Internal (admins and editors only)
                </p>
                <FormField id="edit-admin-notes" label="Admin Notes" error={errors.adminNotes}>
                  <Textarea
                    id="edit-admin-notes"
                    value={state.adminNotes}
                    rows={3}
                    maxLength={SUBMISSION_LIMITS.notesMax}
                    disabled={readOnly}
                    onChange={(e) => set("adminNotes", e.currentTarget.value)}
                  />
                </FormField>
              </div>
              <div className="space-y-4 rounded-lg border border-blue-200 bg-blue-50/50 p-4">
                <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-blue-800">
                  <Send className="size-3.5" aria-hidden="true" />
                  Sent to the authors
                </p>
                <FormField
                  id="edit-reviewer-comments"
                  label="Comments for the Authors"
                  hint="The authors receive these with the decision in the status e-mail when the status changes."
                  error={errors.reviewerComments}
                >
                  <Textarea
                    id="edit-reviewer-comments"
                    value={state.reviewerComments}
                    rows={3}
                    maxLength={SUBMISSION_LIMITS.notesMax}
                    disabled={readOnly}
                    onChange={(e) => set("reviewerComments", e.currentTarget.value)}
                    {...fieldA11y("edit-reviewer-comments", { hint: true })}
                  />
                </FormField>
              </div>
            </>
          ) : null}

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {readOnly ? "Close" : "Cancel"}
            </Button>
            {readOnly ? null : (
              <Button type="submit" disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {busy ? "Saving..." : "Save Changes"}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
