import { Mail } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";

/** On a journal's Email Notifications tab: the journal's copy of every e-mail it sends (ADR 067). */
export function EmailTemplatesLink({ shortName }: { shortName: string }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">The subject and text of each e-mail the journal sends.</p>
      <Button asChild variant="outline">
        <Link to={`/journal/${shortName}/email-templates`}>
          <Mail aria-hidden="true" />
          E-mail templates
        </Link>
      </Button>
    </div>
  );
}
