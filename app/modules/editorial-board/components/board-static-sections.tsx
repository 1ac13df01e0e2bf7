import { CircleCheck, Clock, GraduationCap, Mail, ShieldCheck } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import type { JournalReviewType } from "~/modules/journal-settings/journal-settings.defaults";
import { peerReviewPhrase } from "~/modules/journal-settings/review-model";

const responsibilitiesFor = (reviewType: JournalReviewType | null) => [
  {
    title: "Manuscript Evaluation",
    text: "Assess submissions for scope, originality and scientific merit before peer review.",
  },
  {
    title: "Reviewer Selection",
    text: `Invite qualified, independent reviewers and oversee a timely ${peerReviewPhrase(reviewType)}.`,
  },
  {
    title: "Editorial Decisions",
    text: "Weigh reviewer reports and recommend acceptance, revision or rejection with clear reasons.",
  },
  {
    title: "Publication Ethics",
    text: "Uphold COPE and ICMJE standards and handle concerns about misconduct or conflicts of interest.",
  },
  {
    title: "Journal Development",
    text: "Advise on the journal's scope, special issues and policies as the field evolves.",
  },
  {
    title: "Community Outreach",
    text: "Encourage strong submissions and represent the journal in the research community.",
  },
];

const REQUIREMENTS = [
  "PhD or equivalent",
  "Active publication record",
  "Peer-review experience",
  "Commitment to scientific integrity",
];

/** `reviewType`: the review type of the journal whose board is shown (none: no model is named). */
export function BoardResponsibilities({ reviewType }: { reviewType: JournalReviewType | null }) {
  return (
    <section aria-labelledby="responsibilities-heading">
      <h2 id="responsibilities-heading" className="text-2xl font-bold text-slate-900">
        Board Responsibilities
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {responsibilitiesFor(reviewType).map((r) => (
          <li key={r.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              <ShieldCheck className="size-4 text-slate-500" aria-hidden /> {r.title}
            </h3>
            <p className="mt-1.5 text-sm text-slate-600">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function JoinEditorialBoard({ gradient, accentColor }: { gradient: string; accentColor: string }) {
  return (
    <section
      aria-labelledby="join-heading"
      className="overflow-hidden rounded-2xl text-white shadow-lg"
      style={{ background: gradient }}
    >
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-2">
        <div>
          <h2 id="join-heading" className="font-serif text-2xl font-bold sm:text-3xl">
            Join Our Editorial Board
          </h2>
          <p className="mt-3 text-white/85">
            We welcome experienced researchers who want to shape the quality and reach of open-access research in
            pharmaceutical and health sciences.
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-white/10 p-4">
              <dt className="flex items-center gap-2 text-sm text-white">
                <GraduationCap className="size-4" aria-hidden /> Term
              </dt>
              <dd className="mt-1 text-lg font-semibold">3-year terms</dd>
            </div>
            <div className="rounded-xl bg-white/10 p-4">
              <dt className="flex items-center gap-2 text-sm text-white">
                <Clock className="size-4" aria-hidden /> Time commitment
              </dt>
              <dd className="mt-1 text-lg font-semibold">5-10 hours a month</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-xl bg-white p-6 text-slate-900">
          <h3 className="font-semibold">Requirements</h3>
          <ul className="mt-3 space-y-2">
            {REQUIREMENTS.map((r) => (
              <li key={r} className="flex items-center gap-2 text-sm">
                <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden /> {r}
              </li>
            ))}
          </ul>
          <Button asChild className="mt-6 w-full sm:w-auto" style={{ background: accentColor }}>
            <Link to="/contact">
              <Mail aria-hidden /> Contact the Editorial Office
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
