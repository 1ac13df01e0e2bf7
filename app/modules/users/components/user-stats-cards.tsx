import { ShieldCheck, UserCheck, UserX, Users } from "lucide-react";
import { Card } from "../../../components/ui/card";
import type { UserCounts } from "../users.types";

const CARDS = [
  { key: "total", label: "Total", icon: Users, tone: "bg-blue-50 text-blue-700" },
  { key: "active", label: "Active", icon: UserCheck, tone: "bg-emerald-50 text-emerald-700" },
  { key: "admins", label: "Admins", icon: ShieldCheck, tone: "bg-red-50 text-red-700" },
  { key: "inactive", label: "Inactive", icon: UserX, tone: "bg-slate-100 text-slate-600" },
] as const;

/** The four count cards of user management: every user, whatever the filters. */
export function UserStatsCards({ counts }: { counts: UserCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-label="User counts">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex items-center gap-3 p-4">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold tabular-nums text-slate-900" data-testid={`count-${key}`}>
                {counts[key].toLocaleString("en-US")}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
