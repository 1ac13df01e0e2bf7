// The authorization suite's rows for submission discussions (issue 40, ADR 068): every new route,
// tried by the six actors and by two more: an editor of another journal and a reviewer of another
// submission. The discussion is between the journal's editor and the `author` actor's submission's
// author: they and the admins read it; everybody else is told it does not exist (404). Editors and
// admins add participants; the author, who reads it, is refused (403). A refused attempt changes
// nothing; each attempt that changes something gets a fresh discussion.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { discussionFiles, discussionMessages, discussionParticipants, discussions, roleAssignments } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import * as discussionPage from "~/routes/dashboard/discussion";
import * as discussionFile from "~/routes/resources/discussion-file";
import * as discussionMessagesEndpoint from "~/routes/resources/discussion-messages";
import * as discussionsEndpoint from "~/routes/resources/submission-discussions";
import { journalId } from "../factories/catalogue";
import { ACTOR_NAMES, createActors, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { createWorld, get, pdfForm, postForm, postMultipart, type Answer } from "./authorization-fixtures";
import { acceptedReviewer } from "./review-helpers";

type Outcome = "sign-in" | "allowed" | "forbidden" | "not-found" | "unauthorized";
const EXTRA = ["editorOfB", "reviewerElsewhere"] as const;
type Who = (typeof ACTOR_NAMES)[number] | (typeof EXTRA)[number];
type Expected = Record<Who, Outcome>;

function outcomeOf({ status, location }: Answer): Outcome {
  if (status === 302 && location?.startsWith("/auth")) return "sign-in";
  if (status === 302 && location?.startsWith("/files/")) return "allowed";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status >= 200 && status < 300) return "allowed";
  throw new Error(`unexpected status ${status}${location ? ` (to ${location})` : ""}`);
}

/** Who reads the discussion: its participants (the editor, the author) and admins. */
const READERS: Expected = {
  visitor: "sign-in",
  author: "allowed",
  otherAuthor: "not-found",
  reviewer: "not-found",
  editor: "allowed",
  admin: "allowed",
  editorOfB: "not-found",
  reviewerElsewhere: "not-found",
};
const api = (e: Expected): Expected => ({ ...e, visitor: "unauthorized" });

let platform: TestPlatform;
let actors: Actors;
let people: Record<Who, Actor>;
let fjphs: string;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "discussion-authz" });
  fjphs = await journalId(db(), "fjphs");
  const otherJournal = await journalId(db(), "ijcpms");
  const b = await createActors(platform, { seeded: true, label: "discussion-authz-b", editorJournalId: otherJournal });
  // A reviewer who accepted a review of another submission of the same journal.
  const elsewhere = await createWorld(db(), actors, fjphs, { title: "Elsewhere" });
  await acceptedReviewer(platform.services, elsewhere.submissionId, actors.editor, b.reviewer);
  people = {
    ...actors,
    editorOfB: { ...b.editor, name: "editor" },
    reviewerElsewhere: { ...b.reviewer, name: "reviewer" },
  };
});
afterAll(() => platform.stop());

type DiscussionWorld = { submissionId: string; discussionId: string; fileId: string };

/** A fresh submission of the author with a discussion the editor started with the author, with a file. */
async function discussionWorld(): Promise<DiscussionWorld> {
  const w = await createWorld(db(), actors, fjphs, { title: "Discussed" });
  const request = actors.editor.request(`/submission/${w.submissionId}/discussions`, {
    method: "POST",
    body: pdfForm({ subject: "Figure 2", participants: actors.author.userId!, body: "Please look." }),
  });
  const response = (await (discussionsEndpoint.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { id: w.submissionId }),
  )) as Response;
  expect(response.status).toBe(201);
  const { discussionId } = (await response.json()) as { discussionId: string };
  const [stored] = await db()
    .select({ id: discussionFiles.id })
    .from(discussionFiles)
    .where(eq(discussionFiles.discussionId, discussionId));
  return { submissionId: w.submissionId, discussionId, fileId: stored!.id };
}

