import { BookOpenCheck, FileCheck2, type LucideIcon, ShieldCheck, Wallet } from "lucide-react";
import { Link } from "../link";
import { POLICY_GROUPS } from "./site-links";

const GROUP_ICONS: Record<string, LucideIcon> = {
  "Publication Standards": ShieldCheck,
  Editorial: BookOpenCheck,
  "Submission & Review": FileCheck2,
  "Financial Policies": Wallet,
};

/** The Policies mega-menu: four groups of policy and guideline pages. */
export function PoliciesMenu() {
  return (
    <div className="grid grid-cols-4 gap-2 p-5">
      {POLICY_GROUPS.map((group) => {
        const Icon = GROUP_ICONS[group.title] ?? ShieldCheck;
        return (
          <div key={group.title} className="rounded-lg p-2">
            <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-slate-500">
              <span className="flex size-7 items-center justify-center rounded-md bg-blue-50 text-blue-700">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {group.title}
            </p>
            <ul className="mt-3 space-y-0.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-md px-2 py-1.5 text-sm text-slate-700 transition-colors hover:bg-slate-50 hover:text-blue-700 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-600"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
