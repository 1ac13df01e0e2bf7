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

/** The prefilled message of Email Author (spec 000 §2.9): subject 'Regarding: {title}' and a greeting. */
export function authorMailto(title: string, recipient: { name: string; email: string }): string {
  const subject = encodeURIComponent(`Regarding: ${title}`);
  const body = encodeURIComponent(
    `Dear ${recipient.name},\n\nI read your article "${title}" and would like to get in touch.\n\n`,
  );
  return `mailto:${recipient.email}?subject=${subject}&body=${body}`;
}

/**
 * Email Author. A signed-in reader gets a real mail link (it works without scripts, and can be
 * copied); without an address the dialog says so; visitors are asked to log in.
 */
export function EmailAuthorButton({ title, signedIn, recipient }: Props) {
  const [noEmail, setNoEmail] = useState(false);
  if (signedIn && recipient?.email) {
    return (
      <Button variant="light" asChild>
        <a href={authorMailto(title, { name: recipient.name, email: recipient.email })}>
          <Mail /> Email Author
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        type="button"
        onClick={() => {
          if (signedIn) setNoEmail(true);
          else toast.error("Login Required", { description: "Please log in to email the author" });
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
