import { ExternalLink, Eye, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from "~/components/ui/dropdown-menu";
import { safeWebsiteUrl } from "../conference-display";
import { conferencePath } from "../conference-paths";
import type { DeskConference } from "../conference-desk.types";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 [&_svg]:size-4 [&_svg]:text-slate-500";

/**
 * The card's menu: Edit, Visit Website (when the conference has one; a new tab), View Details (the
 * public page) and Delete. Edit and Delete only for those who may manage conferences. Radix's menu
 * is loaded at the first opening (`~/components/ui/dropdown-menu`, ADR 076), not rendered and
 * hydrated on every card (docs/decisions/075).
 */
export function ConferenceCardMenu({
  conference,
  canManage,
  interactive,
  onEdit,
  onDelete,
}: {
  conference: DeskConference;
  canManage: boolean;
  interactive: boolean;
  onEdit: (c: DeskConference) => void;
  onDelete: (c: DeskConference) => void;
}) {
  const website = safeWebsiteUrl(conference.websiteUrl);
  return (
    <DropdownMenu
      trigger={
        <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0" disabled={!interactive}>
          <MoreVertical aria-hidden="true" />
          <span className="sr-only">{`Actions for ${conference.title}`}</span>
        </Button>
      }
      content={{
        align: "end",
        sideOffset: 4,
        className: "z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg",
      }}
    >
      {canManage ? (
        <DropdownMenuItem className={itemClass} onSelect={() => onEdit(conference)}>
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
      ) : null}
      {website ? (
        <DropdownMenuItem asChild className={itemClass}>
          <a href={website} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Visit Website
          </a>
        </DropdownMenuItem>
      ) : null}
      <DropdownMenuItem asChild className={itemClass}>
        <Link to={conferencePath(conference.id)}>
          <Eye aria-hidden="true" />
          View Details
        </Link>
      </DropdownMenuItem>
      {canManage ? (
        <>
          <DropdownMenuSeparator className="my-1 h-px bg-slate-200" />
          <DropdownMenuItem
            className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50 [&_svg]:text-red-600`}
            onSelect={() => onDelete(conference)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </>
      ) : null}
    </DropdownMenu>
  );
}
