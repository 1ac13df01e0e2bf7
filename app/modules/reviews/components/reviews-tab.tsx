import { AlertTriangle, BellRing, Download, MailPlus, Quote } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { REVIEW_TYPE_LABELS } from "~/modules/journal-settings/journal-settings.defaults";
import { DECISION_LABELS, manualReminderOccasion, type DecisionKind } from "../reviews.constants";
import { quotedReviews } from "../quoted-reviews";
import type { EditorAssignmentView, ReviewsTabData } from "../reviews.types";
import { parseSuggestedReviewer } from "../suggested-reviewer";
import { ReviewActionForm } from "./review-action-form";
import { AssignmentStateBadge, DecisionBadge, OverdueBadge, RecommendationBadge } from "./review-badges";
import { ReviewAnswersList } from "./review-questions-fields";
import { EditableEmail, EditedEmailFields, type EmailText } from "~/modules/mail/components/editable-email";

type EditorData = Extract<ReviewsTabData, { mode: "editor" }>;

/**
 * The Reviews tab of /submission/{id}. Editors of the journal and admins: reviewers invited (the
 * author's suggestions first), every assignment with its state and recommendation, and the
 * decision. The submission's author: the reviews' comments, named as the review type allows.
 */
export function ReviewsTab({ submissionId, data }: { submissionId: string; data: ReviewsTabData }) {
  const action = `/submission/${submissionId}?tab=reviews`;
  const typeLabel = REVIEW_TYPE_LABELS[data.reviewType];
  if (data.mode === "author") {
    return (
      <Card className="space-y-4 p-4 sm:p-6" data-testid="reviews-tab">
        <h2 className="text-lg font-semibold text-slate-900">Reviews</h2>
        <p className="text-sm text-slate-600">Review type: {typeLabel}</p>
        {data.reviews.length === 0 ? (
          <p className="text-sm text-slate-600">No reviews have been returned yet.</p>
        ) : (
          <ul className="space-y-3">
            {data.reviews.map((r, i) => (
              <li key={i} className="rounded-md border border-slate-200 p-3">
                <p className="font-medium text-slate-900">
                  {r.label} <span className="text-sm font-normal text-slate-600">(round {r.round})</span>
                </p>
                <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{r.commentsToAuthor}</p>
                <ReviewAnswersList answers={r.answers} />
                {r.attachment ? (
                  <AttachmentLink
                    href={attachmentPath(submissionId, r.attachment.assignmentId)}
                    fileName={r.attachment.fileName}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
    );
  }
  return (
    <div className="space-y-4" data-testid="reviews-tab">
      {data.metadataWarnings.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">This journal uses double-blind review, but a file names its author.</p>
            <ul className="mt-1 list-disc pl-5">
              {data.metadataWarnings.map((w) => (
                <li key={w.fileName}>
                  {w.fileName}: the PDF's own metadata gives the author “{w.infoAuthor}”. Upload a copy without it
                  before reviewers download the file.
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {data.notBlindFiles.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">
              Reviewers cannot download these files: their document properties, which may name the authors, could not be
              removed.
            </p>
            <ul className="mt-1 list-disc pl-5">
              {data.notBlindFiles.map((f) => (
                <li key={f.fileName}>
                  {f.fileName}: {f.message}. Replace it with a PDF, DOCX or ODT that reviewers can be given.
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {data.unreadableFiles.length > 0 ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <ul className="space-y-1">
            {data.unreadableFiles.map((f) => (
              <li key={f.fileName}>
                {f.fileName}: {f.message}. Ask the authors for a copy reviewers can open.
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Reviewers</h2>
          <p className="text-sm text-slate-600">
            Review type: {typeLabel} · Round {data.rounds.at(-1)?.number ?? 1}
          </p>
        </div>
        {data.assignments.length === 0 ? (
          <p className="text-sm text-slate-600">No reviewer has been invited yet.</p>
        ) : (
          <ul className="space-y-3">
            {data.assignments.map((a) => (
              <AssignmentItem
                key={a.id}
                assignment={a}
                action={action}
                submissionId={submissionId}
                today={data.today}
                emailTexts={data.emailTexts}
              />
            ))}
          </ul>
        )}
      </Card>
      <HandlingEditorsCard data={data} action={action} />
      {data.revisionDue ? <RevisionDueForm due={data.revisionDue} action={action} /> : null}
      <ReviewFilesCard data={data} action={action} />
      {data.canInvite ? <InviteForm data={data} action={action} submissionId={submissionId} /> : null}
      {data.recommendations.length > 0 ? <RecommendationsList data={data} /> : null}
      {data.decisions.length > 0 && data.canDecide ? (
        <DecisionForm data={data} action={action} submissionId={submissionId} />
      ) : null}
      {data.decisions.length > 0 && !data.canDecide && data.canRecommend ? (
        <RecommendationForm data={data} action={action} />
      ) : null}
      {data.canDecide && data.editors.length > 0 ? <EditorPermissions data={data} action={action} /> : null}
      {data.history.length > 0 ? (
        <Card className="space-y-2 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Decisions</h2>
          <ul className="space-y-1 text-sm text-slate-700">
            {data.history.map((d) => (
              <li key={d.at} className="flex items-center gap-2">
                <DecisionBadge kind={d.kind} /> round {d.round}, {d.at.slice(0, 10)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}

/** The submission's handling editors: who hears of each step of its review. */
function HandlingEditorsCard({ data, action }: { data: EditorData; action: string }) {
  const { assigned, candidates } = data.handlingEditors;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Handling editors</h2>
      {assigned.length === 0 ? (
        <p className="text-sm text-slate-600">
          None yet: the editors who invite reviewers hear of the review. A handling editor is e-mailed and hears of each
          step.
        </p>
      ) : (
        <ul className="space-y-2">
          {assigned.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="break-all">
                {e.name} <span className="text-slate-600">({e.email})</span>
              </span>
              <ReviewActionForm action={action} intent="unassign-editor" label={`Remove ${e.name}`}>
                {(busy) => (
                  <>
                    <input type="hidden" name="editorId" value={e.id} />
                    <Button type="submit" variant="ghost" size="sm" className="text-red-700" disabled={busy}>
                      Remove<span className="sr-only"> {e.name}</span>
                    </Button>
                  </>
                )}
              </ReviewActionForm>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 ? (
        <ReviewActionForm
          action={action}
          intent="assign-editor"
          className="flex flex-wrap items-end gap-2"
          label="Assign a handling editor"
        >
          {(busy) => (
            <>
              <FormField id="assign-editor" label="Editor" className="min-w-0 flex-1">
                <NativeSelect id="assign-editor" name="editorId" defaultValue="">
                  <option value="" disabled>
                    Choose an editor
                  </option>
                  {candidates.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} ({c.email})
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <Button type="submit" variant="outline" disabled={busy}>
                Assign
              </Button>
            </>
          )}
        </ReviewActionForm>
      ) : null}
    </Card>
  );
}

/** While the authors revise: the due date, which the editor may move (the authors are told). */
function RevisionDueForm({ due, action }: { due: NonNullable<EditorData["revisionDue"]>; action: string }) {
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Revision requested (round {due.round})</h2>
      <ReviewActionForm
        action={action}
        intent="revision-due"
        className="flex flex-wrap items-end gap-2"
        label="Revision due date"
      >
        {(busy) => (
          <>
            <FormField id="revision-due" label="Revision due">
              <Input id="revision-due" type="date" name="dueDate" min={due.today} defaultValue={due.dueDate ?? ""} />
            </FormField>
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Save the due date
            </Button>
          </>
        )}
      </ReviewActionForm>
      <p className="text-sm text-slate-600">The authors are told of a new date; reminders follow it.</p>
    </Card>
  );
}

/**
 * The files the current round's reviewers get (OJS's 'review files'): checked by the editor while
 * the round is open; reviewers download these and no others. Under double-blind review, the editor
 * leaves out a file that names the authors (or uploads an anonymised copy and checks that instead).
 */
function ReviewFilesCard({ data, action }: { data: EditorData; action: string }) {
  const { round, editable, files } = data.reviewFiles;
  const heading = `Review files, round ${round}`;
  if (files.length === 0) return null;
  if (!editable) {
    return (
      <Card className="space-y-2 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {files
            .filter((f) => f.chosen)
            .map((f) => (
              <li key={f.id} className="break-all">
                {f.fileName}
                {f.revision ? <span className="text-slate-600"> (the author's revision)</span> : null}
              </li>
            ))}
        </ul>
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <p className="text-sm text-slate-600">
        Reviewers of this round download only the files checked here.
        {data.reviewType === "double-blind" ? " Leave out any file that names the authors." : ""}
      </p>
      <ReviewActionForm action={action} intent="review-files" className="space-y-3" label={heading}>
        {(busy) => (
          <>
            <ul className="space-y-2">
              {files.map((f) => (
                <li key={f.id}>
                  <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name="fileId"
                      value={f.id}
                      defaultChecked={f.chosen}
                      className="mt-0.5 size-4 shrink-0 accent-blue-700"
                    />
                    <span className="break-all">
                      {f.fileName}
                      {f.revision ? <Badge className="ml-2">Revision</Badge> : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Save review files
            </Button>
          </>
        )}
      </ReviewActionForm>
    </Card>
  );
}

/** What releasing changes in the file, by the review type of its round. */
const releaseNote = (a: EditorAssignmentView) =>
  a.namedToAuthors
    ? ""
    : ", without its document properties and under the name “" + a.label + " – annotated manuscript”";

const attachmentPath = (submissionId: string, assignmentId: string) =>
  `/submission/${submissionId}/reviews/${assignmentId}/attachment`;

/** A review's annotated file: its name and a download through the signed-link endpoint. */
function AttachmentLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      Annotated file: <span className="break-all">{fileName}</span>
      <Button asChild variant="outline" size="sm">
        <a href={href}>
          <Download aria-hidden="true" />
          Download<span className="sr-only"> {fileName}</span>
        </a>
      </Button>
    </p>
  );
}

function AssignmentItem({
  assignment: a,
  action,
  submissionId,
  today,
  emailTexts,
}: {
  assignment: EditorAssignmentView;
  action: string;
  submissionId: string;
  today: string;
  emailTexts: EditorData["emailTexts"];
}) {
  const live = a.state === "invited" || a.state === "accepted";
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3" data-testid="review-assignment">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium text-slate-900">
          {a.label}: {a.reviewerName}
        </p>
        <span className="break-all text-sm text-slate-600">{a.reviewerEmail}</span>
        <AssignmentStateBadge state={a.state} />
        {a.overdue ? <OverdueBadge /> : null}
        {a.recommendation ? <RecommendationBadge value={a.recommendation} /> : null}
      </div>
      <p className="text-sm text-slate-600">
        Round {a.round} · answer by {a.responseDueDate} · review due {a.reviewDueDate}
      </p>
      {a.declineReason ? <p className="text-sm text-slate-700">Reason for declining: {a.declineReason}</p> : null}
      {a.commentsToAuthor !== null ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium text-slate-900">Comments to the author</p>
          <p className="whitespace-pre-wrap text-slate-700">{a.commentsToAuthor}</p>
          {a.confidentialComments ? (
            <>
              <p className="font-medium text-slate-900">Confidential comments to the editor</p>
              <p className="whitespace-pre-wrap text-slate-700">{a.confidentialComments}</p>
            </>
          ) : null}
          <ReviewAnswersList answers={a.answers} />
          {a.attachmentName ? (
            <>
              <AttachmentLink href={attachmentPath(submissionId, a.id)} fileName={a.attachmentName} />
              {a.attachmentReleasedAt ? (
                <p className="text-sm text-slate-600">
                  Released to the authors on {a.attachmentReleasedAt.slice(0, 10)}.
                </p>
              ) : (
                <ReviewActionForm action={action} intent="release-attachment" label={`Release ${a.label}'s file`}>
                  {(busy) => (
                    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                      <input type="hidden" name="assignmentId" value={a.id} />
                      <span>The authors get this file once you release it{releaseNote(a)}.</span>
                      <Button type="submit" variant="outline" size="sm" disabled={busy}>
                        Release to the authors<span className="sr-only"> ({a.label})</span>
                      </Button>
                    </div>
                  )}
                </ReviewActionForm>
              )}
            </>
          ) : null}
        </div>
      ) : null}
      {live ? (
        <div className="flex flex-wrap items-end gap-3">
          <ReviewActionForm action={action} intent="due-dates" className="flex flex-wrap items-end gap-2">
            {(busy) => (
              <>
                <input type="hidden" name="assignmentId" value={a.id} />
                <FormField id={`response-${a.id}`} label="Answer by">
                  <Input id={`response-${a.id}`} type="date" name="responseDueDate" defaultValue={a.responseDueDate} />
                </FormField>
                <FormField id={`review-${a.id}`} label="Review due">
                  <Input id={`review-${a.id}`} type="date" name="reviewDueDate" defaultValue={a.reviewDueDate} />
                </FormField>
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  Save dates<span className="sr-only"> for {a.label}</span>
                </Button>
              </>
            )}
          </ReviewActionForm>
          <ReviewActionForm action={action} intent="cancel-invitation">
            {(busy) => (
              <>
                <input type="hidden" name="assignmentId" value={a.id} />
                <Button type="submit" variant="ghost" size="sm" className="text-red-700" disabled={busy}>
                  Cancel invitation<span className="sr-only"> of {a.label}</span>
                </Button>
              </>
            )}
          </ReviewActionForm>
        </div>
      ) : null}
      {live ? (
        <RemindForm assignment={a} action={action} submissionId={submissionId} today={today} emailTexts={emailTexts} />
      ) : null}
    </li>
  );
}

/** A reminder sent by hand, with the e-mail the editor may read and edit before it goes (ADR 067). */
function RemindForm({
  assignment: a,
  action,
  submissionId,
  today,
  emailTexts,
}: {
  assignment: EditorAssignmentView;
  action: string;
  submissionId: string;
  today: string;
  emailTexts: EditorData["emailTexts"];
}) {
  const [edited, setEdited] = useState<EmailText | null>(null);
  const occasion = manualReminderOccasion(a, today);
  if (!occasion) return null;
  return (
    <ReviewActionForm
      action={action}
      intent="remind"
      className="space-y-2"
      label={`Remind ${a.label}`}
      onDone={() => setEdited(null)}
    >
      {(busy) => (
        <>
          <input type="hidden" name="assignmentId" value={a.id} />
          <EditableEmail
            id={`reminder-email-${a.id}`}
            label={`Review the reminder to ${a.label} before it goes`}
            value={edited}
            template={emailTexts[`reminder-${occasion}`]}
            onChange={setEdited}
            previewEndpoint={`/submission/${submissionId}/email-preview`}
            previewRequest={{ mail: "reminder", assignmentId: a.id }}
          />
          <EditedEmailFields value={edited} />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            <BellRing aria-hidden="true" />
            Send a reminder<span className="sr-only"> to {a.label}</span>
          </Button>
        </>
      )}
    </ReviewActionForm>
  );
}

type Candidate = EditorData["candidates"][number];

/**
 * The reviewer pool: the journal's reviewers (the authors' suggestions first) with their areas of
 * interest and their record, searchable by name, e-mail or interest, each with its Invite.
 */
function ReviewerPool({
  edited,
  candidates,
  action,
}: {
  edited: EmailText | null;
  candidates: Candidate[];
  action: string;
}) {
  const [query, setQuery] = useState("");
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = candidates.filter((c) => {
    const text = `${c.name} ${c.email} ${c.interests.join(" ")}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  return (
    <section className="space-y-3" aria-labelledby="reviewer-pool-heading">
      <h3 id="reviewer-pool-heading" className="text-sm font-semibold text-slate-900">
        Reviewers of the journal
      </h3>
      {candidates.length > 0 ? (
        <FormField id="reviewer-pool-search" label="Search by name or area of interest">
          <Input
            id="reviewer-pool-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </FormField>
      ) : null}
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-600">The journal has no reviewers yet: invite someone by e-mail.</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">No reviewer matches “{query}”.</p>
      ) : (
        <ul className="max-h-96 space-y-2 overflow-y-auto" aria-label="Reviewer pool">
          {shown.map((c) => (
            <li
              key={c.id}
              className="space-y-1 rounded-md border border-slate-200 p-3 text-sm"
              data-testid="pool-reviewer"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 break-words font-medium text-slate-900">
                  {c.name} <span className="break-all font-normal text-slate-600">({c.email})</span>
                  {c.suggested ? <Badge className="ml-2">Suggested by the authors</Badge> : null}
                </p>
                <ReviewActionForm action={action} intent="invite" label={`Invite ${c.name}`}>
                  {(busy) => (
                    <>
                      <input type="hidden" name="reviewerId" value={c.id} />
                      <EditedEmailFields value={edited} />
                      <Button type="submit" size="sm" disabled={busy}>
                        <MailPlus aria-hidden="true" />
                        Invite<span className="sr-only"> {c.name}</span>
                      </Button>
                    </>
                  )}
                </ReviewActionForm>
              </div>
              {c.interests.length > 0 ? <p className="text-slate-700">Interests: {c.interests.join(", ")}</p> : null}
              <p className="text-slate-600">{recordOf(c)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A candidate's record in words; nothing is shown that was not measured. */
function recordOf(c: Candidate): string {
  const parts = [`${c.inProgress} in progress`, `${c.completed} completed`];
  if (c.meanDays !== null) parts.push(`${c.meanDays} days on average`);
  if (c.lastReviewOn) parts.push(`last review ${c.lastReviewOn}`);
  if (c.declineRate !== null) parts.push(`declines ${c.declineRate}% of invitations`);
  return parts.join(" · ");
}

function InviteForm({ data, action, submissionId }: { data: EditorData; action: string; submissionId: string }) {
  const [edited, setEdited] = useState<EmailText | null>(null);
  const template = data.emailTexts["review-invitation"] ?? data.emailTexts["review-reinvitation"];
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [affiliation, setAffiliation] = useState("");
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Invite a reviewer</h2>
      {data.suggestedReviewers.length > 0 ? (
        <div className="space-y-2 text-sm">
          <p className="text-slate-700">Suggested by the author:</p>
          <ul className="flex flex-wrap gap-2">
            {data.suggestedReviewers.map((s) => (
              <li key={s}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  // A suggestion with a long address wraps on a phone instead of widening the page.
                  className="h-auto min-h-8 max-w-full whitespace-normal py-1 text-left break-all"
                  onClick={() => {
                    const suggested = parseSuggestedReviewer(s);
                    setEmail(suggested.email);
                    setName(suggested.name);
                    setAffiliation(suggested.affiliation);
                  }}
                >
                  {s}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <EditableEmail
        id="invitation-email"
        label="Review the invitation e-mail before it goes"
        value={edited}
        template={template}
        onChange={setEdited}
        previewEndpoint={`/submission/${submissionId}/email-preview`}
        previewRequest={{ mail: "invitation", name }}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <ReviewerPool candidates={data.candidates} action={action} edited={edited} />
        <ReviewActionForm action={action} intent="invite" className="space-y-3" label="Invite someone by e-mail">
          {(busy) => (
            <>
              <FormField id="invite-email" label="E-mail address">
                <Input
                  id="invite-email"
                  name="email"
                  type="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  autoComplete="off"
                />
              </FormField>
              <FormField id="invite-name" label="Name" optional>
                <Input id="invite-name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
              </FormField>
              <FormField
                id="invite-affiliation"
                label="Affiliation"
                optional
                hint="Kept on the account made for them if they accept."
              >
                <Input
                  id="invite-affiliation"
                  name="affiliation"
                  value={affiliation}
                  onChange={(e) => setAffiliation(e.target.value)}
                  aria-describedby="invite-affiliation-hint"
                />
              </FormField>
              <EditedEmailFields value={edited} />
              <Button type="submit" disabled={busy}>
                <MailPlus aria-hidden="true" />
                Invite by e-mail
              </Button>
            </>
          )}
        </ReviewActionForm>
      </div>
    </Card>
  );
}

function DecisionForm({ data, action, submissionId }: { data: EditorData; action: string; submissionId: string }) {
  const [letter, setLetter] = useState("");
  const [kind, setKind] = useState<DecisionKind | "">("");
  // The e-mail as edited for the chosen decision; choosing another decision starts from its template.
  const [edited, setEdited] = useState<EmailText | null>(null);
  // The decision is on the latest round: only its reviews are quoted.
  const quoted = quotedReviews(data.assignments, data.rounds.at(-1)?.number ?? 1);
  const quote = () => setLetter((l) => (l ? `${l}\n\n${quoted}` : quoted));
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Record a decision</h2>
      <ReviewActionForm
        action={action}
        intent="decide"
        className="space-y-3"
        onDone={() => {
          setLetter("");
          setEdited(null);
        }}
      >
        {(busy) => (
          <>
            <FormField id="decision-kind" label="Decision" required>
              <NativeSelect
                id="decision-kind"
                name="kind"
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as DecisionKind);
                  setEdited(null);
                }}
              >
                <DecisionOptions decisions={data.decisions} placeholder="Choose a decision" />
              </NativeSelect>
            </FormField>
            <p className="text-sm text-slate-600">Revisions left: {data.revisionsLeft}</p>
            <FormField
              id="decision-letter"
              label="Letter to the author"
              required
              hint="A revision's reviewers read this letter too. Where they must not learn the authors, the authors' names, addresses, affiliations and ORCID iDs are taken out of what they see."
            >
              <Textarea
                id="decision-letter"
                name="letter"
                rows={8}
                value={letter}
                onChange={(e) => setLetter(e.target.value)}
                aria-describedby="decision-letter-hint"
              />
            </FormField>
            {kind ? (
              <EditableEmail
                key={kind}
                id="decision-email"
                label="Review the e-mail to the authors before it goes"
                value={edited}
                template={data.emailTexts[`decision-${kind}`]}
                onChange={setEdited}
                previewEndpoint={`/submission/${submissionId}/email-preview`}
                previewRequest={{ mail: "decision", kind, letter }}
              />
            ) : null}
            <EditedEmailFields value={edited} />
            <div className="flex flex-wrap gap-2">
              {quoted ? (
                <Button type="button" variant="outline" onClick={quote}>
                  <Quote aria-hidden="true" />
                  Quote the reviews
                </Button>
              ) : null}
              <Button type="submit" disabled={busy}>
                Record decision
              </Button>
            </div>
          </>
        )}
      </ReviewActionForm>
    </Card>
  );
}

/** The decisions open in this round, after a placeholder that cannot be chosen. */
function DecisionOptions({ decisions, placeholder }: { decisions: DecisionKind[]; placeholder: string }) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {decisions.map((k) => (
        <option key={k} value={k}>
          {DECISION_LABELS[k]}
        </option>
      ))}
    </>
  );
}

/** The recommend-only editors' recommendations (draft decisions, ADR 031), for whoever decides. */
function RecommendationsList({ data }: { data: EditorData }) {
  return (
    <Card className="space-y-2 p-4 sm:p-6" data-testid="recommendations">
      <h2 className="text-lg font-semibold text-slate-900">Recommendations</h2>
      <ul className="space-y-3 text-sm">
        {data.recommendations.map((r) => (
          <li key={r.id} className="space-y-1 rounded-md border border-slate-200 p-3">
            <p className="flex flex-wrap items-center gap-2 text-slate-700">
              <DecisionBadge kind={r.kind} /> {r.by} · round {r.round}, {r.at.slice(0, 10)}
            </p>
            <p className="whitespace-pre-wrap text-slate-800">{r.note}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A recommend-only editor's form: a recommendation with a note for the deciding editor. */
function RecommendationForm({ data, action }: { data: EditorData; action: string }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Recommend a decision</h2>
      <p className="text-sm text-slate-600">
        You recommend on this submission; a senior editor or an admin records the decision.
      </p>
      <ReviewActionForm action={action} intent="recommend" className="space-y-3" label="Recommend a decision">
        {(busy) => (
          <>
            <FormField id="recommendation-kind" label="Recommendation" required>
              <NativeSelect id="recommendation-kind" name="kind" defaultValue="">
                <DecisionOptions decisions={data.decisions} placeholder="Choose a recommendation" />
              </NativeSelect>
            </FormField>
            <FormField id="recommendation-note" label="Note to the deciding editor" required>
              <Textarea id="recommendation-note" name="note" rows={5} />
            </FormField>
            <Button type="submit" disabled={busy}>
              Record recommendation
            </Button>
          </>
        )}
      </ReviewActionForm>
    </Card>
  );
}

/** Which of the journal's editors only recommend on this submission (section editors). */
function EditorPermissions({ data, action }: { data: EditorData; action: string }) {
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Editors' decisions</h2>
      <p className="text-sm text-slate-600">
        An editor marked 'recommend only' records a recommendation on this submission instead of a decision.
      </p>
      <ul className="space-y-2 text-sm">
        {data.editors.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {e.name} <span className="break-all text-slate-600">({e.email})</span>
              {e.recommendOnly ? (
                <Badge className="ml-2 border-transparent bg-amber-100 text-amber-900">Recommend only</Badge>
              ) : null}
            </span>
            <ReviewActionForm action={action} intent="recommend-only">
              {(busy) => (
                <>
                  <input type="hidden" name="editorId" value={e.id} />
                  <input type="hidden" name="recommendOnly" value={e.recommendOnly ? "off" : "on"} />
                  <Button type="submit" variant="outline" size="sm" disabled={busy}>
                    {e.recommendOnly ? "Let decide" : "Recommend only"}
                    <span className="sr-only"> for {e.name}</span>
                  </Button>
                </>
              )}
            </ReviewActionForm>
          </li>
        ))}
      </ul>
    </Card>
  );
}
