import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { RECOMMENDATION_LABELS, RECOMMENDATIONS } from "../reviews.constants";
import type { ReviewPageData } from "../reviews.types";
import { ReviewActionForm } from "./review-action-form";
import { ReviewAttachmentField, ReviewAttachmentItem } from "./review-attachment-field";
import { AssignmentStateBadge, RecommendationBadge } from "./review-badges";
import { ReviewAnswersList, ReviewQuestionsFields } from "./review-questions-fields";

/** The review page's body: the manuscript, its files once accepted, and the review form or the submitted review. */
export function ReviewWorkspace({ data }: { data: ReviewPageData }) {
  const action = `/review/${data.assignmentId}`;
  const m = data.manuscript;
  const submitted = data.review?.status === "submitted";
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="font-mono">{data.submissionCode}</span>
          <span>{data.journalTitle}</span>
          <span>
            Round {data.round}
            {data.round > 1 ? " (re-review)" : ""}
          </span>
          <AssignmentStateBadge state={data.state} />
        </div>
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900">{m.title}</h1>
        {m.authors ? (
          <p className="text-sm text-slate-700">
            {m.authors.map((a) => (a.affiliation ? `${a.name} (${a.affiliation})` : a.name)).join("; ")}
          </p>
        ) : (
          <p className="text-sm text-slate-600">The authors are not shown: this journal uses double-blind review.</p>
        )}
        <p className="text-sm text-slate-600">
          {/* Once the invitation is answered, its answer-by date is past business. */}
          {data.state === "invited" ? `Answer by ${data.responseDueDate} · ` : ""}Review due {data.reviewDueDate}
        </p>
        <h2 className="pt-2 text-base font-semibold text-slate-900">Abstract</h2>
        <p className="whitespace-pre-wrap text-sm text-slate-800">{m.abstract}</p>
        {m.keywords.length > 0 ? <p className="text-sm text-slate-700">Keywords: {m.keywords.join(", ")}</p> : null}
      </Card>

      {data.earlier ? <EarlierRounds round={data.round} earlier={data.earlier} /> : null}

      {data.state === "invited" ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Will you review this manuscript?</h2>
          <div className="flex flex-wrap items-start gap-3">
            <ReviewActionForm action={action} intent="accept">
              {(busy) => (
                <Button type="submit" disabled={busy}>
                  Accept
                </Button>
              )}
            </ReviewActionForm>
            <ReviewActionForm action={action} intent="decline" className="flex flex-wrap items-end gap-2">
              {(busy) => (
                <>
                  <FormField id="decline-reason" label="Reason" optional>
                    <Textarea id="decline-reason" name="reason" rows={2} />
                  </FormField>
                  <Button type="submit" variant="outline" disabled={busy}>
                    Decline
                  </Button>
                </>
              )}
            </ReviewActionForm>
          </div>
        </Card>
      ) : (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Files</h2>
          {data.files.length === 0 ? (
            <p className="text-sm text-slate-600">No files.</p>
          ) : (
            <ul className="space-y-2">
              {data.files.map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="break-all">
                    {f.fileName}
                    {f.revision ? <Badge className="ml-2">Revised manuscript</Badge> : null}
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <a href={`${action}/files/${f.id}`}>
                      <Download aria-hidden="true" />
                      Download<span className="sr-only"> {f.fileName}</span>
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      {data.state !== "invited" ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Your review</h2>
          {submitted && data.review ? (
            <SubmittedReview assignmentId={data.assignmentId} review={data.review} />
          ) : (
            <DraftReview data={data} action={action} />
          )}
        </Card>
      ) : null}
    </div>
  );
}

/** The submitted review, read-only, with the annotated file that went with it. */
function SubmittedReview({
  assignmentId,
  review,
}: {
  assignmentId: string;
  review: NonNullable<ReviewPageData["review"]>;
}) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-center gap-2">
        Recommendation: {review.recommendation ? <RecommendationBadge value={review.recommendation} /> : "None"}
      </p>
      <h3 className="font-medium text-slate-900">Comments to the author</h3>
      <p className="whitespace-pre-wrap text-slate-800">{review.commentsToAuthor}</p>
      {review.confidentialComments ? (
        <>
          <h3 className="font-medium text-slate-900">Confidential comments to the editor</h3>
          <p className="whitespace-pre-wrap text-slate-800">{review.confidentialComments}</p>
        </>
      ) : null}
      <ReviewAnswersList answers={review.answers} />
      <h3 className="font-medium text-slate-900">Annotated file</h3>
      {review.attachment ? (
        <ReviewAttachmentItem assignmentId={assignmentId} attachment={review.attachment} />
      ) : (
        <p className="text-slate-600">None attached.</p>
      )}
      <p className="text-slate-600">Submitted: this review can no longer be changed.</p>
    </div>
  );
}

