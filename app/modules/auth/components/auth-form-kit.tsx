import { AlertCircle, CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useSyncExternalStore, type InputHTMLAttributes } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Input, Label } from "../../../components/ui/input";
import { cn } from "../../../lib/utils";
import type { Notice } from "../auth-messages";
import { CLIENT_FIELD, type AuthActionData } from "../auth-intents";

const subscribeNever = () => () => {};

/** False during server rendering and hydration, true once scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

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
  const toasted = useRef<AuthActionData | undefined>(undefined);
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.notice || toasted.current === data) return;
    toasted.current = data;
    showNoticeToast(data.notice);
  }, [fetcher.data]);
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

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  error?: string;
};

/** A labelled input with its error message, wired for screen readers. */
export function AuthField({ id, label, error, className, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(error && "border-red-500 focus-visible:ring-red-500", className)}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
