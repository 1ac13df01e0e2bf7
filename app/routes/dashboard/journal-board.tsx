import { ArrowLeft } from "lucide-react";
import { data, redirect } from "react-router";
import { Link } from "~/components/link";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { Button } from "~/components/ui/button";
import { AppError } from "~/lib/errors";
import { requireUser } from "~/modules/auth/session.server";
import { EditorialBoardManager } from "~/modules/editorial-board/components/editorial-board-manager";
import {
  boardJournalIdOf,
  requireBoardManager,
} from "~/modules/editorial-board/editorial-board-manager.service.server";
import type { Route } from "./+types/journal-board";

// One journal's Editorial Board Manager on a page of its own (the Journals screen's Editorial
// Board tab shows the same component). Admins only; the component loads and changes the board
// through /api/journals/:journalId/board.

const titleOf = (loaderData: unknown) => {
  const journal = (loaderData as { journal?: { title: string } } | undefined)?.journal;
  return journal ? `${journal.title}: Editorial Board` : undefined;
};

export const handle: DashboardHandle = { title: (d) => titleOf(d) ?? "Editorial Board" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(titleOf(loaderData) ?? "Editorial Board");
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  try {
    // A short name is a readable link to the same page: sent on to the journal's id.
    const journalId = await boardJournalIdOf(params.journalId);
    if (journalId && journalId !== params.journalId) throw redirect(`/dashboard/journals/${journalId}/board`);
    const journal = await requireBoardManager(user, journalId ?? params.journalId);
    return { journal: { id: journal.id, title: journal.title } };
  } catch (error) {
    // 403 (Access Denied) and 404 render inside the dashboard shell with their message.
    if (error instanceof AppError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

export default function JournalBoardPage({ loaderData }: Route.ComponentProps) {
  const { journal } = loaderData;
  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <PageHeading
        title={`${journal.title}: Editorial Board`}
        subtitle="Add, edit, order and deactivate the members shown on the journal's public editorial board."
      />
      <EditorialBoardManager journalId={journal.id} journalTitle={journal.title} />
    </div>
  );
}
