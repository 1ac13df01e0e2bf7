import { ExternalLink, FileCheck2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { fieldA11y, FormField, invalidClass } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { articleTypeLabel } from "../article-format";
import type { ExtractedPdfMetadata } from "~/modules/pdf-metadata/pdf-metadata.types";
import { messageOf, uploadWithProgress } from "~/modules/submission-files/components/upload-progress";
import { parseReferenceList, REFERENCE_LIMITS } from "~/modules/references/reference-text";
import { EntryListInput } from "~/modules/submissions/components/entry-list-input";
import { withDrafts } from "~/modules/submissions/entry-list";
import {
  ARTICLE_LIMITS as L,
  ARTICLE_MESSAGES as M,
  ARTICLE_STATUS_LABELS,
  ARTICLE_TYPES,
  isNoticeType,
  FORM_STATUSES,
  type ArticleType,
} from "../articles.desk.constants";
import {
  bareDoi,
  checkArticleForm,
  emptyArticleForm,
  type ArticleForm,
  type FieldErrors,
} from "../articles.desk.schemas";
import type { ArticleActionData, ArticleDetail, IssueOption, JournalOption } from "../articles.desk.types";
import { doubtfulFields, mergeMetadata, type MergeField, type MergeResult } from "../metadata-merge";
import type { PdfForNewArticle } from "./article-from-pdf-button";
import { ArticleAuthorsEditor } from "./article-authors-editor";
import { ArticleHistoryList } from "./article-history-list";
import { ArticleStatusBadge } from "./article-status-badge";
import { fetchIssues, galleysPath, requestCrossrefMetadata } from "./desk-requests";
import { DoiActions } from "./doi-actions";
import { DoubtNote, ExtractionNotice, listOf, type Extraction } from "./extraction-notice";
import { GalleysPanel } from "./galleys-panel";
import { formatCount } from "~/lib/format-count";

type TextKey = "title" | "abstract" | "doi" | "pageStart" | "pageEnd" | "references";
type DateKey = "submissionDate" | "revisedDate" | "acceptanceDate" | "publicationDate";

const DATE_FIELDS: { key: DateKey; label: string }[] = [
  { key: "submissionDate", label: "Received" },
  { key: "revisedDate", label: "Revised" },
  { key: "acceptanceDate", label: "Accepted" },
  { key: "publicationDate", label: "Published" },
];

/** A merge as the notice shows it; only a PDF's readings can be doubtful (Crossref's is the record). */
function extractionOf(source: Extraction["source"], metadata: ExtractedPdfMetadata, merged: MergeResult): Extraction {
  return {
    source,
    metadata,
    filled: merged.filled,
    conflicts: merged.conflicts,
    confirmed: merged.confirmed,
    doubtful: source === "pdf" ? doubtfulFields(metadata, merged.filled) : [],
  };
}

const DOI_SHAPE = /^10\.\d{4,9}\/\S+$/;

/** "3 references, 2 with a DOI" as the editor types (blank lines do not count). */
function referencesHint(text: string): string {
  const parsed = parseReferenceList(text);
  if (!parsed.ok) return `One reference per line, at most ${REFERENCE_LIMITS.count}.`;
  const n = parsed.references.length;
  const withDoi = parsed.references.filter((r) => r.doi).length;
  return `One reference per line (at most ${REFERENCE_LIMITS.count}): ${n} ${n === 1 ? "reference" : "references"}, ${withDoi} with a DOI. A reference naming one of our articles by DOI or title records a citation of it.`;
}

export type ArticleFormDialogProps = {
  /** The article to edit (loaded by the page), or null to add one. */
  article: ArticleDetail | null;
  journals: JournalOption[];
  defaultJournalId: string;
  /** The list's URL: the page's action. */
  action: string;
  /** A new article was saved: open it (to upload its galleys). */
  onSaved: (articleId: string) => void;
  onClose: () => void;
  /** 'New article from PDF': the final PDF and what was read from it (a new article only). */
  fromPdf?: PdfForNewArticle | null;
};

/**
 * Add Article / Edit Article (spec 002 sections 2.6, 3.4 and 5): journal, issue, title, type,
 * status, authors, abstract, keywords, DOI, pages and dates; for a saved article its galleys
 * (upload with progress, metadata extraction from a PDF) and history. Mount it to open it.
 */
export function ArticleFormDialog({
  article,
  journals,
  defaultJournalId,
  action,
  onSaved,
  onClose,
  fromPdf = null,
}: ArticleFormDialogProps) {
  // A new article from a PDF opens filled from it, its doubtful fields marked.
  const [opened] = useState(() => {
    const base = article?.form ?? emptyArticleForm(defaultJournalId);
    if (!fromPdf || article) return { form: base, extraction: null };
    const merged = mergeMetadata(base, fromPdf.metadata);
    return { form: merged.form, extraction: extractionOf("pdf", fromPdf.metadata, merged) };
  });
  const [form, setForm] = useState<ArticleForm>(opened.form);
  // A keyword typed but not added yet: Save adds it instead of refusing or dropping it.
  const [keywordDraft, setKeywordDraft] = useState("");
  // Issues of journals chosen in this dialog (the article's own journal's come with it).
  const [loadedIssues, setLoadedIssues] = useState<Record<string, IssueOption[]>>({});
  // The browser's own check of the last Save (null: it passed), else the server's answer.
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [extraction, setExtraction] = useState<Extraction | null>(opened.extraction);
  const [askingCrossref, setAskingCrossref] = useState(false);
  // The new article's PDF galley, uploaded once the article is saved (fraction sent, or null).
  const [attaching, setAttaching] = useState<number | null>(null);
  const fetcher = useFetcher<ArticleActionData>();
  const revalidator = useRevalidator();
  const busy = fetcher.state !== "idle" || attaching !== null;
  const errors: FieldErrors =
    clientErrors ?? (fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {});
  const editing = article !== null;
  const locked = article !== null && (article.status === "published" || article.status === "withdrawn");

  // The issues of the chosen journal (loaded with the article; fetched when the journal changes).
  const journalId = form.journalId;
  const ownIssues = article && journalId === article.form.journalId ? article.issues : undefined;
  const issues: IssueOption[] | null = !journalId ? [] : (ownIssues ?? loadedIssues[journalId] ?? null);
  const missing = issues === null;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    void fetchIssues(journalId).then((loaded) => {
      if (!current) return;
      if (loaded === null) toast.error("Failed to load issues");
      setLoadedIssues((all) => ({ ...all, [journalId]: loaded ?? [] }));
      // A new journal: its newest issue, unless one of its issues is already chosen.
      setForm((f) =>
        f.journalId === journalId && !loaded?.some((i) => i.id === f.issueId)
          ? { ...f, issueId: loaded?.[0]?.id ?? "" }
          : f,
      );
    });
    return () => {
      current = false;
    };
  }, [journalId, missing]);

  /** The new article's PDF as its galley; a failure is told, and the article opens either way. */
  const attachPdf = async (articleId: string, file: File) => {
    const body = new FormData();
    body.set("file", file);
    setAttaching(0);
    try {
      const answer = await uploadWithProgress(galleysPath(articleId), body, setAttaching);
      if (answer.status === 201) toast.success(messageOf(answer.json) ?? "Galley uploaded", { description: file.name });
      else
        toast.error(M.uploadFailed, { description: messageOf(answer.json) ?? `The server answered ${answer.status}.` });
    } catch (failure) {
      toast.error(M.uploadFailed, { description: failure instanceof Error ? failure.message : undefined });
    } finally {
      setAttaching(null);
    }
  };

  useFetcherAnswer(fetcher.data, (result) => {
    if (result.ok) {
      toast.success(result.message);
      if (result.intent === "create" && result.articleId) {
        const created = result.articleId;
        if (fromPdf) void attachPdf(created, fromPdf.file).finally(() => onSaved(created));
        else onSaved(created);
      } else onClose();
      return;
    }
    const hasFields = Object.keys(result.fieldErrors ?? {}).length > 0;
    toast.error(hasFields ? M.validationTitle : M.saveFailed, { description: result.message });
  });

  const set = <K extends keyof ArticleForm>(key: K, value: ArticleForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    // A field the editor changed is theirs: no longer marked doubtful.
    setExtraction((e) =>
      e && (e.doubtful as string[]).includes(key) ? { ...e, doubtful: e.doubtful.filter((d) => d !== key) } : e,
    );
  };
  const doubtful = (field: MergeField) => extraction?.doubtful.includes(field) ?? false;
  const text = (key: TextKey | DateKey) => ({
    value: form[key],
    onChange: (e: { currentTarget: { value: string } }) => set(key, e.currentTarget.value),
  });

  const save = () => {
    const data = withDrafts(form, { keywords: keywordDraft });
    if (data !== form) {
      setForm(data);
      setKeywordDraft("");
    }
    const checked = checkArticleForm(data);
    if (!checked.ok) {
      setClientErrors(checked.fieldErrors);
      toast.error(M.validationTitle, { description: checked.message });
      return;
    }
    setClientErrors(null);
    const fields: Record<string, string> = { intent: editing ? "update" : "create", data: JSON.stringify(data) };
    if (article) fields.articleId = article.id;
    void fetcher.submit(fields, { method: "post", action });
  };

  const extracted = (metadata: ExtractedPdfMetadata) => {
    const merged = mergeMetadata(form, metadata);
    setForm(merged.form);
    setExtraction(extractionOf("pdf", metadata, merged));
    toast.success("Metadata extracted", {
      description:
        merged.filled.length > 0
          ? `Filled: ${listOf(merged.filled)}. Check them, then save.`
          : "No empty field could be filled from the PDF.",
    });
  };

  const replaceConflicts = () => {
    if (!extraction) return;
    const merged = mergeMetadata(form, extraction.metadata, extraction.conflicts);
    const replaced = extractionOf(extraction.source, extraction.metadata, merged);
    setForm(merged.form);
    setExtraction({
      ...extraction,
      filled: [...extraction.filled, ...merged.filled],
      conflicts: [],
      doubtful: [...new Set([...extraction.doubtful, ...replaced.doubtful])],
    });
  };

  const doi = bareDoi(form.doi);
  const fillFromCrossref = async () => {
    setAskingCrossref(true);
    const answer = await requestCrossrefMetadata(doi);
    setAskingCrossref(false);
    if (!answer.ok) {
      toast.error("Fill from Crossref failed", { description: answer.message });
      return;
    }
    const merged = mergeMetadata(form, answer.json.metadata);
    setForm(merged.form);
    setExtraction(extractionOf("crossref", answer.json.metadata, merged));
    toast.success(answer.message, {
      description:
        merged.filled.length > 0
          ? `Filled: ${listOf(merged.filled)}. Check them, then save.`
          : "No empty field could be filled from Crossref.",
    });
  };

  // A draft may await an issue (issue 38): a journal without one says so, and refuses only others.
  const noIssues = issues !== null && issues.length === 0 && Boolean(form.journalId);
  const issueError = errors.issueId ?? (noIssues && form.status !== "draft" ? M.noIssues : undefined);
  const issueHint = noIssues && !issueError ? M.awaitingIssueHint : undefined;

  const fieldsSection = (
    <form
      noValidate
      className="space-y-5"
      id="article-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <ExtractionNotice
        extraction={extraction}
        onReplace={replaceConflicts}
        onUseAbstract={(text) => set("abstract", text)}
        crossref={DOI_SHAPE.test(doi) ? { doi, busy: askingCrossref, onFill: () => void fillFromCrossref() } : null}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="article-journal" label="Journal" required error={errors.journalId}>
          <NativeSelect
            id="article-journal"
            value={form.journalId}
            disabled={locked}
            onChange={(e) => {
              const next = e.currentTarget.value;
              const issueId = next === article?.form.journalId ? article.form.issueId : loadedIssues[next]?.[0]?.id;
              setForm((f) => ({ ...f, journalId: next, issueId: issueId ?? "" }));
            }}
            {...fieldA11y("article-journal", { error: errors.journalId })}
            className={cn(errors.journalId && invalidClass)}
          >
            {form.journalId ? null : <option value="">Choose a journal</option>}
            {journals.map((j) => (
              <option key={j.id} value={j.id}>
                {j.title} ({j.shortName.toUpperCase()})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="article-issue"
          label="Issue"
          required={form.status !== "draft"}
          hint={issueHint}
          error={issueError}
        >
          <NativeSelect
            id="article-issue"
            value={form.issueId}
            disabled={issues === null || issues.length === 0}
            onChange={(e) => set("issueId", e.currentTarget.value)}
            {...fieldA11y("article-issue", { hint: issueHint, error: issueError })}
            className={cn(issueError && invalidClass)}
          >
            {issues === null ? <option value={form.issueId}>Loading issues...</option> : null}
            {issues !== null && (form.status === "draft" || !issues.some((i) => i.id === form.issueId)) ? (
              <option value="">{form.status === "draft" ? "Awaiting an issue" : "Choose an issue"}</option>
            ) : null}
            {(issues ?? []).map((i) => (
              <option key={i.id} value={i.id}>
                {i.label}
                {i.status === "published" ? "" : ` (${i.status.replace("_", " ")})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <FormField
        id="article-title"
        label="Title"
        required
        error={errors.title}
        hint={`${form.title.trim().length}/${L.titleMax} characters (at least ${L.titleMin})`}
      >
        <Textarea
          id="article-title"
          rows={2}
          maxLength={L.titleMax}
          {...text("title")}
          {...fieldA11y("article-title", { error: errors.title, hint: true })}
          className={cn(errors.title && invalidClass)}
        />
        <DoubtNote id="article-title-doubt" show={doubtful("title")} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="article-type" label="Article Type" required error={errors.articleType}>
          <NativeSelect
            id="article-type"
            value={form.articleType}
            onChange={(e) => set("articleType", e.currentTarget.value as ArticleType)}
            disabled={isNoticeType(form.articleType)}
          >
            {/* A notice keeps its type (ADR 066): shown, not offered. */}
            {(isNoticeType(form.articleType) ? [form.articleType] : ARTICLE_TYPES).map((type) => (
              <option key={type} value={type}>
                {articleTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {locked && article ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-800">Status</p>
            <div className="flex h-10 items-center gap-2">
              <ArticleStatusBadge status={article.status} />
              <span className="text-xs text-slate-500">Publish and withdraw from the list.</span>
            </div>
          </div>
        ) : (
          <FormField id="article-status" label="Status" error={errors.status}>
            <NativeSelect
              id="article-status"
              value={form.status}
              onChange={(e) => set("status", e.currentTarget.value as ArticleForm["status"])}
            >
              {FORM_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ARTICLE_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </div>

      <div className="space-y-1.5">
        <DoubtNote id="article-authors-doubt" show={doubtful("authors")} />
        <ArticleAuthorsEditor authors={form.authors} onChange={(authors) => set("authors", authors)} errors={errors} />
      </div>

      <FormField
        id="article-abstract"
        label="Abstract"
        required
        error={errors.abstract}
        hint={`${formatCount(form.abstract.trim().length)}/${formatCount(L.abstractMax)} characters (at least ${L.abstractMin})`}
      >
        <Textarea
          id="article-abstract"
          rows={7}
          maxLength={L.abstractMax}
          {...text("abstract")}
          {...fieldA11y("article-abstract", { error: errors.abstract, hint: true })}
          className={cn(errors.abstract && invalidClass)}
        />
        <DoubtNote id="article-abstract-doubt" show={doubtful("abstract")} />
      </FormField>

      <EntryListInput
        id="article-keywords"
        label="Keywords"
        entries={form.keywords}
        onChange={(keywords) => set("keywords", keywords)}
        draft={keywordDraft}
        onDraftChange={setKeywordDraft}
        // Short enough for a phone's box beside Add, as in the wizard: the hint says how to add several.
        placeholder="Type a keyword"
        hint="Press Enter to add each one."
        error={errors.keywords ?? Object.entries(errors).find(([k]) => k.startsWith("keywords."))?.[1]}
        max={L.keywordsMax}
        maxLength={L.keywordMax}
        required
      />
      <DoubtNote id="article-keywords-doubt" show={doubtful("keywords")} />

      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField id="article-doi" label="DOI" optional error={errors.doi}>
          <Input
            id="article-doi"
            placeholder="10.12345/journal.2025.001"
            maxLength={L.doiMax + 40}
            {...text("doi")}
            {...fieldA11y("article-doi", { error: errors.doi })}
            className={cn(errors.doi && invalidClass)}
          />
          <DoiActions
            articleId={article?.id ?? null}
            canDeposit={article?.status === "published"}
            onGenerated={(doi) => set("doi", doi)}
          />
          <DoubtNote id="article-doi-doubt" show={doubtful("doi")} />
        </FormField>
        <FormField id="article-page-start" label="First page" error={errors.pageStart}>
          <Input
            id="article-page-start"
            inputMode="numeric"
            maxLength={6}
            {...text("pageStart")}
            {...fieldA11y("article-page-start", { error: errors.pageStart })}
            className={cn(errors.pageStart && invalidClass)}
          />
        </FormField>
        <FormField id="article-page-end" label="Last page" error={errors.pageEnd}>
          <Input
            id="article-page-end"
            inputMode="numeric"
            maxLength={6}
            {...text("pageEnd")}
            {...fieldA11y("article-page-end", { error: errors.pageEnd })}
            className={cn(errors.pageEnd && invalidClass)}
          />
        </FormField>
      </div>

      <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-medium text-slate-800">Dates</legend>
        {DATE_FIELDS.map(({ key, label }) => (
          <FormField key={key} id={`article-${key}`} label={label} error={errors[key]}>
            <Input
              id={`article-${key}`}
              type="date"
              {...text(key)}
              {...fieldA11y(`article-${key}`, { error: errors[key] })}
              className={cn(errors[key] && invalidClass)}
            />
          </FormField>
        ))}
      </fieldset>

      <FormField
        id="article-references"
        label="References"
        optional
        error={errors.references}
        hint={referencesHint(form.references)}
      >
        <Textarea
          id="article-references"
          rows={8}
          maxLength={REFERENCE_LIMITS.total}
          placeholder="One reference per line, e.g. Rao A, Iyer S. Buccal films of propranolol. J Pharm Sci. 2024;3(1):1-9. https://doi.org/10.12345/jps.2024.001"
          className={cn("font-mono text-xs", errors.references && invalidClass)}
          {...text("references")}
          {...fieldA11y("article-references", { error: errors.references, hint: true })}
        />
      </FormField>
    </form>
  );

  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent
        className={cn("max-h-[92vh] w-[calc(100%-1rem)] p-4 sm:p-6", editing ? "max-w-6xl" : "max-w-3xl")}
        aria-describedby="article-form-description"
      >
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Article" : "Add Article"}</DialogTitle>
          <DialogDescription id="article-form-description">
            {article ? (
              <span className="flex flex-wrap items-center gap-2">
                <span>No. {article.displayId}</span>
                <ArticleStatusBadge status={article.status} />
                {article.publicPath ? (
                  <a
                    href={article.publicPath}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline"
                  >
                    Public page
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                  </a>
                ) : null}
              </span>
            ) : fromPdf ? (
              `Filled from ${fromPdf.file.name}: check the fields, then create the article. The PDF becomes its galley.`
            ) : (
              M.saveFirst
            )}
          </DialogDescription>
        </DialogHeader>

        {article?.status === "withdrawn" && article.withdrawalReason ? (
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            Withdrawn: {article.withdrawalReason}
          </p>
        ) : null}

        {article ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {fieldsSection}
            <div className="space-y-6 lg:border-l lg:border-slate-200 lg:pl-6">
              <GalleysPanel
                articleId={article.id}
                galleys={article.galleys}
                onChanged={() => void revalidator.revalidate()}
                onExtracted={extracted}
              />
              <section className="space-y-3" aria-labelledby="history-heading">
                <h3 id="history-heading" className="text-sm font-semibold text-slate-900">
                  History
                </h3>
                <ArticleHistoryList entries={article.history} />
              </section>
            </div>
          </div>
        ) : (
          fieldsSection
        )}

        {/* Offset by the dialog's padding: a sticky box stops at the padding edge, showing content under it. */}
        <div className="sticky -bottom-4 -mx-4 -mb-4 flex justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="article-form" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileCheck2 aria-hidden="true" />}
            {attaching !== null
              ? `Uploading PDF ${Math.round(attaching * 100)}%`
              : busy
                ? "Saving..."
                : editing
                  ? "Save Changes"
                  : "Create Article"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
