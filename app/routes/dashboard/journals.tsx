import { AlertTriangle, ArrowLeft, BookPlus, Library, Palette, RotateCw, Users } from "lucide-react";
import { Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { data, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { toast } from "~/components/ui/toast";
import { AccessDenied } from "~/components/dashboard/access-denied";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { lazyPart } from "~/components/ui/lazy-part";
import { AppError } from "~/lib/errors";
import { containsNul } from "~/lib/nul";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";
import { can } from "~/modules/auth/permissions";
import { COVER_URL_UNUSABLE } from "~/modules/cover-urls/cover-url.constants";
import { requireUser } from "~/modules/auth/session.server";
import { JournalDeskCard } from "~/modules/journals/components/journal-desk-card";
import { JournalFilters } from "~/modules/journals/components/journal-filters";
import { JournalPicker } from "~/modules/journals/components/journal-picker";
import {
  isJournalIntent,
  JOURNAL_MESSAGES,
  JOURNALS_ACCESS_DENIED,
  type JournalIntent,
  type JournalTab,
} from "~/modules/journals/journals.desk.constants";
import {
  journalFormSchema,
  journalFormValues,
  journalIdSchema,
  journalsSearch,
  parseJournalForm,
  parseJournalsQuery,
  updateJournalSchema,
  type JournalFieldErrors,
} from "~/modules/journals/journals.desk.schemas";
import {
  createJournal,
  deleteJournal,
  listDeskJournals,
  removeJournalCover,
  updateJournal,
} from "~/modules/journals/journals.desk.service.server";
import type { DeskJournal, JournalActionData } from "~/modules/journals/journals.desk.types";
import type { Route } from "./+types/journals";

// What opens on a click, and the Themes and Editorial Board tabs' panels, are loaded when needed,
// not with the list (ADR 076): the journal form and the theme designer check their fields with zod.
const JournalFormDialog = lazyDialog(() =>
  import("~/modules/journals/components/journal-form-dialog").then((m) => m.JournalFormDialog),
);
const DeleteJournalDialog = lazyDialog(() =>
  import("~/modules/journals/components/delete-journal-dialog").then((m) => m.DeleteJournalDialog),
);
const ThemeDesignPanel = lazyPart(() =>
  import("~/modules/journal-themes/components/theme-design-panel").then((m) => m.ThemeDesignPanel),
);
const EditorialBoardManager = lazyPart(() =>
  import("~/modules/editorial-board/components/editorial-board-manager").then((m) => m.EditorialBoardManager),
);

export const handle: DashboardHandle = { title: "Journals Management" };

export function meta() {
  return dashboardMeta("Journals Management");
}

function accessDenied(): never {
  throw data({ message: JOURNALS_ACCESS_DENIED.message }, { status: 403 });
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  if (!can(user, "journals.manage")) accessDenied();
  return listDeskJournals(user, parseJournalsQuery(url.searchParams));
}

/** Which field of the dialog a refusal of the service belongs under. */
const FIELD_OF_ERROR: Record<string, keyof JournalFieldErrors> = {
  // A cover address whose picture could not be fetched or used (422).
  [COVER_URL_UNUSABLE]: "coverImageUrl",
  "journals.short_name_taken": "shortName",
  "journals.short_name_locked": "shortName",
  "journals.short_name_invalid": "shortName",
};

/** The spec's toast titles of the form's two format checks. */
function titleOf(fieldErrors: JournalFieldErrors): string | undefined {
  if (fieldErrors.shortName === JOURNAL_MESSAGES.invalidShortName) return JOURNAL_MESSAGES.invalidShortNameTitle;
  if (fieldErrors.issn === JOURNAL_MESSAGES.invalidIssn) return JOURNAL_MESSAGES.invalidIssnTitle;
  return undefined;
}

async function runIntent(
  user: Awaited<ReturnType<typeof requireUser>>,
  intent: JournalIntent,
  values: Record<string, unknown>,
) {
  const refused = (message: string, status: number, fieldErrors?: JournalFieldErrors) =>
    data<JournalActionData>(
      { intent, ok: false, message, fieldErrors, title: fieldErrors ? titleOf(fieldErrors) : undefined },
      { status },
    );
  const done = (message: string, journalId?: string) =>
    data<JournalActionData>({ intent, ok: true, message, journalId });
  try {
    switch (intent) {
      case "create": {
        const parsed = parseJournalForm(journalFormSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        const { id } = await createJournal(user, parsed.data);
        return done(JOURNAL_MESSAGES.created, id);
      }
      case "update": {
        const parsed = parseJournalForm(updateJournalSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        const { journalId, ...input } = parsed.data;
        await updateJournal(user, journalId, input);
        return done(JOURNAL_MESSAGES.updated, journalId);
      }
      case "delete": {
        const parsed = parseJournalForm(journalIdSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await deleteJournal(user, parsed.data.journalId);
        return done(JOURNAL_MESSAGES.deleted);
      }
      case "remove-cover": {
        const parsed = parseJournalForm(journalIdSchema, values);
        if (!parsed.ok) return refused(parsed.message, 400, parsed.fieldErrors);
        await removeJournalCover(user, parsed.data.journalId);
        return done(JOURNAL_MESSAGES.coverRemoved, parsed.data.journalId);
      }
    }
  } catch (err) {
    if (err instanceof AppError) {
      if (err.code === "forbidden") accessDenied();
      const field = FIELD_OF_ERROR[err.code];
      return refused(err.message, err.status, field ? { [field]: err.message } : undefined);
    }
    throw err;
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  if (!can(user, "journals.manage")) accessDenied();
  const invalid = (intent: JournalIntent | null) =>
    data<JournalActionData>({ intent, ok: false, message: JOURNAL_MESSAGES.invalidRequest }, { status: 400 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return invalid(null);
  }
  const intent = form.get("intent");
  if (!isJournalIntent(intent)) return invalid(null);
  const values = journalFormValues(form);
  // PostgreSQL refuses NUL in text: a 400 here, never a database error.
  if (containsNul(values)) return invalid(intent);
  return runIntent(user, intent, values);
}

const TABS: { tab: JournalTab; label: string; icon: typeof Library }[] = [
  { tab: "manage", label: "Manage Journals", icon: Library },
  { tab: "themes", label: "Theme Settings", icon: Palette },
  { tab: "board", label: "Editorial Board", icon: Users },
];

function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
      <Library className="size-9 text-slate-400" aria-hidden="true" />
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {text ? <p className="text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** The chosen journal of a tab, with 'Back to Journal Selection'. */
function ChosenJournal({
  journal,
  backHref,
  children,
}: {
  journal: DeskJournal;
  backHref: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="chosen-journal-title" className="space-y-4">
      <Button asChild variant="outline" size="sm">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          Back to Journal Selection
        </Link>
      </Button>
      <h2 id="chosen-journal-title" className="text-lg font-semibold text-slate-900">
        {journal.title} <span className="text-sm font-medium text-slate-500">({journal.shortName.toUpperCase()})</span>
      </h2>
      {children}
    </section>
  );
}

export default function JournalsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, journals, all } = loaderData;
  const [editing, setEditing] = useState<DeskJournal | "new" | null>(null);
  const [deleting, setDeleting] = useState<DeskJournal | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const interactive = useHydrated();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/dashboard/journals";
  const filtered = query.search !== "" || query.status !== "all";
  const chosen = query.journal ? all.find((j) => j.id === query.journal) : undefined;
  const createButton = (label: string) => (
    <Button type="button" {...JournalFormDialog.preloadProps} onClick={() => setEditing("new")} disabled={!interactive}>
      <BookPlus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="space-y-6">
      <PageHeading
        title="Journals Management"
        subtitle="Create and manage scientific journals with theme customization"
        actions={createButton("Add Journal")}
      />

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className={
            actionData.ok
              ? "rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
              : "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          }
        >
          {actionData.message}
        </p>
      ) : null}

      <nav aria-label="Journals management sections">
        <ul className="inline-flex flex-wrap items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600">
          {TABS.map(({ tab, label, icon: Icon }) => (
            <li key={tab}>
              <Link
                to={`.${journalsSearch({ ...query, tab, journal: null })}`}
                aria-current={query.tab === tab ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                  query.tab === tab ? "bg-white text-slate-900 shadow-sm" : "hover:text-slate-900",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loading ? (
        <p role="status" className="sr-only">
          {JOURNAL_MESSAGES.loading}
        </p>
      ) : null}

      {query.tab === "manage" ? (
        <>
          <Card className="p-4">
            <JournalFilters key={journalsSearch(query)} query={query} />
          </Card>
          {journals.length > 0 ? (
            <ul className="grid gap-4 lg:grid-cols-2" aria-label="Journals">
              {journals.map((journal) => (
                <JournalDeskCard
                  key={journal.id}
                  journal={journal}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  interactive={interactive}
                />
              ))}
            </ul>
          ) : filtered && all.length > 0 ? (
            <EmptyState title={JOURNAL_MESSAGES.noMatchTitle} text={JOURNAL_MESSAGES.noMatchText} />
          ) : (
            <EmptyState
              title={JOURNAL_MESSAGES.emptyTitle}
              text={JOURNAL_MESSAGES.emptyText}
              action={createButton("Create First Journal")}
            />
          )}
        </>
      ) : all.length === 0 ? (
        <EmptyState
          title={query.tab === "themes" ? JOURNAL_MESSAGES.noThemeJournals : JOURNAL_MESSAGES.noBoardJournals}
          action={createButton("Create Journal")}
        />
      ) : chosen ? (
        <ChosenJournal journal={chosen} backHref={`.${journalsSearch({ ...query, journal: null })}`}>
          <Suspense fallback={<PanelPending />}>
            {query.tab === "themes" ? (
              <ThemeDesignPanel key={chosen.id} journalId={chosen.id} />
            ) : (
              <EditorialBoardManager key={chosen.id} journalId={chosen.id} journalTitle={chosen.title} />
            )}
          </Suspense>
        </ChosenJournal>
      ) : (
        <JournalPicker
          journals={all}
          actionLabel={query.tab === "themes" ? "Customize Theme" : "Manage Editorial Board"}
          href={(j) => `.${journalsSearch({ ...query, journal: j.id })}`}
        />
      )}

      {editing ? <JournalFormDialog journal={editing === "new" ? null : editing} onClose={closeEditor} /> : null}
      {deleting ? <DeleteJournalDialog journal={deleting} onClose={closeDelete} /> : null}
    </div>
  );
}

/** A tab's panel while its code is loading (a click on a journal of the picker). */
function PanelPending() {
  return (
    <Card className="grid min-h-48 place-items-center p-6">
      <p role="status" className="text-sm text-slate-600">
        Loading…
      </p>
    </Card>
  );
}

/** The list could not be read: the spec's message, with a way to try again (403: Access Denied). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const denied = isRouteErrorResponse(error) && error.status === 403;
  useEffect(() => {
    if (!denied) toast.error(JOURNAL_MESSAGES.loadFailed);
  }, [denied]);
  if (denied) {
    const message = (error.data as { message?: unknown } | undefined)?.message;
    return <AccessDenied message={typeof message === "string" ? message : JOURNALS_ACCESS_DENIED.message} />;
  }
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title={JOURNAL_MESSAGES.loadFailed}
      message="The journals could not be loaded. Check your connection and try again."
      action={
        <Button asChild>
          <Link to={`${location.pathname}${location.search}`} replace>
            <RotateCw aria-hidden="true" />
            Try Again
          </Link>
        </Button>
      }
    />
  );
}
