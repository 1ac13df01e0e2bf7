import { notFound } from "~/lib/errors";
import { db } from "~/lib/services.server";
import { listPublicJournalsWithoutCounts, type PublicJournal } from "~/modules/journals/journals.service.server";
import {
  countBoardStats,
  findActiveBoardMembers,
  type PublicBoardMemberRow,
} from "./editorial-board.repository.server";

export type PublicBoardMember = PublicBoardMemberRow;
export type BoardStats = { members: number; institutions: number; expertiseTags: number };

/** Boards are small; the cap only keeps a runaway table from reaching the page. */
export const BOARD_MEMBER_LIMIT = 200;

/** Active members of a journal's board, ordered by display order, without e-mail addresses. */
export async function listPublicBoardMembers(journalId: string): Promise<PublicBoardMember[]> {
  return findActiveBoardMembers(db(), journalId, BOARD_MEMBER_LIMIT);
}

export async function getBoardStats(journalId: string): Promise<BoardStats> {
  return countBoardStats(db(), journalId);
}

export type EditorialBoardPageData = {
  journals: { shortName: string; title: string; abbreviation: string | null }[];
  journal: PublicJournal | null;
  members: PublicBoardMember[];
  stats: BoardStats;
};

/**
 * The /editorial-board page: the board of the journal named by `shortName`, or of the first
 * journal in preferred order. An unknown journal is a 404 ("Journal Not Found").
 */
export async function getEditorialBoardPage(shortName: string | null): Promise<EditorialBoardPageData> {
  const all = await listPublicJournalsWithoutCounts();
  const journal = shortName ? all.find((j) => j.shortName === shortName.toLowerCase()) : all[0];
  if (shortName && !journal) throw notFound("journals.not_found", "Journal Not Found");
  const switcher = all.map((j) => ({ shortName: j.shortName, title: j.title, abbreviation: j.abbreviation }));
  if (!journal)
    return { journals: switcher, journal: null, members: [], stats: { members: 0, institutions: 0, expertiseTags: 0 } };
  const [members, stats] = await Promise.all([listPublicBoardMembers(journal.id), getBoardStats(journal.id)]);
  return { journals: switcher, journal, members, stats };
}
