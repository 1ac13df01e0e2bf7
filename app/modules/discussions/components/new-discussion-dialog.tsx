import { Loader2, MessageSquarePlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES } from "../discussions.constants";
import type { DiscussionsPanelData } from "../discussions.types";
import { AttachmentField } from "./attachment-field";
import { useDiscussionSend } from "./discussion-send";
import { ParticipantPicker } from "./participant-picker";

/**
 * 'New discussion': a subject, the people in it, the first message and an optional file; sent with
 * a progress bar, then the new thread opens. The server checks everything again (ADR 068).
 */
export function NewDiscussionDialog({
  submissionId,
  data,
  onClose,
}: {
  submissionId: string;
  data: DiscussionsPanelData;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { send, progress, busy, error, setError } = useDiscussionSend();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [file, setFile] = useState<File | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subject.trim()) return setError(DISCUSSION_MESSAGES.subjectRequired);
    if (chosen.size === 0) return setError(DISCUSSION_MESSAGES.participantsRequired);
    if (!body.trim()) return setError(DISCUSSION_MESSAGES.bodyRequired);
    if (fileRefusal) return setError(fileRefusal);
    const form = new FormData();
    form.set("subject", subject);
    form.set("participants", [...chosen].join(","));
    form.set("body", body);
    if (file) form.set("file", file);
    const result = await send(`/submission/${submissionId}/discussions`, form, DISCUSSION_MESSAGES.startFailed);
    if (!result.ok) return;
    const id = (result.json as { discussionId?: string } | null)?.discussionId;
    onClose();
    if (id) await navigate(`/submission/${submissionId}/discussions/${id}`);
  }

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent
        aria-describedby="new-discussion-description"
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      >
        <DialogHeader>
          <DialogTitle>New discussion</DialogTitle>
          <DialogDescription id="new-discussion-description">
            Only the people you choose, and the journal&apos;s editors, can read it. Each of them gets an e-mail with a
            link to it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate aria-label="New discussion">
          <FormField id="discussion-subject" label="Subject" required>
            <Input
              id="discussion-subject"
              value={subject}
              maxLength={DISCUSSION_LIMITS.subjectMax}
              disabled={busy}
              onChange={(e) => setSubject(e.currentTarget.value)}
            />
          </FormField>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-900" id="discussion-participants-label">
              Participants{" "}
              <span className="text-red-600" aria-hidden="true">
                *
              </span>
            </p>
            <div role="group" aria-labelledby="discussion-participants-label">
              <ParticipantPicker
                idPrefix="new-discussion"
                candidates={data.candidates}
                chosen={chosen}
                disabled={busy}
                onChange={setChosen}
              />
            </div>
          </div>
          <FormField id="discussion-body" label="Message" required>
            <Textarea
              id="discussion-body"
              rows={5}
              value={body}
              maxLength={DISCUSSION_LIMITS.bodyMax}
              disabled={busy}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
          </FormField>
          <AttachmentField
            id="discussion-file"
            rules={data.upload}
            file={file}
            disabled={busy}
            onChange={(f, refusal) => {
              setFile(f);
              setFileRefusal(refusal);
              setError(refusal);
            }}
          />
          {progress !== null ? (
            <ProgressBar value={progress} label={file ? `Uploading ${file.name}...` : "Sending..."} />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <MessageSquarePlus aria-hidden="true" />
              )}
              Start discussion
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
