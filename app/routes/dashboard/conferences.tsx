import { AlertTriangle, CalendarDays, CalendarPlus, CalendarX, Clock, History, Radio, RotateCw } from "lucide-react";
import { memo, useCallback, useState } from "react";
import { InGroups } from "~/components/in-groups";
import { HYDRATION_SLICE_CARDS, HydrationSlice } from "~/components/hydration-slice";
import { data, redirect, useLocation, useNavigation } from "react-router";
import { Link } from "~/components/link";
import { CountCards, type CountCard } from "~/components/dashboard/count-cards";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { ListPagination } from "~/components/dashboard/list-pagination";
import { PageHeading } from "~/components/dashboard/page-heading";
import { StatusCard } from "~/components/dashboard/status-card";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/lazy-dialog";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { AppError } from "~/lib/errors";
import { containsNul } from "~/lib/nul";
import { useHydrated } from "~/lib/use-hydrated";
import { useHydratedSoon } from "~/lib/use-hydrated-soon";
import { requireUser } from "~/modules/auth/session.server";
import { ConferenceDeskFilters } from "~/modules/conferences/components/conference-desk-filters";
import { ConferenceTabs } from "~/modules/conferences/components/conference-tabs";
import { DeskConferenceCard } from "~/modules/conferences/components/desk-conference-card";
import type {
  ConferenceActionData,
  ConferenceIntent,
  DeskConference,
} from "~/modules/conferences/conference-desk.types";
import {
  createConference,
  deleteConference,
  findDeskConferences,
  removeConferenceCover,
  updateConference,
} from "~/modules/conferences/conference-desk.service.server";
import {
  CONFERENCE_FORM_FIELDS,
  parseConferenceForm,
  type ConferenceFormField,
} from "~/modules/conferences/conference-form.schemas";
import { CONFERENCE_MESSAGES as M } from "~/modules/conferences/conferences.constants";
import { conferenceDeskSearch, parseConferenceDeskQuery } from "~/modules/conferences/conferences.schemas";
import type { Route } from "./+types/conferences";

export const handle: DashboardHandle = { title: "Conferences" };

export function meta() {
  return dashboardMeta("Conferences");
}

// Every signed-in user may look at the list (read only); managing needs admin or editor, which
// the service checks on every change.
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const query = parseConferenceDeskQuery(url.searchParams);
  const page = await findDeskConferences(user, query);
  // A page past the end (conferences were deleted, or a stale link): the last page, at its own URL.
  if (page.page !== query.page) throw redirect(`/dashboard/conferences${conferenceDeskSearch(page.query)}`);
  return page;
}

const INTENTS: readonly ConferenceIntent[] = ["create", "update", "delete", "remove-cover"];
const isIntent = (v: unknown): v is ConferenceIntent => INTENTS.includes(v as ConferenceIntent);

const FAILED: Record<ConferenceIntent, string> = {
  create: M.createFailed,
  update: M.updateFailed,
  delete: M.deleteFailed,
  "remove-cover": M.updateFailed,
};

export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const answer = (body: ConferenceActionData, status = 200) => data<ConferenceActionData>(body, { status });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ intent: null, ok: false, title: M.error, message: M.invalidRequest }, 400);
  }
  const intent = form.get("intent");
  if (!isIntent(intent)) return answer({ intent: null, ok: false, title: M.error, message: M.invalidRequest }, 400);
  const values: Partial<Record<ConferenceFormField | "conferenceId", string>> = {};
  for (const name of [...CONFERENCE_FORM_FIELDS, "conferenceId"] as const) {
    const v = form.get(name);
    if (typeof v === "string") values[name] = v;
  }
  // PostgreSQL refuses NUL in text: a 400 here, never a database error.
  if (containsNul(values)) return answer({ intent, ok: false, title: M.error, message: M.invalidRequest }, 400);
  const id = values.conferenceId ?? "";
  try {
    switch (intent) {
      case "create":
      case "update": {
        const parsed = parseConferenceForm(values);
        if (!parsed.ok) {
          const fieldErrors = { [parsed.field]: parsed.message };
          return answer({ intent, ok: false, title: parsed.title, message: parsed.message, fieldErrors }, 400);
        }
        if (intent === "create") {
          const conferenceId = await createConference(user, parsed.data);
          return answer({ intent, ok: true, title: M.created, message: M.createdText, conferenceId });
        }
        await updateConference(user, id, parsed.data);
        return answer({ intent, ok: true, title: M.updated, message: M.updatedText, conferenceId: id });
      }
      case "delete":
        await deleteConference(user, id);
        return answer({ intent, ok: true, title: M.deleted, message: M.deletedText });
      case "remove-cover":
        await removeConferenceCover(user, id);
        return answer({ intent, ok: true, title: M.coverRemoved, message: M.coverRemoved, conferenceId: id });
    }
  } catch (error) {
    if (error instanceof AppError) {
      return answer({ intent, ok: false, title: M.error, message: error.message || FAILED[intent] }, error.status);
    }
    throw error;
  }
}