/**
 * The review form while a draft: the recommendation, the comments, the journal's questions, the
 * annotated file, then Save draft and Submit review, which wait while a file is on its way.
 */
function DraftReview({ data, action }: { data: ReviewPageData; action: string }) {
  const [attaching, setAttaching] = useState(false);
  return (
    <ReviewActionForm action={action} intent="save-review" className="space-y-3" label="Review">
      {(busy) => (
        <>
          <FormField id="review-recommendation" label="Recommendation" required>
            <NativeSelect
              id="review-recommendation"
              name="recommendation"
              defaultValue={data.review?.recommendation ?? ""}
            >
              <option value="">Choose a recommendation</option>
              {RECOMMENDATIONS.map((r) => (
                <option key={r} value={r}>
                  {RECOMMENDATION_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="review-comments" label="Comments to the author" required>
            <Textarea
              id="review-comments"
              name="commentsToAuthor"
              rows={8}
              defaultValue={data.review?.commentsToAuthor ?? ""}
            />
          </FormField>
          <FormField
            id="review-confidential"
            label="Confidential comments to the editor"
            optional
            hint="Never shown to the authors."
          >
            <Textarea
              id="review-confidential"
              name="confidentialComments"
              rows={4}
              aria-describedby="review-confidential-hint"
              defaultValue={data.review?.confidentialComments ?? ""}
            />
          </FormField>
          <ReviewQuestionsFields questions={data.questions} answers={data.review?.answers ?? []} />
          <ReviewAttachmentField
            assignmentId={data.assignmentId}
            attachment={data.review?.attachment ?? null}
            maxFileBytes={data.attachmentMaxBytes}
            namedToAuthors={data.namedToAuthors}
            disabled={busy}
            onBusyChange={setAttaching}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="submit" value="draft" variant="outline" disabled={busy || attaching}>
              Save draft
            </Button>
            <Button type="submit" name="submit" value="final" disabled={busy || attaching}>
              Submit review
            </Button>
          </div>
        </>
      )}
    </ReviewActionForm>
  );
}

/** A re-review's context: the authors' response, the earlier decision letter, the reviewer's own earlier reviews. */
function EarlierRounds({ round, earlier }: { round: number; earlier: NonNullable<ReviewPageData["earlier"]> }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="earlier-rounds">
      <h2 className="text-lg font-semibold text-slate-900">Before round {round}</h2>
      <p className="text-sm text-slate-600">
        The authors revised the manuscript; the file marked “Revised manuscript” below is the revision.
      </p>
      {earlier.responseLetter ? (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">The authors' response to the reviewers</h3>
          <p className="whitespace-pre-wrap text-sm text-slate-800">{earlier.responseLetter}</p>
        </section>
      ) : null}
      {earlier.decisionLetter ? (
        <section className="space-y-1">
          <h3 className="text-sm font-semibold text-slate-900">The editor's decision on round {round - 1}</h3>
          <p className="whitespace-pre-wrap text-sm text-slate-800">{earlier.decisionLetter}</p>
        </section>
      ) : null}
      {earlier.ownReviews.map((r) => (
        <section key={r.round} className="space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
            Your review of round {r.round}
            {r.recommendation ? <RecommendationBadge value={r.recommendation} /> : null}
          </h3>
          <p className="whitespace-pre-wrap text-sm text-slate-800">{r.commentsToAuthor}</p>
          {r.confidentialComments ? (
            <p className="whitespace-pre-wrap text-sm text-slate-600">To the editor: {r.confidentialComments}</p>
          ) : null}
        </section>
      ))}
    </Card>
  );
}
