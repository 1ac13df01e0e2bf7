import { Mail } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";

type Props = {
  title: string;
  signedIn: boolean;
  /** For a signed-in reader: the corresponding (else first) author's name and e-mail, if any. */
  recipient: { name: string; email: string | null } | null;
};

/** Email Author: a prefilled message for signed-in readers; visitors are asked to log in. */
export function EmailAuthorButton({ title, signedIn, recipient }: Props) {
  const [noEmail, setNoEmail] = useState(false);
  return (
    <>
      <Button
        variant="light"
        type="button"
        onClick={() => {
          if (!signedIn) {
            toast.error("Login Required", { description: "Please log in to email the author" });
            return;
          }
          if (!recipient?.email) {
            setNoEmail(true);
            return;
          }
          const subject = encodeURIComponent(`Regarding: ${title}`);
          const body = encodeURIComponent(
            `Dear ${recipient.name},\n\nI read your article "${title}" and would like to get in touch.\n\n`,
          );
          window.location.href = `mailto:${recipient.email}?subject=${subject}&body=${body}`;
        }}
      >
        <Mail /> Email Author
      </Button>
      <Dialog open={noEmail} onOpenChange={setNoEmail}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Email Author</DialogTitle>
            <DialogDescription>No author email available for this article.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </>
  );
}
