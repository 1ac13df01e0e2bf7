import { BookOpen, ClipboardCheck, FileCheck, Send, Upload, UserPlus, Users } from "lucide-react";
import { Link } from "~/components/link";
import { Button } from "~/components/ui/button";
import type { PublicJournalSettings } from "~/modules/journal-settings/public-settings";
import type { JournalTheme } from "../journal-themes";
import { newSubmissionPath } from "~/modules/submissions/submission-paths";

const STEPS = [
  {
    title: "Prepare Your Manuscript",
    text: "Format your manuscript following the author guidelines, with title page, abstract, keywords and references in Vancouver style.",
    icon: FileCheck,
  },
  {
    title: "Register or Sign In",
    text: "Create an author account, or sign in to your existing one, to submit and track manuscripts.",
    icon: UserPlus,
  },
  {
    title: "Submit Online",
    text: "Upload your manuscript and supporting files, add all authors and complete the declarations.",
    icon: Upload,
  },
  {
    title: "Peer Review",
    text: "Your manuscript is checked by the editors and sent for peer review, typically 4-6 weeks.",
    icon: Users,
  },
  {
    title: "Decision & Publication",
    text: "After review you receive the editorial decision; accepted articles are published open access.",
    icon: ClipboardCheck,
  },
] as const;

const STATIC_GUIDELINES = [
  { label: "Research articles", value: "Maximum 8,000 words" },
  { label: "Figures", value: "At least 300 DPI" },
] as const;

export function SubmissionTab({
  journalTitle,
  journalShortName,
  theme,
  settings,
}: {
  journalTitle: string;
  journalShortName: string;
  theme: JournalTheme;
  /** The journal's review model and the manuscript rules its wizard enforces. */
  settings: PublicJournalSettings;
}) {
  const guidelines = [
    { label: "Peer review", value: settings.reviewTypeLabel },
    ...settings.guidelines,
    ...STATIC_GUIDELINES,
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="process-heading" className="min-w-0">
        <h2 id="process-heading" className="text-2xl font-bold text-slate-900">
          Submission Process
        </h2>
        <p className="mt-1 text-sm text-slate-600">Five steps from manuscript to publication in {journalTitle}.</p>
        <ol className="mt-6 space-y-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
                style={{ background: theme.gradients.card }}
              >
                {i + 1}
              </span>
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <step.icon className="size-4" style={{ color: theme.colors.primary }} aria-hidden />
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <aside
        aria-labelledby="guidelines-heading"
        className="self-start rounded-xl border border-slate-200 p-5"
        style={{ background: theme.gradients.light }}
      >
        <h3 id="guidelines-heading" className="font-semibold text-slate-900">
          Manuscript Guidelines
        </h3>
        <dl className="mt-3 divide-y divide-slate-200/70 text-sm">
          {guidelines.map((g) => (
            <div key={g.label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-600">{g.label}</dt>
              <dd className="text-right font-medium text-slate-900">{g.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-5 flex flex-col gap-2">
          <Button asChild style={{ background: theme.colors.primary }}>
            {/* Visitors are sent to sign in first and come back to the wizard with this journal chosen. */}
            <Link to={newSubmissionPath(journalShortName)}>
              <Send aria-hidden /> Start Submission
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/author-guidelines">
              <BookOpen aria-hidden /> Download Full Guidelines
            </Link>
          </Button>
        </div>
      </aside>
    </div>
  );
}
