import { Link } from "~/components/link";
import { cn } from "~/lib/utils";
import { authTabHref } from "../auth-intents";

const TABS = [
  { id: "signin", label: "Sign In" },
  { id: "signup", label: "Sign Up" },
] as const;

/** Sign In and Sign Up as links (?tab=signup), so switching works without scripts. */
export function AuthTabs({ active, redirectTo }: { active: "signin" | "signup"; redirectTo: string }) {
  return (
    <nav aria-label="Sign in or sign up">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                to={authTabHref(tab.id, redirectTo)}
                replace
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "flex h-9 items-center justify-center rounded-md text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600",
                  selected ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
