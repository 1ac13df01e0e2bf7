import { dashboardMeta, type DashboardHandle } from "~/components/dashboard/dashboard-handle";
import { PageHeading } from "~/components/dashboard/page-heading";
import { requireUser } from "~/modules/auth/session.server";
import { MyReviewsList } from "~/modules/reviews/components/my-reviews-list";
import { listMyReviews } from "~/modules/reviews/reviewer.service.server";
import type { Route } from "./+types/reviews";

export const handle: DashboardHandle = { title: "Reviews" };

export function meta() {
  return dashboardMeta("Reviews");
}

/** Sign-in (spec 002 section 2.13); lists only the user's own review assignments. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return { items: await listMyReviews(user) };
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <PageHeading title="Reviews" subtitle="Manuscripts you are invited to review or are reviewing." />
      <MyReviewsList items={loaderData.items} />
    </div>
  );
}
