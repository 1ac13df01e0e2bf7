import { AppError } from "~/lib/errors";
import { orHttpError } from "~/lib/http.server";
import { getCurrentUser, requireApiUser } from "~/modules/auth/session.server";
import { METRICS_HISTORY_MESSAGES as M } from "~/modules/metrics-history/metrics-history.constants";
import { getMetricsHistory, recordMetricsSnapshot } from "~/modules/metrics-history/metrics-history.service.server";
import { answerJson, methodNotAllowed, noStoreJson } from "~/lib/json-endpoint.server";
import type { Route } from "./+types/article-metrics-history";

/** GET: the article's metrics snapshots for the metrics dialogs' charts. Never cached. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getCurrentUser(request);
  const view = await orHttpError(() => getMetricsHistory(user, params.shortName, params.volume, params.articleNumber));
  return noStoreJson(view);
}

/**
 * POST with intent=snapshot: records the article's counters now (editors of the journal, admins).
 * 200 {message, point}; 400, 401, 403, 404 {message}.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return answerJson(async () => {
    if (request.method !== "POST") return methodNotAllowed("GET, HEAD, POST");
    const user = await requireApiUser(request);
    if (Number(request.headers.get("content-length")) > 16 * 1024) {
      throw new AppError("invalid_request", 413, M.recordFailed);
    }
    const form = await request.formData().catch(() => null);
    if (!form || form.get("intent") !== "snapshot") throw new AppError("invalid_request", 400, M.recordFailed);
    const point = await recordMetricsSnapshot(user, params.shortName, params.volume, params.articleNumber);
    return noStoreJson({ message: M.recorded, point });
  }, M.recordFailed);
}