/** What an attempt could change: the submission's discussions, their participants and messages. */
async function snapshot(w: DiscussionWorld) {
  const [threads] = await db()
    .select({ n: count() })
    .from(discussions)
    .where(eq(discussions.submissionId, w.submissionId));
  const [members] = await db()
    .select({ n: count() })
    .from(discussionParticipants)
    .where(eq(discussionParticipants.discussionId, w.discussionId));
  const [messages] = await db()
    .select({ n: count() })
    .from(discussionMessages)
    .where(eq(discussionMessages.discussionId, w.discussionId));
  return { threads: threads!.n, members: members!.n, messages: messages!.n };
}

/** A new editor of FJPHS, who may be added to a discussion of its submissions. */
async function newEditorOfA(): Promise<string> {
  const context = await getAuth().$context;
  const user = await context.internalAdapter.createUser(
    { name: "Nadia Newcomer", email: `new-editor-${crypto.randomUUID()}@example.org`, emailVerified: false },
    { method: "email-password" },
  );
  await db().insert(roleAssignments).values({ userId: user.id, role: "editor", journalId: fjphs });
  return user.id;
}

async function expectRows(
  expected: Expected,
  attempt: (actor: Actor, w: DiscussionWorld) => Promise<Answer>,
  opts: { changes?: boolean } = {},
) {
  let w = await discussionWorld();
  for (const who of [...ACTOR_NAMES, ...EXTRA] as Who[]) {
    const before = await snapshot(w);
    const outcome = outcomeOf(await attempt(people[who], w));
    expect(`${who}: ${outcome}`).toBe(`${who}: ${expected[who]}`);
    if (outcome !== "allowed") expect(await snapshot(w), `${who} changed nothing`).toEqual(before);
    else if (opts.changes) w = await discussionWorld();
  }
}

describe("discussions: who may do what", () => {
  it("GET /submission/:id/discussions/:discussionId (the thread)", async () => {
    await expectRows(READERS, (actor, w) =>
      get(discussionPage.loader as never, actor, `/submission/${w.submissionId}/discussions/${w.discussionId}`, {
        id: w.submissionId,
        discussionId: w.discussionId,
      }),
    );
  });

  it("GET /submission/:id/discussions/:discussionId/files/:fileId (an attached file)", async () => {
    await expectRows(READERS, (actor, w) =>
      get(
        discussionFile.loader as never,
        actor,
        `/submission/${w.submissionId}/discussions/${w.discussionId}/files/${w.fileId}`,
        { id: w.submissionId, discussionId: w.discussionId, fileId: w.fileId },
      ),
    );
  });

  it("POST /submission/:id/discussions/:discussionId/messages (a reply)", async () => {
    await expectRows(
      api(READERS),
      (actor, w) =>
        postMultipart(
          discussionMessagesEndpoint.action as never,
          actor,
          `/submission/${w.submissionId}/discussions/${w.discussionId}/messages`,
          pdfForm({ body: "A reply" }),
          { id: w.submissionId, discussionId: w.discussionId },
        ),
      { changes: true },
    );
  });

  it("POST /submission/:id/discussions (start one): the author with the editors, editors and admins", async () => {
    await expectRows(
      api({ ...READERS }),
      (actor, w) =>
        postMultipart(
          discussionsEndpoint.action as never,
          actor,
          `/submission/${w.submissionId}/discussions`,
          pdfForm({
            subject: "Another",
            // The author with the editor; the editor (who cannot choose themselves) with the author.
            participants: actor === actors.editor ? actors.author.userId! : actors.editor.userId!,
            body: "Hello",
          }),
          { id: w.submissionId },
        ),
      { changes: true },
    );
  });

  it("POST /submission/:id/discussions/:discussionId intent=add-participants: editors and admins", async () => {
    await expectRows(
      { ...READERS, author: "forbidden" },
      async (actor, w) =>
        postForm(
          discussionPage.action as never,
          actor,
          `/submission/${w.submissionId}/discussions/${w.discussionId}`,
          { intent: "add-participants", participants: await newEditorOfA() },
          { id: w.submissionId, discussionId: w.discussionId },
        ),
      { changes: true },
    );
  });
});
