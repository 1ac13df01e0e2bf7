import { cn } from "~/lib/utils";
import { initials } from "../roles";

/** A round avatar with the user's initials (at most 2 letters). */
export function UserAvatar({ name, email, className }: { name: string; email: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-blue-600 to-indigo-700 text-sm font-semibold text-white select-none",
        className,
      )}
    >
      {initials(name, email)}
    </span>
  );
}
