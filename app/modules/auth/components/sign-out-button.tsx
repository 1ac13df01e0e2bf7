import { Loader2, LogOut } from "lucide-react";
import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { cn } from "~/lib/utils";
import { AUTH_NOTICES } from "../auth-messages";
import type { AuthActionData } from "../auth-intents";
import { ClientField, showNoticeToast } from "./auth-form-kit";

/**
 * Sign out ('Signing out...' while busy). The action clears the session and redirects to the home
 * page; without scripts this is a plain form post. Every sign-out button shares one fetcher.
 */
export function SignOutButton({ className }: { className?: string }) {
  const fetcher = useFetcher<AuthActionData>({ key: "auth-sign-out" });
  const busy = fetcher.state !== "idle";
  useFetcherAnswer(fetcher.data, (data) => {
    if (!data.ok) showNoticeToast(data.notice ?? AUTH_NOTICES.signOutFailed);
  });

  return (
    <fetcher.Form method="post" action="/auth">
      <ClientField />
      <button
        type="submit"
        name="intent"
        value="sign-out"
        disabled={busy}
        className={cn(
          "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:opacity-60",
          className,
        )}
      >
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <LogOut className="size-4" aria-hidden="true" />
        )}
        {busy ? "Signing out..." : "Sign out"}
      </button>
    </fetcher.Form>
  );
}
