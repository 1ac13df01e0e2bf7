import { ArrowDown, ArrowUp, Building2, Eye, EyeOff, Mail, Pencil, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { orcidUrl } from "~/modules/users/orcid";
import type { ManagedBoardMember } from "../editorial-board.types";
import { MemberAvatar } from "./member-card";

/** One member in the manager: who they are, and the buttons that move, hide, edit or delete them. */
export function BoardMemberRow({
  member,
  position,
  count,
  gradient,
  busy,
  onMove,
  onToggle,
  onEdit,
  onDelete,
}: {
  member: ManagedBoardMember;
  position: number;
  count: number;
  gradient: string;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start"
      aria-label={member.name}
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <MemberAvatar member={member} gradient={gradient} className="size-14 text-base" sizes="3.5rem" />
        {/* Wraps anywhere an e-mail address, name or tag too long for a phone's width would widen the page. */}
        <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{member.name}</h3>
            <Badge variant="secondary">{member.role}</Badge>
            {member.isActive ? null : <Badge variant="warning">Inactive</Badge>}
          </div>
          {member.affiliation ? (
            <p className="flex items-start gap-1.5 text-sm text-slate-600">
              <Building2 className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>{member.affiliation}</span>
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {member.email ? (
              <span className="inline-flex items-center gap-1.5">
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {member.email}
              </span>
            ) : null}
            {member.orcid ? (
              <a href={orcidUrl(member.orcid)} target="_blank" rel="noopener noreferrer" className="underline">
                ORCID {member.orcid}
              </a>
            ) : null}
            <span>Display order {member.displayOrder}</span>
          </p>
          {member.expertise.length ? (
            <ul className="flex flex-wrap gap-1.5 pt-1" aria-label={`Expertise of ${member.name}`}>
              {member.expertise.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1.5">
        <Button
          type="button"
          variant="outline"
          size="icon"
          data-move={`${member.id}-up`}
          disabled={busy || position === 0}
          onClick={() => onMove("up")}
          aria-label={`Move ${member.name} up`}
          title="Move up"
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          data-move={`${member.id}-down`}
          disabled={busy || position === count - 1}
          onClick={() => onMove("down")}
          aria-label={`Move ${member.name} down`}
          title="Move down"
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onToggle}>
          {member.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {member.isActive ? "Deactivate" : "Activate"}
          <span className="sr-only"> {member.name}</span>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {member.name}</span>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {member.name}</span>
        </Button>
      </div>
    </li>
  );
}
