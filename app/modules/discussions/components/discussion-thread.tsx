import { ArrowLeft, Download, Loader2, Send, UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Textarea } from "~/components/ui/input";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useHydrated } from "~/lib/use-hydrated";
import { ProgressBar } from "~/modules/submission-files/components/progress-bar";
import { formatFileSize } from "~/modules/submission-files/manuscript-format";
import { DISCUSSION_LIMITS, DISCUSSION_MESSAGES, PARTICIPANT_ROLE_LABELS } from "../discussions.constants";
import type { DiscussionThreadData } from "../discussions.types";
import { AttachmentField } from "./attachment-field";
import { useDiscussionSend } from "./discussion-send";
import { ParticipantPicker } from "./participant-picker";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export type AddParticipantsAnswer = { ok: boolean; message: string };

/** A discussion: its participants, its messages oldest first with their files, and the reply form (ADR 068). */
export function DiscussionThread({ data }: { data: DiscussionThreadData }) {
  const base = `/submission/${data.submission.id}/discussions/${data.id}`;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to={data.backTo.href}>
            <ArrowLeft aria-hidden="true" />
            {data.backTo.label}
          </Link>
        </Button>
        <div className="min-w-0 space-y-2">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.subject}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge variant="outline" className="font-mono">
              {data.submission.code}
            </Badge>
            <span className="break-words">{data.submission.title}</span>
          </div>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          <Card className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">Messages</h2>
            {data.olderHidden ? (
              <p className="text-sm text-slate-600">
                Only the latest {DISCUSSION_LIMITS.messagesShown} messages are shown.
              </p>
            ) : null}
            <ol className="space-y-3">
              {data.messages.map((m) => (
                <li
                  key={m.id}
                  data-testid="discussion-message"
                  className={`rounded-md border p-3 ${m.mine ? "border-blue-200 bg-blue-50/40" : m.unread ? "border-amber-300 bg-amber-50/40" : "border-slate-200"}`}
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="font-medium text-slate-900">{m.from}</span>
                    {m.role ? <span className="text-slate-600">{PARTICIPANT_ROLE_LABELS[m.role]}</span> : null}
                    {m.unread ? <Badge variant="warning">New</Badge> : null}
                    <time dateTime={m.at} className="text-slate-600">
                      {when(m.at)}
                    </time>
                  </div>
                  {m.body ? (
                    <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{m.body}</p>
                  ) : null}
                  {m.files.length ? (
                    <ul className="mt-2 space-y-1">
                      {m.files.map((f) => (
                        <li key={f.id}>
                          <a
                            href={`${base}/files/${f.id}`}
                            className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-sm text-blue-700 hover:bg-slate-50 hover:underline"
                            data-testid="discussion-file"
                          >
                            <Download aria-hidden="true" className="size-4 shrink-0" />
                            <span className="break-all">{f.fileName}</span>
                            <span className="shrink-0 text-xs text-slate-500">({formatFileSize(f.sizeBytes)})</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </Card>
          {data.canPost ? <ReplyForm data={data} /> : null}
        </div>
        <aside className="space-y-4">
          <Card className="space-y-3 p-4">
            <h2 className="text-base font-semibold text-slate-900">Participants</h2>
            <ul className="space-y-1.5 text-sm" data-testid="discussion-participants">
              {data.participants.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="break-words text-slate-900">{p.name}</span>
                  <span className="text-xs text-slate-600">{PARTICIPANT_ROLE_LABELS[p.role]}</span>
                </li>
              ))}
            </ul>
            {data.canAddParticipants ? <AddParticipants data={data} /> : null}
          </Card>
        </aside>
      </div>
    </div>
  );
}

function ReplyForm({ data }: { data: DiscussionThreadData }) {
  const revalidator = useRevalidator();
  const interactive = useHydrated();
  const { send, progress, busy, error, setError } = useDiscussionSend();
  const [body, setBody] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  // A new key empties the file input after a message went.
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim() && !file) return setError(DISCUSSION_MESSAGES.bodyRequired);
    if (fileRefusal) return setError(fileRefusal);
    const form = new FormData();
    form.set("body", body);
    if (file) form.set("file", file);
    const result = await send(
      `/submission/${data.submission.id}/discussions/${data.id}/messages`,
      form,
      DISCUSSION_MESSAGES.postFailed,
    );
    if (!result.ok) return;
    setBody("");
    setFile(null);
    setFormKey((k) => k + 1);
    await revalidator.revalidate();
  }

  return (
    <Card className="p-4 sm:p-6">
      <form key={formKey} onSubmit={submit} className="space-y-3" noValidate aria-label="Reply">
        <FormField id="discussion-reply" label="Reply">
          <Textarea
            id="discussion-reply"
            rows={4}
            value={body}
            maxLength={DISCUSSION_LIMITS.bodyMax}
            disabled={busy}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
        </FormField>
        <AttachmentField
          id="discussion-reply-file"
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
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || !interactive}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Send
          </Button>
        </div>
      </form>
    </Card>
  );
}

function AddParticipants({ data }: { data: DiscussionThreadData }) {
  const fetcher = useFetcher<AddParticipantsAnswer>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) {
      toast.success(answer.message);
      setChosen(new Set());
      setOpen(false);
    }
  });
  if (data.addable.length === 0) return null;
  if (!open)
    return (
      <Button type="button" variant="outline" size="sm" className="w-full" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        Add participants
      </Button>
    );
  return (
    <fetcher.Form method="post" className="space-y-3 border-t border-slate-200 pt-3" aria-label="Add participants">
      <input type="hidden" name="intent" value="add-participants" />
      <input type="hidden" name="participants" value={[...chosen].join(",")} />
      <ParticipantPicker
        idPrefix="add-participant"
        candidates={data.addable}
        chosen={chosen}
        disabled={busy}
        onChange={setChosen}
      />
      {fetcher.data && !fetcher.data.ok ? <FormRefusal message={fetcher.data.message} /> : null}
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy || chosen.size === 0}>
          Add
        </Button>
      </div>
    </fetcher.Form>
  );
}
