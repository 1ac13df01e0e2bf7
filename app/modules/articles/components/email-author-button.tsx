import { Mail } from "lucide-react";
import { Button } from "~/components/ui/button";
import { NativeDialog } from "~/components/ui/native-dialog";

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
 * copied); without an address a dialog says so; visitors are asked to log in (a toast). The dialog
 * and the toast come from the reader script (ADR 034), as on a reader page nothing else runs.
 */
export function EmailAuthorButton({ title, signedIn, recipient }: Props) {
  if (signedIn && recipient?.email) {
    return (
      <Button variant="light" asChild>
        <a href={authorMailto(title, { name: recipient.name, email: recipient.email })}>
          <Mail /> Email Author
        </a>
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Button
        variant="light"
        type="button"
        data-toast="error"
        data-toast-title="Login Required"
        data-toast-description="Please log in to email the author"
      >
        <Mail /> Email Author
      </Button>
    );
  }
  return (
    <>
      <Button variant="light" type="button" data-dialog-open="email-author-dialog" aria-haspopup="dialog">
        <Mail /> Email Author
      </Button>
      <NativeDialog
        id="email-author-dialog"
        title="Email Author"
        description="No author email available for this article."
      />
    </>
  );
}
