// The authorization suite's rows for copyediting and production (issue 40, ADR 069): every new
// route and intent, tried by the six actors and by the new roles: the copyeditor and the layout
// editor assigned to the submission, a copyeditor of the same journal not assigned to it, and a
// copyeditor of another journal. Assignees reach only their own stage; the author answers only
// their own asks; a copyeditor of journal A sees nothing of journal B. A refused attempt changes
// nothing (the submission's History keeps its length); each allowed change gets a fresh world.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { journalSettings, stageAssignments, stageFiles, submissionEvents } from "~/db/schema";
import { DEFAULT_JOURNAL_SETTINGS } from "~/modules/journal-settings/journal-settings.defaults";
import * as submissionPage from "~/routes/dashboard/submission";
import * as stageFile from "~/routes/resources/submission-stage-file";
import * as stagesEndpoint from "~/routes/resources/submission-stages";
import { journalId } from "../factories/catalogue";
import { createActors, createRoleActor, type Actor, type Actors } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { editForm, get, postForm, type Answer } from "./authorization-fixtures";
import { pdfBytes, postSubmission, wizardData } from "./submissions-helpers";

type Who =
  | "visitor"
  | "author"
  | "otherAuthor"
  | "reviewer"
  | "editor"
  | "admin"
  | "copyeditor"
  | "layoutEditor"
  | "unassignedCopyeditor"
  | "copyeditorOfB";
const WHO: Who[] = [
  "visitor",
  "author",
  "otherAuthor",
  "reviewer",
  "editor",
  "admin",
  "copyeditor",
  "layoutEditor",
  "unassignedCopyeditor",
  "copyeditorOfB",
];
type Outcome = "sign-in" | "unauthorized" | "allowed" | "forbidden" | "not-found" | "conflict";
type Expected = Record<Who, Outcome>;

function outcomeOf({ status, location }: Answer): Outcome {
  if (status === 302 && location?.startsWith("/auth")) return "sign-in";
  if (status === 302) return "allowed";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status >= 200 && status < 300) return "allowed";
  throw new Error(`unexpected status ${status}`);
}

/** Nobody outside the submission learns it exists. */
const OUTSIDERS = {
  otherAuthor: "not-found",
  reviewer: "not-found",
  unassignedCopyeditor: "not-found",
  copyeditorOfB: "not-found",
} as const;
const PAGE_COPYEDITING: Expected = {
  visitor: "sign-in",
  author: "allowed",
  editor: "allowed",
  admin: "allowed",
  copyeditor: "allowed",
  layoutEditor: "not-found",
  ...OUTSIDERS,
};
const PAGE_PRODUCTION: Expected = { ...PAGE_COPYEDITING, copyeditor: "not-found", layoutEditor: "allowed" };
const DOWNLOAD_COPYEDIT: Expected = { ...PAGE_COPYEDITING, layoutEditor: "allowed" };
const EDITORS: Expected = {
  visitor: "unauthorized",
  author: "forbidden",
  editor: "allowed",
  admin: "allowed",
  copyeditor: "forbidden",
  layoutEditor: "forbidden",
  ...OUTSIDERS,
};
const COPYEDITING_WORK: Expected = { ...EDITORS, copyeditor: "allowed" };
const AUTHOR_ONLY: Expected = { ...EDITORS, author: "allowed", editor: "forbidden", admin: "forbidden" };

let platform: TestPlatform;
let actors: Actors;
let people: Record<Who, Actor>;
let fjphs: string;
const db = (): Db => platform.services.database.db;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  platform = await startTestPlatform();
  actors = await createActors(platform, { seeded: true, label: "stages-authz" });
  fjphs = await journalId(db(), "fjphs");
  const ijcpms = await journalId(db(), "ijcpms");
  const publicationWorkflow = { ...DEFAULT_JOURNAL_SETTINGS.publicationWorkflow, copyediting: true, production: true };
  await db()
    .insert(journalSettings)
    .values({ journalId: fjphs, publicationWorkflow })
    .onConflictDoUpdate({ target: journalSettings.journalId, set: { publicationWorkflow } });
  const role = (fullName: string, email: string, r: "copyeditor" | "layout_editor", journal: string) =>
    createRoleActor(platform, { fullName, email, role: r, journalId: journal });
  people = {
    ...actors,
    copyeditor: await role("Cora Copyeditor", "cora-authz@example.org", "copyeditor", fjphs),
    layoutEditor: await role("Lena Layout", "lena-authz@example.org", "layout_editor", fjphs),
    unassignedCopyeditor: await role("Una Unassigned", "una-authz@example.org", "copyeditor", fjphs),
    copyeditorOfB: await role("Bea Otherjournal", "bea-authz@example.org", "copyeditor", ijcpms),
  };
});
afterAll(async () => {
  await platform.stop();
});

