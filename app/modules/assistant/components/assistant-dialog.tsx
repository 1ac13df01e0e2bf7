import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { AssistantPanel } from "./assistant-panel";
import { useAssistantConversation } from "./use-assistant-conversation";

/**
 * The assistant in a dialog, opened by the floating button of the public pages. Loaded only when a
 * reader first reaches for the button (its own script chunk), then kept mounted: the conversation
 * lives here, so closing the dialog or moving to another page keeps it.
 */
export default function AssistantDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const conversation = useAssistantConversation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="block max-h-[calc(100dvh-2rem)] max-w-xl overflow-hidden p-0"
        // Straight to the question field, not to a source link of an earlier answer.
        onOpenAutoFocus={(event) => {
          const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>("input");
          if (!field) return;
          event.preventDefault();
          field.focus();
        }}
      >
        <AssistantPanel
          conversation={conversation}
          className="h-[min(600px,calc(100dvh-2rem))] rounded-none border-0 shadow-none"
          Title={DialogTitle}
          Description={DialogDescription}
          onSourceClick={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
