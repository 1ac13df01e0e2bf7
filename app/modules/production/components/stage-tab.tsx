import { CalendarClock, Download, FileText, Send, Upload } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField, InputField, fieldA11y } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { formatFileSize } from "~/modules/submission-files/manuscript-format";
import { formatDay } from "~/lib/format-date";
import { BAR_STAGE_LABELS, STAGE_LIMITS, STAGE_NOTICES, type BarStage } from "../production.constants";
import { previousStage } from "../production.rules";
import type { AuthorReviewView, StageActionAnswer, StageFileView, StageTabView } from "../production.types";

const day = (iso: string) => iso.slice(0, 10);

/** One of the tab's forms: posts to the stages endpoint, toasts the answer, shows its error. */
function StageForm({
  view,
  intent,
  label,
  children,
  upload,
  variant,
  icon,
}: {
  view: StageTabView;
  intent: string;
  label: string;
  children?: (errors: Record<string, string>) => ReactNode;
  /** Multipart: the intent and stage travel in the query (checked before the file is read). */
  upload?: boolean;
  variant?: "default" | "outline" | "destructive";
  icon?: ReactNode;
}) {
  const fetcher = useFetcher<StageActionAnswer>();
  useFetcherAnswer(fetcher.data, (answer) => {
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const base = `/submission/${view.submissionId}/stages`;
  return (
    <fetcher.Form
      method="post"
      action={upload ? `${base}?intent=${intent}&stage=${view.stage}` : base}
      encType={upload ? "multipart/form-data" : undefined}
      className="space-y-3"
      noValidate
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="stage" value={view.stage} />
      {children?.(errors)}
      {fetcher.data && !fetcher.data.ok && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {fetcher.data.message}
        </p>
      ) : null}
      <Button type="submit" variant={variant ?? "default"} size="sm" disabled={fetcher.state !== "idle"}>
        {icon}
        {fetcher.state !== "idle" ? "Saving..." : label}
      </Button>
    </fetcher.Form>
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = `stage-section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const KIND_LABELS: Record<StageFileView["kind"], string> = {
  copyedited: "Copyedited",
  author_correction: "Authors' corrections",
  galley: "Galley",
};

function FileList({ files, href, label }: { files: StageFileView[]; href: (id: string) => string; label: string }) {
  if (files.length === 0) return <p className="text-sm text-slate-600">No files yet.</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {files.map((f) => (
        <li key={f.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
          <FileText aria-hidden="true" className="size-4 text-slate-500" />
          <a
            href={href(f.id)}
            className="break-all font-medium text-blue-800 underline-offset-2 hover:underline"
            download
          >
            {f.fileName}
          </a>
          <Badge variant="outline">{f.galleyKind ? f.galleyKind.toUpperCase() : KIND_LABELS[f.kind]}</Badge>
          {f.label ? <span className="text-slate-600">{f.label}</span> : null}
          {f.replaced ? <Badge variant="secondary">Replaced</Badge> : null}
          <span className="text-slate-500">
            {formatFileSize(f.sizeBytes)} · {day(f.createdAt)}
            {f.uploadedByName ? ` · ${f.uploadedByName}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}

function AskHistory({ asks, stage }: { asks: AuthorReviewView[]; stage: StageTabView["stage"] }) {
  if (asks.length === 0) return <p className="text-sm text-slate-600">The authors have not been asked yet.</p>;
  return (
    <ol aria-label={stage === "production" ? "Proof rounds" : "Copyedit reviews"} className="space-y-3">
      {asks.map((a) => (
        <li key={a.id} className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-medium text-slate-900">
            Round {a.round}: asked {day(a.requestedAt)}
            {a.requestedByName ? ` by ${a.requestedByName}` : ""}, due {a.dueDate}
          </p>
          {a.message ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{a.message}</p> : null}
          <p className="mt-2">
            {a.response === "approved" ? (
              <Badge className="border-transparent bg-emerald-100 text-emerald-900">Approved</Badge>
            ) : a.response === "corrections" ? (
              <Badge className="border-transparent bg-amber-100 text-amber-900">Corrections</Badge>
            ) : (
              <Badge variant="outline">Awaiting the authors</Badge>
            )}
            {a.respondedAt ? (
              <span className="ml-2 text-slate-600">
                {a.respondedByName ?? "The author"}, {day(a.respondedAt)}
              </span>
            ) : null}
          </p>
          {a.comment ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{a.comment}</p> : null}
          {a.corrections.length > 0 ? (
            <ul aria-label={`Corrections of round ${a.round}`} className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {a.corrections.map((c, i) => (
                <li key={i}>
                  {c.fileName ?? "A galley"}, page {c.page ?? "?"}: {c.comment}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function DueDateField({ id, errors, today }: { id: string; errors: Record<string, string>; today: string }) {
  return <InputField id={id} name="dueDate" type="date" label="Due date" min={today} error={errors.dueDate} />;
}

function CorrectionRows({ view }: { view: StageTabView }) {
  const [rows, setRows] = useState(1);
  const galleys = view.files.filter((f) => f.kind === "galley" && !f.replaced);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">Corrections</legend>
      {Array.from({ length: rows }, (_, i) => {
        const id = (n: string) => `correction-${i}-${n}`;
        return (
          <div key={i} className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[2fr_1fr]">
            <FormField id={id("galley")} label={`Galley (correction ${i + 1})`}>
              <NativeSelect id={id("galley")} name="correctionFileId" defaultValue={galleys[0]?.id ?? ""}>
                {galleys.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.fileName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <InputField
              id={id("page")}
              name="correctionPage"
              label={`Page (correction ${i + 1})`}
              inputMode="numeric"
              autoComplete="off"
            />
            <FormField id={id("comment")} label={`What to change (correction ${i + 1})`} className="sm:col-span-2">
              <Textarea id={id("comment")} name="correctionComment" rows={2} maxLength={STAGE_LIMITS.commentMax} />
            </FormField>
          </div>
        );
      })}
      {rows < STAGE_LIMITS.correctionsMax ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setRows(rows + 1)}>
          Add another correction
        </Button>
      ) : null}
    </fieldset>
  );
}

function AuthorAnswer({ view, ask }: { view: StageTabView; ask: AuthorReviewView }) {
  const proofs = view.stage === "production";
  return (
    <Section title={proofs ? "Your proofs" : "Your review of the copyedit"}>
      <p className="text-sm text-slate-700">
        {proofs
          ? "Check every page of the galleys above. Approve them, or send your corrections with the galley, its page and what to change."
          : "Download the copyedited files above. Approve them, or upload your corrected file."}{" "}
        Due {ask.dueDate}.
      </p>
      <StageForm view={view} intent="approve" label={proofs ? "Approve the proofs" : "Approve the copyedit"}>
        {(errors) => (
          <FormField
            id={`approve-${view.stage}-comment`}
            label="Note with your approval"
            optional
            error={errors.comment}
          >
            <Textarea
              id={`approve-${view.stage}-comment`}
              name="comment"
              rows={2}
              maxLength={STAGE_LIMITS.commentMax}
              {...fieldA11y(`approve-${view.stage}-comment`, { error: errors.comment })}
            />
          </FormField>
        )}
      </StageForm>
      <details className="rounded-md border border-slate-200 p-3 [&[open]>summary]:mb-3">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          {proofs ? "Send corrections" : "Upload corrections"}
        </summary>
        <StageForm
          view={view}
          intent="corrections"
          upload={!proofs}
          label={proofs ? "Send corrections" : "Upload corrections"}
          variant="outline"
        >
          {(errors) => (
            <>
              {proofs ? (
                <>
                  <CorrectionRows view={view} />
                  {errors.corrections ? (
                    <p role="alert" className="text-sm text-red-700">
                      {errors.corrections}
                    </p>
                  ) : null}
                </>
              ) : (
                <FormField id="corrections-file" label="Your corrected file (PDF, DOCX, DOC, RTF, ODT, LaTeX)">
                  <Input id="corrections-file" name="file" type="file" accept=".pdf,.docx,.doc,.rtf,.odt,.tex" />
                </FormField>
              )}
              <FormField id={`corrections-${view.stage}-comment`} label="Note on your corrections" optional>
                <Textarea
                  id={`corrections-${view.stage}-comment`}
                  name="comment"
                  rows={2}
                  maxLength={STAGE_LIMITS.commentMax}
                />
              </FormField>
            </>
          )}
        </StageForm>
      </details>
    </Section>
  );
}

/** Where the submission stands, from the current stage: 'the submission is in Production'. */
function whereItIs(current: BarStage): string {
  return current === "scheduled"
    ? "the article is scheduled for publication"
    : `the submission is in ${BAR_STAGE_LABELS[current]}`;
}

/**
 * The line at the top of the tab: where the stage stands and, once it is done or the article is
 * published, why the tab is read-only and where changes go instead.
 */
function StandingLine({ view }: { view: StageTabView }) {
  const stageName = BAR_STAGE_LABELS[view.stage];
  const s = view.standing;
  const off = !view.bar.switches[view.stage] ? ` This journal's workflow has ${stageName} turned off.` : "";
  if (s.kind === "published") {
    return (
      <div data-testid="stage-read-only" className="space-y-1 text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          {s.date ? `Published on ${formatDay(`${s.date}T00:00:00Z`)}` : "Published"}
          {s.issue ? ` in ${s.issue}` : ""}.
        </p>
        <p>
          {STAGE_NOTICES.publishedReadOnly}
          {s.deskHref ? (
            <>
              {" "}
              <Link to={s.deskHref} className="font-medium text-blue-800 hover:underline">
                {STAGE_NOTICES.publishedDeskLink}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    );
  }
  if (s.kind === "done") {
    return (
      <p data-testid="stage-read-only" className="text-sm text-slate-700">
        {`${stageName} is done: ${whereItIs(s.current)}. `}
        {STAGE_NOTICES.doneReadOnly}
        {view.manages ? ` ${STAGE_NOTICES.doneReopen.replace("{stage}", stageName)}` : ""}
        {off}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {s.kind === "current"
        ? `The submission is in ${stageName}.`
        : `${whereItIs(s.current).replace(/^t/, "T")}; ${stageName} comes after it.`}
      {off}
    </p>
  );
}

/** The Copyediting or the Production tab of a submission (ADR 069). */
export function StageTab({ view }: { view: StageTabView }) {
  const production = view.stage === "production";
  const c = view.controls;
  const openAsk = view.asks.find((a) => a.response === null) ?? null;
  const submissionFile = (id: string) => `/submission/${view.submissionId}/files/${id}`;
  const stageFile = (id: string) => `/submission/${view.submissionId}/stage-files/${id}`;
  const backTo = c.moveBackFrom ? previousStage(c.moveBackFrom, view.bar.switches) : null;
  const workFiles = view.files.filter((f) => f.kind !== "author_correction");
  const corrections = view.files.filter((f) => f.kind === "author_correction");
  const galleys = workFiles.filter((f) => f.kind === "galley" && !f.replaced);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <StandingLine view={view} />
        {c.moveNext || (c.moveBackFrom && backTo) ? (
          <div className="flex flex-wrap gap-2">
            {c.moveNext ? (
              <StageForm view={view} intent="move-next" label="Mark copyediting done">
                {() => <input type="hidden" name="from" value={view.stage} />}
              </StageForm>
            ) : null}
            {c.moveBackFrom && backTo ? (
              <StageForm
                view={view}
                intent="move-back"
                label={`Move back to ${BAR_STAGE_LABELS[backTo]}`}
                variant="outline"
              >
                {() => <input type="hidden" name="from" value={c.moveBackFrom!} />}
              </StageForm>
            ) : null}
          </div>
        ) : null}
      </div>

      <Section title={production ? "Layout editors" : "Copyeditors"}>
        {view.assignments.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody is assigned yet.</p>
        ) : (
          <ul aria-label={production ? "Layout editors" : "Copyeditors"} className="space-y-2">
            {view.assignments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="font-medium text-slate-900">{a.name}</span>
                <span className="inline-flex items-center gap-1 text-slate-600">
                  <CalendarClock aria-hidden="true" className="size-4" /> due {a.dueDate}
                </span>
                {c.changeDueDate ? (
                  <details className="text-sm">
                    <summary className="cursor-pointer text-blue-800">Change due date</summary>
                    <div className="mt-2">
                      <StageForm view={view} intent="due-date" label="Save due date" variant="outline">
                        {(errors) => (
                          <>
                            <input type="hidden" name="assignmentId" value={a.id} />
                            <InputField
                              id={`due-${a.id}`}
                              name="dueDate"
                              type="date"
                              label={`New due date for ${a.name}`}
                              min={view.today}
                              defaultValue={a.dueDate}
                              error={errors.dueDate}
                            />
                          </>
                        )}
                      </StageForm>
                    </div>
                  </details>
                ) : null}
                {c.unassign ? (
                  <StageForm view={view} intent="unassign" label="Remove" variant="outline">
                    {() => <input type="hidden" name="assignmentId" value={a.id} />}
                  </StageForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {c.assign ? (
          <StageForm view={view} intent="assign" label={production ? "Assign layout editor" : "Assign copyeditor"}>
            {(errors) =>
              view.eligible.length === 0 ? (
                <p className="text-sm text-slate-600">
                  Nobody holds the {production ? "Layout Editor" : "Copyeditor"} role for this journal yet: an admin
                  grants it under Users.
                </p>
              ) : (
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField
                    id={`${view.stage}-assignee`}
                    label={production ? "Layout editor" : "Copyeditor"}
                    error={errors.userId}
                  >
                    <NativeSelect id={`${view.stage}-assignee`} name="userId" defaultValue="">
                      <option value="">Choose…</option>
                      {view.eligible.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name} ({p.email})
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  <DueDateField id={`${view.stage}-assign-due`} errors={errors} today={view.today} />
                </div>
              )
            }
          </StageForm>
        ) : null}
      </Section>

      {view.sourceFiles.length > 0 ? (
        <Section title="Accepted files">
          <ul aria-label="Accepted files" className="divide-y divide-slate-100">
            {view.sourceFiles.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                <Download aria-hidden="true" className="size-4 text-slate-500" />
                <a href={submissionFile(f.id)} className="break-all font-medium text-blue-800 hover:underline" download>
                  {f.fileName}
                </a>
                <span className="text-slate-500">
                  {formatFileSize(f.sizeBytes)} · {day(f.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {view.sourceStageFiles.length > 0 ? (
        <Section title="Copyedited files">
          <FileList files={view.sourceStageFiles} href={stageFile} label="Copyedited files" />
        </Section>
      ) : null}

      <Section title={production ? "Galleys" : "Copyedited files"}>
        <FileList files={workFiles} href={stageFile} label={production ? "Galleys" : "Copyedited files"} />
        {c.upload ? (
          <StageForm
            view={view}
            intent="upload"
            upload
            label={production ? "Upload galley" : "Upload copyedited file"}
            icon={<Upload aria-hidden="true" />}
          >
            {() => (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField
                  id={`${view.stage}-file`}
                  label={
                    production
                      ? "Galley file (PDF, HTML, XML, EPUB, LaTeX)"
                      : "Copyedited file (PDF, DOCX, DOC, RTF, ODT, LaTeX)"
                  }
                  className="sm:col-span-2"
                >
                  <Input
                    id={`${view.stage}-file`}
                    name="file"
                    type="file"
                    accept={production ? ".pdf,.html,.htm,.xml,.epub,.tex" : ".pdf,.docx,.doc,.rtf,.odt,.tex"}
                  />
                </FormField>
                {production ? (
                  <>
                    <InputField id="galley-label" name="label" label="Label" placeholder="PDF" maxLength={100} />
                    {galleys.length > 0 ? (
                      <FormField id="galley-replace" label="Replaces" optional>
                        <NativeSelect id="galley-replace" name="replaceFileId" defaultValue="">
                          <option value="">Nothing: a new galley</option>
                          {galleys.map((g) => (
                            <option key={g.id} value={g.id}>
                              {g.fileName}
                            </option>
                          ))}
                        </NativeSelect>
                      </FormField>
                    ) : null}
                  </>
                ) : null}
              </div>
            )}
          </StageForm>
        ) : null}
      </Section>

      {corrections.length > 0 ? (
        <Section title="Authors' corrected files">
          <FileList files={corrections} href={stageFile} label="Authors' corrected files" />
        </Section>
      ) : null}

      <Section title={production ? "Proofs" : "Authors' review"}>
        <AskHistory asks={view.asks} stage={view.stage} />
        {c.ask ? (
          <StageForm
            view={view}
            intent="ask"
            label={production ? "Send proofs to the author" : "Ask the author to review"}
            icon={<Send aria-hidden="true" />}
          >
            {(errors) => (
              <div className="grid gap-3 sm:grid-cols-2">
                <DueDateField id={`${view.stage}-ask-due`} errors={errors} today={view.today} />
                <FormField
                  id={`${view.stage}-ask-message`}
                  label="Message to the author"
                  optional
                  className="sm:col-span-2"
                >
                  <Textarea
                    id={`${view.stage}-ask-message`}
                    name="message"
                    rows={3}
                    maxLength={STAGE_LIMITS.messageMax}
                  />
                </FormField>
              </div>
            )}
          </StageForm>
        ) : null}
      </Section>

      {c.answer && openAsk ? <AuthorAnswer view={view} ask={openAsk} /> : null}

      {view.schedule ? (
        <Section title="Schedule for publication">
          {view.schedule.article ? (
            <p className="text-sm text-slate-700">
              The article is on the publishing desk ({view.schedule.article.status}).{" "}
              <Link
                to={`/dashboard/articles?edit=${view.schedule.article.id}`}
                className="font-medium text-blue-800 hover:underline"
              >
                Open the article
              </Link>
            </p>
          ) : null}
          {view.schedule.allowed ? (
            <StageForm view={view} intent="schedule" label="Schedule for publication">
              {() => (
                <FormField
                  id="schedule-issue"
                  label="Issue"
                  hint="The article is published with its issue, or earlier from the desk (online first)."
                >
                  <NativeSelect id="schedule-issue" name="issueId" defaultValue={view.schedule!.issues[0]?.id ?? ""}>
                    {view.schedule!.issues.length === 0 ? (
                      <option value="">No issue yet: the article awaits one</option>
                    ) : null}
                    {view.schedule!.issues.map((i) => (
                      <option key={i.id} value={i.id}>
                        {i.label}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              )}
            </StageForm>
          ) : (
            <p className="text-sm text-slate-600">{view.schedule.blockedBy}</p>
          )}
        </Section>
      ) : null}
    </div>
  );
}
