import { Building2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { orcidUrl } from "~/modules/users/orcid";
import { avatarImageAttributes } from "../board-avatar-image";
import { memberInitials } from "../member-initials";

export type MemberCardData = {
  id: string;
  name: string;
  role: string;
  affiliation: string | null;
  bio: string | null;
  avatarUrl: string | null;
  /** An uploaded photo (board-avatar-image.ts); drawn before any older `avatarUrl`. */
  avatarImageKey: string | null;
  orcid: string | null;
  expertise: string[];
};

/** The member's photo, or their initials on the journal's gradient. */
export function MemberAvatar({
  member,
  gradient,
  className = "size-16 text-lg",
  sizes = "4rem",
}: {
  member: Pick<MemberCardData, "name" | "avatarUrl" | "avatarImageKey">;
  gradient: string;
  className?: string;
  sizes?: string;
}) {
  const stored = avatarImageAttributes(member.avatarImageKey);
  if (stored)
    return (
      <img
        {...stored}
        sizes={sizes}
        alt=""
        loading="lazy"
        className={`${className} shrink-0 rounded-full object-cover ring-2 ring-white shadow`}
      />
    );
  if (member.avatarUrl)
    return (
      <img
        src={member.avatarUrl}
        alt=""
        loading="lazy"
        className={`${className} shrink-0 rounded-full object-cover ring-2 ring-white shadow`}
      />
    );
  return (
    <div
      aria-hidden
      className={`${className} flex shrink-0 items-center justify-center rounded-full font-bold text-white shadow`}
      style={{ background: gradient }}
    >
      {memberInitials(member.name)}
    </div>
  );
}

/** A board member: avatar (initials when no photo), name, role, affiliation, ORCID, bio, expertise. */
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
        <MemberAvatar member={member} gradient={gradient} />
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
          {member.orcid ? (
            <p className="mt-1 text-sm">
              <a
                href={orcidUrl(member.orcid)}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex items-center gap-1 font-medium text-[#3f7f00] underline-offset-2 hover:underline"
              >
                <span
                  aria-hidden
                  className="inline-flex size-4 items-center justify-center rounded-full bg-[#a6ce39] text-[9px] font-bold text-white"
                >
                  iD
                </span>
                <span className="sr-only">ORCID iD of {member.name}: </span>
                {member.orcid}
              </a>
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
