import { ShieldCheck, UserCheck, UserX, Users } from "lucide-react";
import { CountCards, type CountCard } from "~/components/dashboard/count-cards";
import type { UserCounts } from "../users.types";

const CARDS: readonly CountCard<keyof UserCounts>[] = [
  { key: "total", label: "Total", icon: Users, tone: "bg-blue-50 text-blue-700" },
  { key: "active", label: "Active", icon: UserCheck, tone: "bg-emerald-50 text-emerald-700" },
  { key: "admins", label: "Admins", icon: ShieldCheck, tone: "bg-red-50 text-red-700" },
  { key: "inactive", label: "Inactive", icon: UserX, tone: "bg-slate-100 text-slate-600" },
];

/** The four count cards of user management: every user, whatever the filters. */
export function UserStatsCards({ counts }: { counts: UserCounts }) {
  return <CountCards label="User counts" cards={CARDS} counts={counts} />;
}
