// @both-backends: concurrent submissions on one connection (PGlite) and on a pool.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionCounters, submissionFiles, submissions } from "~/db/schema";
import { getUserWithRoles } from "~/modules/auth/auth.service.server";
import type { CurrentUser } from "~/modules/auth/current-user";
import { createSubmission } from "~/modules/submissions/submission-create.service.server";
import { WIZARD_MESSAGES } from "~/modules/submissions/submission-messages";
import { createActors, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { journalId } from "../factories/catalogue";
import { storedFiles, tempPdf, wizardData } from "./submissions-helpers";

let platform: TestPlatform;
let actors: Actors;
let author: CurrentUser;
const db = () => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true });
  author = (await getUserWithRoles(actors.author.userId!))!;
});
afterAll(() => platform.stop());

describe("submission numbers under concurrent submissions", () => {
  it("gives twenty concurrent submissions to one journal twenty distinct consecutive numbers", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const files = await Promise.all(Array.from({ length: 20 }, (_, i) => tempPdf(platform.services, `m${i}.pdf`)));
    const created = await Promise.all(
      files.map((file, i) => createSubmission(author, { data: wizardData(fjphs, { title: `Parallel ${i}` }), file })),
    );
    const numbers = created.map((c) => c.submissionNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(created.map((c) => c.code)).size).toBe(20);
    const [counter] = await db().select().from(submissionCounters).where(eq(submissionCounters.journalId, fjphs));
    expect(counter!.lastNumber).toBe(20);
    expect(await db().select().from(submissionFiles)).toHaveLength(20);
  });

  it("leaves no gap when submissions fail inside their transaction among successful ones", async () => {
    const ijebr = await journalId(db(), "ijebr");
    const good = await Promise.all(Array.from({ length: 8 }, (_, i) => tempPdf(platform.services, `g${i}.pdf`)));
    const bad = await Promise.all(Array.from({ length: 3 }, (_, i) => tempPdf(platform.services, `b${i}.pdf`)));
    // A submitter whose address the mail outbox refuses: the confirmation fails after the number
    // was taken and the manuscript stored, and the whole transaction rolls back.
    const unreachable: CurrentUser = { ...author, email: "not-an-address" };
    const storedBefore = storedFiles(platform.services).length;
    const blindCopiesBefore = (await db().select({ blind: submissionFiles.blindCopyKey }).from(submissionFiles)).filter(
      (r) => r.blind,
    ).length;
    const attempts = [
      ...good.map((file) => ({ file, user: author })),
      ...bad.map((file) => ({ file, user: unreachable })),
    ].sort(() => Math.random() - 0.5);

    const results = await Promise.allSettled(
      attempts.map((a, i) =>
        createSubmission(a.user, { data: wizardData(ijebr, { title: `Mixed ${i}` }), file: a.file }),
      ),
    );
    const numbers = results
      .filter(
        (r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof createSubmission>>> => r.status === "fulfilled",
      )
      .map((r) => r.value.submissionNumber)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(failures).toHaveLength(3);
    for (const f of failures) expect((f.reason as Error).message).toBe(WIZARD_MESSAGES.createFailed);
    expect(await db().select().from(submissions).where(eq(submissions.journalId, ijebr))).toHaveLength(8);
    // Stored: the eight manuscripts, each with the copy its reviewers get under double-blind review
    // (ADR 054) when one was made; nothing of the three that failed.
    const blindCopies = (await db().select({ blind: submissionFiles.blindCopyKey }).from(submissionFiles)).filter(
      (r) => r.blind,
    ).length;
    expect(storedFiles(platform.services).length).toBe(storedBefore - blindCopiesBefore + 8 + blindCopies);
  });
});
