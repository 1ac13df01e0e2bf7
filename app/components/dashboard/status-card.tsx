import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../link";
import { cn } from "~/lib/utils";
import { Card } from "../ui/card";

/** A centred card explaining why a screen cannot be shown (access denied, not found, error). */
export function StatusCard({
  icon: Icon,
  tone,
  title,
  message,
  action,
}: {
  icon: LucideIcon;
  tone: "danger" | "neutral";
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-md p-8 text-center" role="alert">
        <span
          className={cn(
            "mx-auto flex size-12 items-center justify-center rounded-full",
            tone === "danger" ? "bg-red-100 text-red-700" : "bg-slate-100 text-slate-600",
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <div className="mt-6">
          {action ?? (
            <Link
              to="/dashboard"
              className="inline-flex h-9 items-center rounded-md bg-blue-700 px-4 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
            >
              Back to Dashboard
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
