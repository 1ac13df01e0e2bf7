import { ArrowLeft, RotateCcw, Save } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Link } from "~/components/link";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { FormRefusal } from "~/components/ui/form-refusal";
import { Input, Textarea } from "~/components/ui/input";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { MAIL_BODY_MAX, MAIL_SUBJECT_MAX } from "../mail-limits";
import type { MailTemplateEditor, MailTemplateList, MailTemplateSource } from "../mail-templates.types";
import { MailPreviewView, useServerPreview } from "./mail-preview";
import { formatCount } from "~/lib/format-count";

type ActionData = { ok: boolean; message: string; intent: string };

const SOURCE_LABELS: Record<MailTemplateSource, string> = {
  journal: "Customised for the journal",
  site: "Site copy",
  default: "Default",
};

function SourceBadge({ source, journal }: { source: MailTemplateSource; journal: boolean }) {
  const own = journal ? source === "journal" : source === "site";
  return (
    <Badge
      variant="outline"
      className={own ? "border-transparent bg-emerald-100 text-emerald-900" : "text-slate-600"}
      data-testid="template-source"
    >
      {!journal && source === "site" ? "Customised" : SOURCE_LABELS[source]}
    </Badge>
  );
}

/** The template list and, when one is chosen, its editor with the server's preview and its history. */
export function MailTemplatesScreen({ list, editor }: { list: MailTemplateList; editor: MailTemplateEditor | null }) {
  const forJournal = list.journal !== null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <nav
        aria-label="E-mail templates"
        className={`lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-1 ${editor ? "hidden lg:block" : ""}`}
      >
        <ul className="space-y-2">
          {list.templates.map((t) => (
            <li key={t.key}>
              <Link
                to={`?template=${encodeURIComponent(t.key)}`}
                aria-current={editor?.template.key === t.key ? "page" : undefined}
                className="block rounded-md border border-slate-200 bg-white p-3 text-sm hover:border-slate-400 aria-[current=page]:border-blue-700 aria-[current=page]:ring-1 aria-[current=page]:ring-blue-700"
                data-testid="template-link"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{t.title}</span>
                  <SourceBadge source={t.source} journal={forJournal} />
                </span>
                <span className="mt-1 block text-slate-600">{t.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {editor ? (
        <TemplateEditor key={`${editor.template.key}:${editor.history[0]?.id ?? "none"}`} editor={editor} />
      ) : (
        <Card className="hidden p-6 text-sm text-slate-600 lg:block">
          Choose a template to change its subject and body.
        </Card>
      )}
    </div>
  );
}

function TemplateEditor({ editor }: { editor: MailTemplateEditor }) {
  const [subject, setSubject] = useState(editor.subject);
  const [body, setBody] = useState(editor.body);
  const fetcher = useFetcher<ActionData>();
  const answer = fetcher.data;
  useFetcherAnswer(answer, (a) => {
    if (a.ok) toast.success(a.message);
  });
  const forJournal = editor.journal !== null;
  const own = forJournal ? editor.source === "journal" : editor.source === "site";
  const preview = useServerPreview("/api/email-templates/preview", {
    key: editor.template.key,
    subject,
    body,
    ...(editor.journal ? { journal: editor.journal.shortName } : {}),
  });
  const busy = fetcher.state !== "idle";
  return (
    <div className="min-w-0 space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3 lg:hidden">
        <Link to="?">
          <ArrowLeft aria-hidden="true" />
          All templates
        </Link>
      </Button>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">{editor.template.title}</h2>
            <p className="text-sm text-slate-600">{editor.template.description}</p>
          </div>
          <SourceBadge source={editor.source} journal={forJournal} />
        </div>
        <fetcher.Form method="post" className="space-y-4" aria-label={`Edit ${editor.template.title}`}>
          <input type="hidden" name="key" value={editor.template.key} />
          <FormField id="template-subject" label="Subject" required hint={`At most ${MAIL_SUBJECT_MAX} characters.`}>
            <Input
              id="template-subject"
              name="subject"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              aria-describedby="template-subject-hint"
            />
          </FormField>
          <FormField
            id="template-body"
            label="Body (Markdown)"
            required
            hint={`At most ${formatCount(MAIL_BODY_MAX)} characters. A line whose variables are all empty is left out; a paragraph that is only a link is a button.`}
          >
            <Textarea
              id="template-body"
              name="body"
              rows={16}
              className="font-mono text-sm"
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-describedby="template-body-hint"
            />
          </FormField>
          {answer && !answer.ok ? <FormRefusal message={answer.message} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="save" disabled={busy}>
              <Save aria-hidden="true" />
              Save
            </Button>
            {own ? (
              <Button type="submit" name="intent" value="reset" variant="outline" disabled={busy}>
                <RotateCcw aria-hidden="true" />
                Reset to default
              </Button>
            ) : null}
          </div>
        </fetcher.Form>
        <details className="rounded-md border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700">
            Variables ({editor.template.variables.length})
          </summary>
          <dl className="grid gap-x-4 gap-y-1 border-t border-slate-200 p-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
            {editor.template.variables.map((v) => (
              <div key={v.name} className="contents">
                <dt className="font-mono text-slate-900">{`{{${v.name}}}`}</dt>
                <dd className="mb-2 text-slate-600 sm:mb-0">{v.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      </Card>
      <Card className="p-4 sm:p-6">
        <MailPreviewView state={preview} label="Preview with sample data" />
      </Card>
      <Card className="space-y-3 p-4 sm:p-6">
        <h3 className="text-sm font-semibold text-slate-900">History</h3>
        {editor.history.length === 0 ? (
          <p className="text-sm text-slate-600">No change yet.</p>
        ) : (
          <ol className="space-y-2 text-sm" data-testid="template-history">
            {editor.history.map((h) => (
              <li key={h.id} className="rounded-md border border-slate-200 p-3">
                <p className="text-slate-700">
                  {h.change === "saved" ? "Saved" : "Reset to default"} by {h.changedBy},{" "}
                  {formatDateTimeUtc(h.changedAt)}
                </p>
                {h.subject ? <p className="mt-1 break-words text-slate-600">Subject: {h.subject}</p> : null}
                {h.body ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-slate-600">Body</summary>
                    <pre className="mt-1 overflow-x-auto font-mono text-xs whitespace-pre-wrap break-words text-slate-700">
                      {h.body}
                    </pre>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
