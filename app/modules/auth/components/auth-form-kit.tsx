import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { Notice } from "../auth-messages";
import { CLIENT_FIELD, type AuthActionData } from "../auth-intents";

export function showNoticeToast(notice: Notice): void {
  if (notice.kind === "success") toast.success(notice.title, { description: notice.text || undefined });
  else toast.error(notice.title, { description: notice.text || undefined });
}

/**
 * A form of the sign-in page submitted through a fetcher (so the page can show busy states and
 * toasts), falling back to the route's action data when the form was posted without scripts.
 * Each answer's notice becomes one toast.
 */
export function useAuthFetcher(key: string, fallback: AuthActionData | undefined) {
  const fetcher = useFetcher<AuthActionData>({ key });
  useFetcherAnswer(fetcher.data, (data) => {
    if (data.notice) showNoticeToast(data.notice);
  });
  const busyIntent = fetcher.state === "idle" ? null : String(fetcher.formData?.get("intent") ?? "");
  return { fetcher, result: fetcher.data ?? fallback, busyIntent };
}

/** The hidden field that tells the action whether scripts run (see CLIENT_FIELD). */
export function ClientField() {
  const hydrated = useHydrated();
  return <input type="hidden" name={CLIENT_FIELD} value={hydrated ? "fetch" : "document"} />;
}

/** The last answer's message inside the form (it is also a toast when scripts run). */
export function FormNotice({ notice, className }: { notice: Notice | undefined; className?: string }) {
  if (!notice) return null;
  const success = notice.kind === "success";
  const Icon = success ? CheckCircle2 : AlertCircle;
  return (
    <div
      role={success ? "status" : "alert"}
      className={cn(
        "flex gap-3 rounded-lg border p-3 text-sm",
        success ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", success ? "text-emerald-600" : "text-red-600")}
        aria-hidden="true"
      />
      <div>
        <p className="font-semibold">{notice.title}</p>
        {notice.text ? <p>{notice.text}</p> : null}
      </div>
    </div>
  );
}
