import { Building2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { memberInitials } from "../member-initials";

export type MemberCardData = {
  id: string;
  name: string;
  role: string;
  affiliation: string | null;
  bio: string | null;
  avatarUrl: string | null;
  expertise: string[];
};

/** A board member: avatar (initials when no photo), name, role, affiliation, bio, expertise. */
export function MemberCard({
  member,
  gradient,
  roleColor,
}: {
  member: MemberCardData;
  gradient: string;
  roleColor: string;
}) {
  return (
    <Card className="flex h-full flex-col p-6">
      <div className="flex items-start gap-4">
        {member.avatarUrl ? (
          <img
            src={member.avatarUrl}
            alt=""
            loading="lazy"
            className="size-16 shrink-0 rounded-full object-cover ring-2 ring-white shadow"
          />
        ) : (
          <div
            aria-hidden
            className="flex size-16 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white shadow"
            style={{ background: gradient }}
          >
            {memberInitials(member.name)}
          </div>
        )}
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-snug text-slate-900">{member.name}</h3>
          <p className="mt-0.5 text-sm font-medium" style={{ color: roleColor }}>
            {member.role}
          </p>
          {member.affiliation ? (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
              <Building2 className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              <span>{member.affiliation}</span>
            </p>
          ) : null}
        </div>
      </div>
      {member.bio ? <p className="mt-4 text-sm leading-relaxed text-slate-600">{member.bio}</p> : null}
      {member.expertise.length ? (
        <ul className="mt-auto flex flex-wrap gap-1.5 pt-4" aria-label="Areas of expertise">
          {member.expertise.map((tag, i) => (
            <li key={`${i}-${tag}`}>
              <Badge variant="outline" className="font-medium">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** The empty state when a journal has no active board members. */
export function BoardComingSoon({ journalTitle }: { journalTitle?: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      <h3 className="text-xl font-semibold text-slate-900">Editorial Board Coming Soon</h3>
      <p className="mx-auto mt-2 max-w-lg text-slate-600">
        {journalTitle
          ? `The editorial board of ${journalTitle} is being assembled.`
          : "The editorial board is being assembled."}{" "}
        Member profiles will appear here once appointments are confirmed.
      </p>
    </div>
  );
}
