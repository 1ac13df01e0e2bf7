import { Mail, Send } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import { newSubmissionPath } from "~/modules/submissions/submission-paths";

export function ClosingBanner({
  journalShortName,
  journalTitle,
  gradient,
}: {
  journalShortName: string;
  journalTitle: string;
  gradient: string;
}) {
  return (
    <section className="mx-auto journal-width px-4 pb-16 sm:px-6 lg:px-8">
      <div
        className="overflow-hidden rounded-2xl px-6 py-10 text-center text-white shadow-lg sm:px-12"
        style={{ background: gradient }}
      >
        <h2 className="font-serif text-2xl font-bold sm:text-3xl">Publish Your Research with Us</h2>
        <p className="mx-auto mt-3 max-w-2xl text-white/85">
          Submit your manuscript to {journalTitle}: rigorous peer review, open access for every reader, and authors keep
          their copyright.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="light" size="lg">
            <Link to={newSubmissionPath(journalShortName)}>
              <Send aria-hidden /> Submit Manuscript
            </Link>
          </Button>
          <Button asChild size="lg" className="border border-white/40 bg-white/10 text-white hover:bg-white/20">
            <Link to="/contact">
              <Mail aria-hidden /> Contact Editorial Office
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
