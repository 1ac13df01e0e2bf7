import { Download, ExternalLink, Lock, Send } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTimeUtc } from "~/lib/format-date";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { orcidUrl } from "~/modules/users/orcid";
import { PROCESSING_MODE_LABELS, SUBMISSION_TYPE_LABELS } from "../submissions.constants";
import type { SubmissionAuthorView, SubmissionDetail } from "../submissions.types";
import { SubmissionStatusBadge } from "./submission-status-badge";
import { placeOf } from "../author-place";

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="p-5">{children}</div>
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean | undefined) => (value ? "Yes" : "No");

function Paragraphs({ text, empty }: { text: string | null | undefined; empty: string }) {
  if (!text?.trim()) return <p className="text-sm text-slate-500">{empty}</p>;
  return <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-800">{text}</p>;
}

function OrcidLink({ orcid }: { orcid: string | null }) {
  if (!orcid) return <span className="text-slate-400">—</span>;
  return (
    <a
      href={orcidUrl(orcid)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 whitespace-nowrap text-blue-700 hover:underline"
    >
      {orcid}
      <ExternalLink className="size-3" aria-hidden="true" />
    </a>
  );
}

const roleOf = (author: SubmissionAuthorView) => (author.isCorresponding ? "Corresponding" : "Co-author");

/** The authors table (#, Name, Email, Affiliation, ORCID, Role); one card per author on phones. */
function AuthorsTable({ authors }: { authors: SubmissionAuthorView[] }) {
  return (
    <>
      <ol className="divide-y divide-slate-100 md:hidden">
        {authors.map((a) => (
          <li key={a.position} className="space-y-1 py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
              <span className="text-slate-500">{a.position}.</span> {a.name}
              <Badge variant={a.isCorresponding ? "default" : "secondary"}>{roleOf(a)}</Badge>
            </p>
            <p className="break-all text-sm text-slate-700">{a.email}</p>
            {placeOf(a) ? <p className="text-sm text-slate-600">{placeOf(a)}</p> : null}
            {a.orcid ? (
              <p className="text-sm">
                <OrcidLink orcid={a.orcid} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="py-2 pr-3">
                #
              </th>
              <th scope="col" className="py-2 pr-3">
                Name
              </th>
              <th scope="col" className="py-2 pr-3">
                Email
              </th>
              <th scope="col" className="py-2 pr-3">
                Affiliation
              </th>
              <th scope="col" className="py-2 pr-3">
                ORCID
              </th>
              <th scope="col" className="py-2">
                Role
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {authors.map((a) => (
              <tr key={a.position}>
                <td className="py-2.5 pr-3 text-slate-500">{a.position}</td>
                <td className="min-w-28 py-2.5 pr-3 font-medium text-slate-900">{a.name}</td>
                <td className="py-2.5 pr-3 text-slate-700 [overflow-wrap:anywhere]">{a.email}</td>
                <td className="py-2.5 pr-3 text-slate-700">
                  {placeOf(a) || <span className="text-slate-400">—</span>}
                </td>
                <td className="py-2.5 pr-3">
                  <OrcidLink orcid={a.orcid} />
                </td>
                <td className="py-2.5">
                  <Badge variant={a.isCorresponding ? "default" : "secondary"}>{roleOf(a)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The Details tab (spec 002 section 2.3): journal and article, status, abstract, authors, declarations. */
export function SubmissionDetailsTab({ detail }: { detail: SubmissionDetail }) {
  const { conflictOfInterest: conflict, ethicsDeclaration: ethics, authorshipDeclaration: authorship } = detail;
  const data = detail.dataAvailability;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Panel title="Journal & Article Information">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="Journal">
              {detail.journalTitle} <span className="text-slate-500">({detail.journalShortName.toUpperCase()})</span>
            </Item>
            <Item label="Submission ID">
              <span className="font-mono font-semibold">{detail.code}</span>
            </Item>
            <Item label="Submission Type">{SUBMISSION_TYPE_LABELS[detail.submissionType]}</Item>
            <Item label="Keywords">
              {detail.keywords.length > 0 ? (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {detail.keywords.map((k) => (
                    <li key={k}>
                      <Badge variant="secondary">{k}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-500">None</span>
              )}
            </Item>
          </dl>
        </Panel>

        <Panel title="Abstract">
          <Paragraphs text={detail.abstract} empty="No abstract." />
        </Panel>

        <Panel title="Authors">
          <AuthorsTable authors={detail.authors} />
        </Panel>

        <Panel title="Declarations">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label="Conflict of Interest">
              {conflict.hasConflict ? (
                <>
                  Declared
                  {conflict.details ? (
                    <span className="mt-1 block whitespace-pre-line text-slate-700">{conflict.details}</span>
                  ) : null}
                </>
              ) : (
                "None declared"
              )}
            </Item>
            <Item label="Ethics">
              Human subjects: {yesNo(ethics.involveHumanSubjects)} · Animal subjects:{" "}
              {yesNo(ethics.involveAnimalSubjects)}
              {ethics.ethicsCommittee ? (
                <span className="mt-1 block text-slate-700">Committee: {ethics.ethicsCommittee}</span>
              ) : null}
              {ethics.ethicsApprovalNumber ? (
                <span className="block text-slate-700">Approval number: {ethics.ethicsApprovalNumber}</span>
              ) : null}
            </Item>
            <Item label="Authorship">
              {authorship.allAuthorsConsent ? "All authors consent to the submission" : "Consent not confirmed"}
              {authorship.contributionStatement ? (
                <span className="mt-1 block whitespace-pre-line text-slate-700">
                  {authorship.contributionStatement}
                </span>
              ) : null}
            </Item>
            <Item label="Data Availability">
              {data.statement ? <span className="block whitespace-pre-line">{data.statement}</span> : null}
              {data.repositoryUrl ? (
                <a
                  href={data.repositoryUrl}
                  target="_blank"
                  rel="noreferrer nofollow"
                  className="inline-flex items-center gap-1 break-all text-blue-700 hover:underline"
                >
                  {data.repositoryUrl}
                  <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                </a>
              ) : null}
              {!data.statement && !data.repositoryUrl ? <span className="text-slate-500">No statement</span> : null}
            </Item>
          </dl>
        </Panel>

        {detail.coverLetter !== null ? (
          <Panel title="Cover Letter">
            <Paragraphs text={detail.coverLetter} empty="No cover letter." />
          </Panel>
        ) : null}
        {detail.suggestedReviewers !== null ? (
          <Panel title="Suggested Reviewers">
            {detail.suggestedReviewers.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {detail.suggestedReviewers.map((r) => (
                  <li key={r} className="break-words">
                    {r}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-500">No reviewers suggested.</p>
            )}
          </Panel>
        ) : null}
      </div>

      {/* On phones the status comes first, before the long sections. */}
      <div className="order-first space-y-6 lg:order-none">
        <Panel title="Status">
          <dl className="space-y-4">
            <Item label="Status">
              <SubmissionStatusBadge status={detail.status} />
            </Item>
            <Item label="Processing Mode">{PROCESSING_MODE_LABELS[detail.processingMode]}</Item>
            <Item label="Submitted">
              <time dateTime={detail.submittedAt}>{formatDateTimeUtc(detail.submittedAt)}</time>
            </Item>
            <Item label="Submitted By">
              {detail.submittedBy ? (
                <>
                  {detail.submittedBy.name}
                  <span className="block break-all text-slate-600">{detail.submittedBy.email}</span>
                </>
              ) : (
                <span className="text-slate-500">A deleted user</span>
              )}
            </Item>
            <Item label="Manuscript">
              {detail.hasManuscript ? (
                <a
                  href={`/submission/${detail.id}/manuscript`}
                  className="inline-flex items-center gap-1.5 font-medium text-blue-700 hover:underline"
                >
                  <Download className="size-4" aria-hidden="true" />
                  Download Manuscript
                </a>
              ) : (
                <span className="text-slate-500">No manuscript file</span>
              )}
            </Item>
          </dl>
        </Panel>

        {detail.adminNotes !== null ? (
          <Panel
            title="Editorial Notes"
            action={
              <Badge variant="warning">
                <Lock className="size-3" aria-hidden="true" />
                Internal
              </Badge>
            }
          >
            <dl className="space-y-4">
              <Item label="Admin Notes">
                <Paragraphs text={detail.adminNotes} empty="No notes." />
              </Item>
            </dl>
          </Panel>
        ) : null}
        {detail.reviewerComments !== null ? (
          <Panel
            title="Comments for the Authors"
            action={
              <Badge variant="secondary">
                <Send className="size-3" aria-hidden="true" />
                Sent with the decision
              </Badge>
            }
          >
            <Paragraphs text={detail.reviewerComments} empty="No comments for the authors." />
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