async function stages(actor: Actor, id: string, fields: [string, string][] | Record<string, string>) {
  return postForm(
    stagesEndpoint.action as never,
    actor,
    `/submission/${id}/stages`,
    Object.fromEntries(Array.isArray(fields) ? fields : Object.entries(fields)),
    { id },
  );
}

async function upload(actor: Actor, id: string, query: string, name: string): Promise<Answer> {
  const form = new FormData();
  form.set("file", new File([Buffer.from(await pdfBytes(name))], name, { type: "application/pdf" }));
  const request = actor.request(`/submission/${id}/stages?${query}`, { method: "POST", body: form });
  const response = (await (stagesEndpoint.action as (a: unknown) => Promise<Response>)(
    routeArgs(request, { id }),
  )) as Response;
  return { status: response.status, location: null };
}

type Stage = "assigned" | "asked" | "proofs" | "approved";
type World = { id: string; copyeditedFileId: string; galleyId: string | null };

let worlds = 0;
/** An accepted fjphs submission with both assignees and a copyedited file, brought to `stage`. */
async function createWorld(stage: Stage): Promise<World> {
  const title = `Authz staged ${++worlds}`;
  const answer = await postSubmission(actors.author, wizardData(fjphs, { title }), {
    name: "m.pdf",
    bytes: await pdfBytes(title),
  });
  const id = String(answer.json.id);
  const ok = async (a: Promise<Answer>) => expect((await a).status).toBe(200);
  await ok(
    postForm(
      submissionPage.action as never,
      actors.editor,
      `/submission/${id}`,
      { intent: "update", data: editForm({ status: "accepted", title }) },
      { id },
    ),
  );
  await ok(
    stages(actors.editor, id, {
      intent: "assign",
      stage: "copyediting",
      userId: people.copyeditor.userId!,
      dueDate: inDays(9),
    }),
  );
  await ok(
    stages(actors.editor, id, {
      intent: "assign",
      stage: "production",
      userId: people.layoutEditor.userId!,
      dueDate: inDays(9),
    }),
  );
  await ok(upload(people.copyeditor, id, "intent=upload&stage=copyediting", "edited.pdf"));
  const [copyedited] = await db().select({ id: stageFiles.id }).from(stageFiles).where(eq(stageFiles.submissionId, id));
  let galleyId: string | null = null;
  if (stage !== "assigned")
    await ok(stages(people.copyeditor, id, { intent: "ask", stage: "copyediting", dueDate: inDays(4) }));
  if (stage === "proofs" || stage === "approved") {
    await ok(stages(actors.author, id, { intent: "approve", stage: "copyediting" }));
    await ok(stages(actors.editor, id, { intent: "move-next", from: "copyediting" }));
    await ok(upload(people.layoutEditor, id, "intent=upload&stage=production", "galley.pdf"));
    const rows = await db().select().from(stageFiles).where(eq(stageFiles.submissionId, id));
    galleyId = rows.find((r) => r.kind === "galley")!.id;
    await ok(stages(actors.editor, id, { intent: "ask", stage: "production", dueDate: inDays(4) }));
  }
  if (stage === "approved") await ok(stages(actors.author, id, { intent: "approve", stage: "production" }));
  return { id, copyeditedFileId: copyedited!.id, galleyId };
}

async function historyLength(id: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(submissionEvents).where(eq(submissionEvents.submissionId, id));
  return row!.n;
}

