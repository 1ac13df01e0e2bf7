import { MoreVertical } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import type { DeskConference } from "../conference-desk.types";

export type ConferenceCardMenuProps = {
  conference: DeskConference;
  canManage: boolean;
  onEdit: (c: DeskConference) => void;
  onDelete: (c: DeskConference) => void;
};

/** A card's menu button ('Actions for …'), the same before and after its menu is loaded. */
export function MenuButton({ title, ...props }: { title: string } & ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0" aria-haspopup="menu" {...props}>
      <MoreVertical aria-hidden="true" />
      <span className="sr-only">{`Actions for ${title}`}</span>
    </Button>
  );
}
