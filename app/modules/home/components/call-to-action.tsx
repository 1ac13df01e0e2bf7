import { FileText, Send } from "lucide-react";
import { Link } from "~/components/link";
import type { JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { peerReviewPhrase } from "~/modules/journal-settings/review-model";
import { newSubmissionPath } from "~/modules/submissions/submission-paths";

/** `reviewType`: the one all the journals use, null when they differ (then no model is named). */
export function CallToAction({ reviewType }: { reviewType: JournalReviewType | null }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-[linear-gradient(135deg,#0b1b45_0%,#1e40af_60%,#2563eb_100%)] px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div aria-hidden="true" className="absolute -top-24 -left-24 size-72 rounded-full bg-white/10 blur-2xl" />
          <div
            aria-hidden="true"
            className="absolute -right-20 -bottom-28 size-80 rounded-full bg-sky-400/20 blur-3xl"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-heading" className="font-serif text-3xl font-bold tracking-tight sm:text-4xl">
              Submit your research
            </h2>
            <p className="mt-4 text-base leading-relaxed text-white sm:text-lg">
              Publish open access with {peerReviewPhrase(reviewType)}, no submission or review fees, and your copyright
              kept. Read the author guidelines, then send us your manuscript.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to={newSubmissionPath()}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-blue-800 shadow-lg hover:bg-blue-50"
              >
                <Send className="size-4" aria-hidden="true" />
                Submit Manuscript
              </Link>
              <Link
                to="/author-guidelines"
                className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white/40 px-6 text-base font-semibold text-white hover:bg-white/10"
              >
                <FileText className="size-4" aria-hidden="true" />
                Author Guidelines
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