const ROWS: {
  what: string;
  stage: Stage;
  changes?: true;
  expected: Expected;
  run: (a: Actor, w: World) => Promise<Answer>;
}[] = [
  {
    what: "GET /submission/:id?tab=copyediting",
    stage: "assigned",
    expected: PAGE_COPYEDITING,
    run: (a, w) => get(submissionPage.loader as never, a, `/submission/${w.id}?tab=copyediting`, { id: w.id }),
  },
  {
    what: "GET /submission/:id?tab=production",
    stage: "assigned",
    expected: PAGE_PRODUCTION,
    run: (a, w) => get(submissionPage.loader as never, a, `/submission/${w.id}?tab=production`, { id: w.id }),
  },
  {
    what: "GET /submission/:id?tab=reviews (an assignee sees no review)",
    stage: "assigned",
    expected: { ...PAGE_COPYEDITING, copyeditor: "not-found" },
    run: (a, w) => get(submissionPage.loader as never, a, `/submission/${w.id}?tab=reviews`, { id: w.id }),
  },
  {
    what: "GET /submission/:id/stage-files/:fileId (a copyedited file)",
    stage: "assigned",
    expected: DOWNLOAD_COPYEDIT,
    run: (a, w) =>
      get(stageFile.loader as never, a, `/submission/${w.id}/stage-files/${w.copyeditedFileId}`, {
        id: w.id,
        fileId: w.copyeditedFileId,
      }),
  },
  {
    what: "GET /submission/:id/stage-files/:fileId (a galley)",
    stage: "proofs",
    expected: { ...DOWNLOAD_COPYEDIT, copyeditor: "not-found" },
    run: (a, w) =>
      get(stageFile.loader as never, a, `/submission/${w.id}/stage-files/${w.galleyId}`, {
        id: w.id,
        fileId: w.galleyId!,
      }),
  },
  {
    what: "POST /submission/:id/stages (intent=assign)",
    stage: "assigned",
    changes: true,
    expected: EDITORS,
    run: (a, w) =>
      stages(a, w.id, {
        intent: "assign",
        stage: "copyediting",
        userId: people.unassignedCopyeditor.userId!,
        dueDate: inDays(8),
      }),
  },
  {
    what: "POST /submission/:id/stages (intent=due-date)",
    stage: "assigned",
    changes: true,
    expected: EDITORS,
    run: async (a, w) => {
      const [assignment] = await db()
        .select({ id: stageAssignments.id })
        .from(stageAssignments)
        .where(eq(stageAssignments.submissionId, w.id));
      return stages(a, w.id, { intent: "due-date", assignmentId: assignment!.id, dueDate: inDays(12) });
    },
  },
  {
    what: "POST /submission/:id/stages (intent=move-next)",
    stage: "assigned",
    changes: true,
    expected: EDITORS,
    run: (a, w) => stages(a, w.id, { intent: "move-next", from: "copyediting" }),
  },
  {
    what: "POST /submission/:id/stages (intent=ask, copyediting)",
    stage: "assigned",
    changes: true,
    expected: COPYEDITING_WORK,
    run: (a, w) => stages(a, w.id, { intent: "ask", stage: "copyediting", dueDate: inDays(4) }),
  },
  {
    what: "POST /submission/:id/stages?intent=upload&stage=copyediting (multipart)",
    stage: "assigned",
    changes: true,
    expected: COPYEDITING_WORK,
    run: (a, w) => upload(a, w.id, "intent=upload&stage=copyediting", "another.pdf"),
  },
  {
    what: "POST /submission/:id/stages?intent=upload&stage=production (multipart, not the stage yet)",
    stage: "assigned",
    // Still in copyediting: those who may upload galleys are told it is not the stage (409).
    expected: { ...EDITORS, editor: "conflict", admin: "conflict", layoutEditor: "conflict" },
    run: (a, w) => upload(a, w.id, "intent=upload&stage=production", "early.pdf"),
  },
  {
    what: "POST /submission/:id/stages (intent=approve, copyediting)",
    stage: "asked",
    changes: true,
    expected: AUTHOR_ONLY,
    run: (a, w) => stages(a, w.id, { intent: "approve", stage: "copyediting" }),
  },
  {
    what: "POST /submission/:id/stages (intent=corrections, production)",
    stage: "proofs",
    changes: true,
    expected: AUTHOR_ONLY,
    run: (a, w) =>
      stages(a, w.id, [
        ["intent", "corrections"],
        ["stage", "production"],
        ["correctionFileId", w.galleyId!],
        ["correctionPage", "1"],
        ["correctionComment", "A typo in the title."],
      ]),
  },
  {
    what: "POST /submission/:id/stages (intent=ask, production: the proofs)",
    stage: "approved",
    changes: true,
    expected: EDITORS,
    run: (a, w) => stages(a, w.id, { intent: "ask", stage: "production", dueDate: inDays(4) }),
  },
  {
    what: "POST /submission/:id/stages (intent=schedule)",
    stage: "approved",
    changes: true,
    expected: EDITORS,
    run: (a, w) => stages(a, w.id, { intent: "schedule" }),
  },
];

describe("authorization: copyediting and production (ADR 069)", () => {
  for (const row of ROWS) {
    it(`${row.what}`, async () => {
      let world = await createWorld(row.stage);
      const got: Partial<Record<Who, Outcome>> = {};
      for (const who of WHO) {
        const before = await historyLength(world.id);
        const outcome = outcomeOf(await row.run(people[who], world));
        got[who] = outcome;
        if (outcome !== "allowed") {
          expect(await historyLength(world.id), `${who}: a refused attempt changes nothing`).toBe(before);
        } else if (row.changes) {
          world = await createWorld(row.stage);
        }
      }
      expect(got).toEqual(row.expected);
    });
  }
});