// The dialogs are loaded when one opens (or is about to: the pointer or the keyboard on what opens
// them), not with the page (lazyDialog, ADR 076; docs/decisions/075).
const ConferenceFormDialog = lazyDialog(() =>
  import("~/modules/conferences/components/conference-form-dialog").then((m) => m.ConferenceFormDialog),
);
const DeleteConferenceDialog = lazyDialog(() =>
  import("~/modules/conferences/components/delete-conference-dialog").then((m) => m.DeleteConferenceDialog),
);
function preloadDialogs() {
  ConferenceFormDialog.preload();
  DeleteConferenceDialog.preload();
}

/**
 * The cards, memoized and in a Suspense boundary, in groups of their own: they are hydrated after
 * the rest of the page, in short slices of work (HydrationSlice), and the page's own state changes
 * do not render them again (docs/decisions/075).
 */
const ConferenceGrid = memo(function ConferenceGrid({
  items,
  canManage,
  onEdit,
  onDelete,
}: {
  items: DeskConference[];
  canManage: boolean;
  onEdit: (c: DeskConference) => void;
  onDelete: (c: DeskConference) => void;
}) {
  const interactive = useHydratedSoon();
  return (
    <HydrationSlice>
      <ul
        className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label="Conferences"
        onPointerEnter={canManage ? preloadDialogs : undefined}
        onFocus={canManage ? preloadDialogs : undefined}
      >
        <InGroups items={items} size={HYDRATION_SLICE_CARDS}>
          {(conference) => (
            <DeskConferenceCard
              key={conference.id}
              conference={conference}
              canManage={canManage}
              interactive={interactive}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          )}
        </InGroups>
      </ul>
    </HydrationSlice>
  );
});

const COUNT_CARDS: CountCard<"total" | "upcoming" | "live" | "past">[] = [
  { key: "total", label: "Total Conferences", icon: CalendarDays, tone: "bg-blue-50 text-blue-700" },
  { key: "upcoming", label: "Upcoming", icon: Clock, tone: "bg-indigo-50 text-indigo-700" },
  { key: "live", label: "Live Now", icon: Radio, tone: "bg-emerald-50 text-emerald-700" },
  { key: "past", label: "Past Events", icon: History, tone: "bg-slate-100 text-slate-700" },
];

function CardsSkeleton() {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading conferences" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <Skeleton className="h-36 rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function ConferencesDesk({ loaderData }: Route.ComponentProps) {
  const { query, items, counts, tabCounts, matching, pageCount, pageSize, canManage } = loaderData;
  const [editing, setEditing] = useState<DeskConference | "new" | null>(null);
  const [deleting, setDeleting] = useState<DeskConference | null>(null);
  const closeEditor = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const interactive = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  // A new search, filter, tab or page of this screen is loading: skeletons instead of stale cards.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const filtered = Boolean(query.q || query.type || query.status);

  return (
    <div className="space-y-6">
      <PageHeading
        title="Conferences"
        subtitle="Manage conference events and symposiums"
        actions={
          canManage ? (
            <Button
              type="button"
              onClick={() => setEditing("new")}
              onPointerEnter={ConferenceFormDialog.preload}
              onFocus={ConferenceFormDialog.preload}
              disabled={!interactive}
            >
              <CalendarPlus aria-hidden="true" />
              New Conference
            </Button>
          ) : null
        }
      />

      <CountCards label="Conference counts" cards={COUNT_CARDS} counts={counts} />

      {/* The filters, the tabs, the cards and the pages: each a slice of the page's hydration. */}
      <HydrationSlice>
        <Card className="p-4">
          <ConferenceDeskFilters key={conferenceDeskSearch(query, { page: 1, tab: "all" })} query={query} />
        </Card>
      </HydrationSlice>

      <HydrationSlice>
        <ConferenceTabs query={query} counts={tabCounts} />
      </HydrationSlice>

      {loading ? (
        <CardsSkeleton />
      ) : items.length > 0 ? (
        <ConferenceGrid items={items} canManage={canManage} onEdit={setEditing} onDelete={setDeleting} />
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
          <CalendarX className="size-9 text-slate-400" aria-hidden="true" />
          <p className="text-base font-semibold text-slate-800">{M.emptyTitle}</p>
          <p className="text-sm text-slate-600">{filtered || query.tab !== "all" ? M.emptyFiltered : M.emptyFirst}</p>
          {!filtered && canManage ? (
            <Button type="button" className="mt-2" onClick={() => setEditing("new")} disabled={!interactive}>
              <CalendarPlus aria-hidden="true" />
              Create Conference
            </Button>
          ) : null}
        </div>
      )}

      {matching > 0 && !loading ? (
        <Card className="overflow-hidden">
          <ListPagination
            page={query.page}
            matching={matching}
            pageCount={pageCount}
            pageSize={pageSize}
            shown={items.length}
            noun={matching === 1 ? "conference" : "conferences"}
            href={(p) => `.${conferenceDeskSearch(query, { page: p })}`}
          />
        </Card>
      ) : null}

      {editing ? <ConferenceFormDialog conference={editing === "new" ? null : editing} onClose={closeEditor} /> : null}
      {deleting ? <DeleteConferenceDialog conference={deleting} onClose={closeDelete} /> : null}
    </div>
  );
}

/** The list could not be read: 'Failed to load conferences', the error's text and 'Try Again'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const message = error instanceof Error && error.message ? error.message : M.unexpected;
  return (
    <StatusCard
      icon={AlertTriangle}
      tone="danger"
      title={M.loadFailed}
      message={message}
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
