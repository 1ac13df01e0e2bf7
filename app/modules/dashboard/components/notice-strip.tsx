import type { LucideIcon } from "lucide-react";
import { Link } from "~/components/link";

const TONES = {
  amber: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: "text-amber-700" },
  blue: { box: "border-blue-200 bg-blue-50 text-blue-950", icon: "text-blue-700" },
} as const;

/** A strip of the dashboard home naming what needs doing, each item a link to where it is done. */
export function NoticeStrip({
  label,
  icon: Icon,
  tone,
  links,
}: {
  label: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  /** The items to show: those with nothing to say are left out by the caller. */
  links: { to: string; text: string }[];
}) {
  return (
    <section
      aria-label={label}
      className={`flex flex-col gap-2 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:gap-4 ${TONES[tone].box}`}
    >
      <Icon className={`size-5 shrink-0 ${TONES[tone].icon}`} aria-hidden="true" />
      <ul className="flex flex-1 flex-col gap-1 sm:flex-row sm:gap-6">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-medium underline underline-offset-2">
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
