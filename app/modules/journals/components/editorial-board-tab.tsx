import { ArrowRight } from "lucide-react";
import { Link } from "~/components/link";
import { BoardComingSoon, MemberCard } from "~/modules/editorial-board/components/member-card";
import type { PublicBoardMember } from "~/modules/editorial-board/editorial-board.service.server";
import type { JournalTheme } from "../journal-themes";

export function EditorialBoardTab({
  shortName,
  journalTitle,
  members,
  theme,
}: {
  shortName: string;
  journalTitle: string;
  members: PublicBoardMember[];
  theme: JournalTheme;
}) {
  if (!members.length) return <BoardComingSoon journalTitle={journalTitle} />;
  return (
    <section aria-labelledby="board-heading">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="board-heading" className="text-2xl font-bold text-slate-900">
            Editorial Board
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The editors and experts who oversee peer review and publication for this journal.
          </p>
        </div>
        <Link
          to={`/editorial-board?journal=${encodeURIComponent(shortName)}`}
          className="inline-flex items-center gap-1 text-sm font-semibold hover:underline"
          style={{ color: theme.colors.primary }}
        >
          Board overview <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {members.map((m) => (
          <MemberCard key={m.id} member={m} gradient={theme.gradients.card} roleColor={theme.colors.primary} />
        ))}
      </div>
    </section>
  );
}
