import { data } from "react-router";
import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { HydrationSlice } from "~/components/hydration-slice";
import { useDashboardUser } from "~/components/dashboard/use-dashboard-user";
import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { can } from "~/modules/auth/permissions";
import { requireUser } from "~/modules/auth/session.server";
import { DoiAttention } from "~/modules/dashboard/components/doi-attention";
import { QuickActions } from "~/modules/dashboard/components/quick-actions";
import { RecentActivity } from "~/modules/dashboard/components/recent-activity";
import { StatCards } from "~/modules/dashboard/components/stat-cards";
import { WorkWaiting } from "~/modules/dashboard/components/work-waiting";
import { getDashboardHome } from "~/modules/dashboard/dashboard.service.server";
import { NotificationPanels } from "~/modules/notifications/components/notification-panels";
import {
  notificationActionSchema,
  notificationFormValues,
  type NotificationActionResult,
} from "~/modules/notifications/notifications.schemas";
import { markAllNotificationsRead, markNotificationRead } from "~/modules/notifications/notifications.service.server";
import type { Route } from "./+types/home";

export const handle: DashboardHandle = { title: "Dashboard" };

export function meta({ loaderData }: Route.MetaArgs) {
  return dashboardMeta(loaderData?.title ?? "Dashboard");
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  const home = await orHttpError(() => getDashboardHome(user));
  // The clock relative dates are measured from, shared by the server's HTML and the first render.
  return { ...home, now: Date.now() };
}

/** The notification panels' forms: mark one notification read, or all of them (of one type). */
export async function action({ request, url }: Route.ActionArgs) {
  const user = await requireUser({ request, url });
  const parsed = notificationActionSchema.safeParse(notificationFormValues(await request.formData()));
  if (!parsed.success) {
    return data<NotificationActionResult>({ ok: false, message: "Invalid request." }, { status: 400 });
  }
  try {
    if (parsed.data.intent === "mark-notification-read") {
      await markNotificationRead(user, parsed.data.notificationId);
    } else {
      await markAllNotificationsRead(user, { type: parsed.data.type });
    }
    return data<NotificationActionResult>({ ok: true });
  } catch (error) {
    // Answered as data, not thrown: a stale notification must not replace the page with an error.
    if (error instanceof AppError) {
      return data<NotificationActionResult>({ ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function DashboardHome({ loaderData }: Route.ComponentProps) {
  const user = useDashboardUser();
  const { title, subtitle, stats, scope, catalogueArticles, recent, notifications, waiting, dois, now } = loaderData;
  return (
    <div className="space-y-8">
      <PageHeading title={title} subtitle={subtitle} />
      {waiting ? <WorkWaiting waiting={waiting} /> : null}
      {/* The statistics, the notifications, the recent activity and the quick actions: each a slice
          of the page's hydration of its own (HydrationSlice). */}
      <HydrationSlice>
        <StatCards
          stats={stats}
          scope={scope}
          catalogueArticles={catalogueArticles}
          managesArticles={user ? can(user, "articles.manage") : false}
        />
      </HydrationSlice>
      {dois ? <DoiAttention dois={dois} /> : null}
      {notifications && (
        <HydrationSlice>
          <NotificationPanels
            newUsers={notifications.newUsers}
            newSubmissions={notifications.newSubmissions}
            now={now}
          />
        </HydrationSlice>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <HydrationSlice>
          <RecentActivity items={recent} now={now} />
        </HydrationSlice>
        {user && (
          <HydrationSlice>
            <QuickActions user={user} />
          </HydrationSlice>
        )}
      </div>
    </div>
  );
}
