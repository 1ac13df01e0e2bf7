import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ExternalLink, Eye, Pencil, Trash2 } from "lucide-react";
import { Link } from "~/components/link";
import { safeWebsiteUrl } from "../conference-display";
import { conferencePath } from "../conference-paths";
import { MenuButton, type ConferenceCardMenuProps } from "./conference-card-menu-button";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100 [&_svg]:size-4 [&_svg]:text-slate-500";

/**
 * The card's menu: Edit, Visit Website (when the conference has one; a new tab), View Details (the
 * public page) and Delete. Edit and Delete only for those who may manage conferences. Loaded and
 * mounted at the first click on the card's menu button (ConferenceCardMenu), open at once.
 */
export function ConferenceCardDropdown({ conference, canManage, onEdit, onDelete }: ConferenceCardMenuProps) {
  const website = safeWebsiteUrl(conference.websiteUrl);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <MenuButton title={conference.title} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {canManage ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => onEdit(conference)}>
              <Pencil aria-hidden="true" />
              Edit
            </DropdownMenu.Item>
          ) : null}
          {website ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <a href={website} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Visit Website
              </a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={conferencePath(conference.id)}>
              <Eye aria-hidden="true" />
              View Details
            </Link>
          </DropdownMenu.Item>
          {canManage ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50 [&_svg]:text-red-600`}
                onSelect={() => onDelete(conference)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
