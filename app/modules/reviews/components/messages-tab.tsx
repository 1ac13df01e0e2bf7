import { Send } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { REVIEW_MESSAGES } from "../reviews.constants";
import type { MessagesTabData } from "../reviews.types";
import { ReviewActionForm } from "./review-action-form";
import { DecisionBadge } from "./review-badges";

/**
 * The Messages tab of /submission/{id}: the editor's decisions with their letters and what the
 * editor and the author write to each other, oldest first; for the author while a revision is
 * asked for, the form that sends it (a file uploaded in the Files tab and a response).
 */
export function MessagesTab({ submissionId, data }: { submissionId: string; data: MessagesTabData }) {
  const action = `/submission/${submissionId}?tab=messages`;
  return (
    <div className="space-y-4" data-testid="messages-tab">
      {data.resubmitTo ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Resubmission invited</h2>
          <p className="text-sm text-slate-600">{REVIEW_MESSAGES.resubmissionInvited}</p>
          <Button asChild>
            <Link to={`/dashboard/submissions/new?journal=${encodeURIComponent(data.resubmitTo)}`}>
              Start the new submission
            </Link>
          </Button>
        </Card>
      ) : null}
      {data.revision ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900">Submit your revision</h2>
          <p className="text-sm text-slate-600">
            Upload the revised manuscript in the Files tab, then choose it here with your response to the reviewers.
            {data.revision.dueDate ? ` Due ${data.revision.dueDate}.` : ""}
          </p>
          <ReviewActionForm action={action} intent="revise" className="space-y-3">
            {(busy) => (
              <>
                <FormField id="revision-file" label="Revised manuscript" required>
                  <NativeSelect id="revision-file" name="fileId" defaultValue="">
                    <option value="" disabled>
                      Choose a file
                    </option>
                    {data.revision!.files.map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.fileName}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField id="revision-response" label="Response to the reviewers" required>
                  <Textarea id="revision-response" name="responseLetter" rows={6} />
                </FormField>
                <Button type="submit" disabled={busy}>
                  Submit revision
                </Button>
              </>
            )}
          </ReviewActionForm>
        </Card>
      ) : null}
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Messages</h2>
        {data.messages.length === 0 ? (
          <p className="text-sm text-slate-600">No messages yet.</p>
        ) : (
          <ol className="space-y-3">
            {data.messages.map((m) => (
              <li
                key={m.id}
                className={`rounded-md border p-3 ${m.senderRole === "editor" ? "border-purple-200 bg-purple-50/40" : "border-slate-200"}`}
                data-testid="submission-message"
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-medium text-slate-900">{m.from}</span>
                  <span className="text-slate-600">{m.senderRole === "editor" ? "Editor" : "Author"}</span>
                  {m.decision ? <DecisionBadge kind={m.decision} /> : null}
                  <time dateTime={m.at} className="text-slate-600">
                    {m.at.slice(0, 16).replace("T", " ")} UTC
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
        {data.canWrite ? (
          <ReviewActionForm action={action} intent="message" className="space-y-3">
            {(busy) => (
              <>
                <FormField id="message-body" label="New message">
                  <Textarea id="message-body" name="body" rows={4} />
                </FormField>
                <Button type="submit" disabled={busy}>
                  <Send aria-hidden="true" />
                  Send message
                </Button>
              </>
            )}
          </ReviewActionForm>
        ) : null}
      </Card>
    </div>
  );
}
