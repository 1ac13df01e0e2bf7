import { ArrowRight, BookOpen, FileUp, ShieldCheck } from "lucide-react";
import { Link } from "~/components/link";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { peerReviewPhrase } from "~/modules/journal-settings/review-model";
import { newSubmissionPath } from "~/modules/submissions/submission-paths";

const linksFor = (reviewType: JournalReviewType | null) => [
  {
    title: "Author Guidelines",
    text: "Manuscript preparation, formatting, references and the submission checklist.",
    to: "/author-guidelines",
    action: "Read Guidelines",
    icon: BookOpen,
    tone: "bg-blue-50 text-blue-700",
  },
  {
    title: "Submit Manuscript",
    text: "Ready to publish with us? Start your submission to one of our journals.",
    to: newSubmissionPath(),
    action: "Submit Now",
    icon: FileUp,
    tone: "bg-emerald-50 text-emerald-700",
  },
  {
    title: "Peer Review",
    text: `How our ${peerReviewPhrase(reviewType)} works, its stages and timelines.`,
    to: "/peer-review-policy",
    action: "Learn More",
    icon: ShieldCheck,
    tone: "bg-violet-50 text-violet-700",
  },
];

/**
 * Stacked on one column: the cards sit beside the assistant panel on wide screens. `reviewType`:
 * the one all the journals use, null when they differ (then the Peer Review card names no model).
 */
export function QuickLinks({ reviewType }: { reviewType: JournalReviewType | null }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3 lg:h-full lg:grid-cols-1 lg:grid-rows-3">
      {linksFor(reviewType).map((l) => (
        <li key={l.to}>
          <Card className="flex h-full gap-4 p-5">
            <span className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${l.tone}`}>
              <l.icon className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-1 flex-col gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{l.title}</h3>
              <p className="flex-1 text-sm text-slate-600">{l.text}</p>
              <Link to={l.to} className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}>
                {l.action}
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
