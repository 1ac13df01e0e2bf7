// The authorization suite's rows for e-mail templates (issue 40, ADR 067): every new route and
// action, tried by each of the six actors. The suite's editor edits journal A (fjphs) only: A's
// templates are theirs, journal B's (ijcpms) and the site's are not. A refused attempt writes nothing.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { mailMessages, mailTemplateHistory, mailTemplateOverrides, reviewAssignments, submissions } from "~/db/schema";
import { eq } from "drizzle-orm";
import * as siteTemplates from "~/routes/dashboard/email-templates";
import * as journalTemplates from "~/routes/dashboard/journal-email-templates";
import * as preview from "~/routes/resources/email-template-preview";
import * as submissionPage from "~/routes/dashboard/submission";
import * as submissionPreview from "~/routes/resources/submission-email-preview";
import { journalId } from "../factories/catalogue";
import { ACTOR_NAMES, createActors, createRoleActor, type ActorName, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { createWorld, editForm, get, postForm, postJson, type Answer } from "./authorization-fixtures";

type Outcome = "sign-in" | "allowed" | "forbidden" | "not-found" | "unauthorized";
type Expected = Record<ActorName, Outcome>;

function outcomeOf({ status, location }: Answer): Outcome {
  if (status === 302 && location?.startsWith("/auth")) return "sign-in";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status >= 200 && status < 300) return "allowed";
  throw new Error(`unexpected status ${status}${location ? ` (to ${location})` : ""}`);
}

const ADMIN_ONLY: Expected = {
  visitor: "sign-in",
  author: "forbidden",
  otherAuthor: "forbidden",
  reviewer: "forbidden",
  editor: "forbidden",
  admin: "allowed",
};
/** Journal A's templates: its editor and admins. */
const EDITORS_OF_A: Expected = { ...ADMIN_ONLY, editor: "allowed" };
const api = (e: Expected): Expected => ({ ...e, visitor: "unauthorized" });

let platform: TestPlatform;
let actors: Actors;
const db = (): Db => platform.services.database.db;

beforeAll(async () => {
  platform = await startTestPlatform();
  const fjphs = await journalId(db(), "fjphs");
  actors = await createActors(platform, { seeded: true, label: "mail-templates-authz", editorJournalId: fjphs });
});
afterAll(async () => {
  await platform.stop();
});

type RouteFn = (args: never) => unknown;
const A = { shortName: "fjphs" };
const B = { shortName: "ijcpms" };
const SAVE = {
  intent: "save",
  key: "decision-accept",
  subject: "Accepted: {{submissionTitle}}",
  body: "Dear {{recipientName}}",
};
const TEXT = { key: "decision-accept", subject: "Accepted: {{submissionTitle}}", body: "Dear {{recipientName}}" };

const ROWS: {
  what: string;
  run: (name: ActorName) => Promise<Answer>;
  expected: Expected;
  /** Changes the templates when allowed (undone after each row). */
  writes?: boolean;
}[] = [
  {
    what: "GET /dashboard/email-templates (the site's)",
    run: (n) => get(siteTemplates.loader as RouteFn, actors[n], "/dashboard/email-templates"),
    expected: ADMIN_ONLY,
  },
  {
    what: "GET /dashboard/email-templates?template=decision-accept",
    run: (n) => get(siteTemplates.loader as RouteFn, actors[n], "/dashboard/email-templates?template=decision-accept"),
    expected: ADMIN_ONLY,
  },
  {
    what: "POST /dashboard/email-templates (intent=save)",
    run: (n) => postForm(siteTemplates.action as RouteFn, actors[n], "/dashboard/email-templates", SAVE),
    expected: ADMIN_ONLY,
    writes: true,
  },
  {
    what: "GET /journal/fjphs/email-templates (journal A)",
    run: (n) =>
      get(journalTemplates.loader as RouteFn, actors[n], "/journal/fjphs/email-templates?template=decision-accept", A),
    expected: EDITORS_OF_A,
  },
  {
    what: "POST /journal/fjphs/email-templates (intent=save, journal A)",
    run: (n) => postForm(journalTemplates.action as RouteFn, actors[n], "/journal/fjphs/email-templates", SAVE, A),
    expected: EDITORS_OF_A,
    writes: true,
  },
  {
    what: "GET /journal/ijcpms/email-templates (journal B: A's editor is refused)",
    run: (n) => get(journalTemplates.loader as RouteFn, actors[n], "/journal/ijcpms/email-templates", B),
    expected: ADMIN_ONLY,
  },
  {
    what: "POST /journal/ijcpms/email-templates (intent=save, journal B)",
    run: (n) => postForm(journalTemplates.action as RouteFn, actors[n], "/journal/ijcpms/email-templates", SAVE, B),
    expected: ADMIN_ONLY,
    writes: true,
  },
  {
    what: "POST /journal/ijcpms/email-templates (intent=reset, journal B)",
    run: (n) =>
      postForm(
        journalTemplates.action as RouteFn,
        actors[n],
        "/journal/ijcpms/email-templates",
        { intent: "reset", key: "decision-accept" },
        B,
      ),
    // Past authorization the admin finds nothing to reset (409), which this table does not read.
    expected: { ...ADMIN_ONLY, admin: "allowed" },
  },
  {
    what: "POST /api/email-templates/preview (journal A)",
    run: (n) =>
      postJson(preview.action as RouteFn, actors[n], "/api/email-templates/preview", { ...TEXT, journal: "fjphs" }),
    expected: api(EDITORS_OF_A),
  },
  {
    what: "POST /api/email-templates/preview (journal B)",
    run: (n) =>
      postJson(preview.action as RouteFn, actors[n], "/api/email-templates/preview", { ...TEXT, journal: "ijcpms" }),
    expected: api(ADMIN_ONLY),
  },
  {
    what: "POST /api/email-templates/preview (the site's)",
    run: (n) => postJson(preview.action as RouteFn, actors[n], "/api/email-templates/preview", TEXT),
    expected: api(ADMIN_ONLY),
  },
];

async function rowsIn() {
  const [overrides] = await db().select({ n: count() }).from(mailTemplateOverrides);
  const [history] = await db().select({ n: count() }).from(mailTemplateHistory);
  return { overrides: overrides!.n, history: history!.n };
}

describe("authorization: e-mail templates", () => {
  for (const row of ROWS) {
    it(row.what, async () => {
      const outcomes = {} as Expected;
      for (const name of ACTOR_NAMES) {
        const before = await rowsIn();
        const answer = await row.run(name);
        outcomes[name] = answer.status === 409 ? "allowed" : outcomeOf(answer);
        // A refused attempt writes nothing; an allowed save writes its copy and its history row.
        const after = await rowsIn();
        if (outcomes[name] !== "allowed" || !row.writes) expect(after, name).toEqual(before);
        else expect(after.history, name).toBe(before.history + 1);
        await db().delete(mailTemplateOverrides);
      }
      expect(outcomes).toEqual(row.expected);
    });
  }
});

/** On the `author` actor's submission in journal A: its editors and admins; the author sees it and is refused. */
const EDITORS_OF_IT: Expected = {
  visitor: "sign-in",
  author: "forbidden",
  otherAuthor: "not-found",
  reviewer: "not-found",
  editor: "allowed",
  admin: "allowed",
};

describe("authorization: the Reviews tab's e-mails before they go", () => {
  it("POST /submission/:id (intent=remind) and POST /submission/:id/email-preview: editors of the journal and admins", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const w = await createWorld(db(), actors, fjphs, { title: "Authz reminder" });
    const path = `/submission/${w.submissionId}`;
    const params = { id: w.submissionId };
    const invited = await postForm(
      submissionPage.action as RouteFn,
      actors.admin,
      path,
      {
        intent: "invite",
        email: "authz.reminded@example.org",
        name: "Ada Reminded",
      },
      params,
    );
    expect(invited.status).toBe(200);
    const [assignment] = await db()
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(eq(reviewAssignments.submissionId, w.submissionId));
    const sentTo = async () =>
      (await db().select().from(mailMessages).where(eq(mailMessages.recipient, "authz.reminded@example.org"))).length;

    const remind = {} as Expected;
    const previews = {} as Expected;
    for (const name of ACTOR_NAMES) {
      const before = await sentTo();
      const answer = await postForm(
        submissionPage.action as RouteFn,
        actors[name],
        path,
        { intent: "remind", assignmentId: assignment!.id, emailSubject: "Nudge", emailBody: "Dear {{recipientName}}" },
        params,
      );
      remind[name] = outcomeOf(answer);
      expect(await sentTo(), name).toBe(before + (remind[name] === "allowed" ? 1 : 0));
      previews[name] = outcomeOf(
        await postJson(
          submissionPreview.action as RouteFn,
          actors[name],
          `${path}/email-preview`,
          { mail: "decision", kind: "accept", letter: "Yes.", subject: "Accepted", body: "{{decisionLetter}}" },
          params,
        ),
      );
    }
    expect(remind).toEqual(EDITORS_OF_IT);
    expect(previews).toEqual(api(EDITORS_OF_IT));
  });
});

describe("authorization: the Edit Submission dialog's status e-mail before it goes", () => {
  it("POST /submission/:id (intent=update with an edited e-mail) and its preview (mail=status): editors of the journal and admins", async () => {
    const fjphs = await journalId(db(), "fjphs");
    const w = await createWorld(db(), actors, fjphs, { title: "Authz status e-mail" });
    const path = `/submission/${w.submissionId}`;
    const params = { id: w.submissionId };
    const to = "authz.status@example.org";
    const sentTo = async () => (await db().select().from(mailMessages).where(eq(mailMessages.recipient, to))).length;
    const statusNow = async () =>
      (
        await db().select({ status: submissions.status }).from(submissions).where(eq(submissions.id, w.submissionId))
      )[0]!.status;
    const updates = {} as Expected;
    const previews = {} as Expected;
    for (const name of ACTOR_NAMES) {
      const [before, from] = [await sentTo(), await statusNow()];
      const answer = await postForm(
        submissionPage.action as RouteFn,
        actors[name],
        path,
        {
          intent: "update",
          data: editForm({
            authors: [{ name: "Ada Status", email: to, affiliation: "Manipal", orcid: "" }],
            status: from === "submitted" ? "under_review" : "submitted",
          }),
          emailSubject: "{{submissionId}}: {{status}}",
          emailBody: "Dear {{recipientName}}",
        },
        params,
      );
      updates[name] = outcomeOf(answer);
      expect(await sentTo(), name).toBe(before + (updates[name] === "allowed" ? 1 : 0));
      if (updates[name] !== "allowed") expect(await statusNow(), name).toBe(from);
      previews[name] = outcomeOf(
        await postJson(
          submissionPreview.action as RouteFn,
          actors[name],
          `${path}/email-preview`,
          { mail: "status", status: "under_review", subject: "{{status}}", body: "{{editorDecision}}" },
          params,
        ),
      );
    }
    expect(updates).toEqual(EDITORS_OF_IT);
    expect(previews).toEqual(api(EDITORS_OF_IT));
  });
});

describe("authorization: e-mail templates and the roles after acceptance", () => {
  it("a copyeditor and a layout editor of journal A are refused A's templates, the site's and their previews", async () => {
    const fjphs = await journalId(db(), "fjphs");
    for (const role of ["copyeditor", "layout_editor"] as const) {
      const actor = await createRoleActor(platform, {
        fullName: `A ${role}`,
        email: `tpl-${role}@example.org`,
        role,
        journalId: fjphs,
      });
      const answers = [
        await get(journalTemplates.loader as RouteFn, actor, "/journal/fjphs/email-templates", A),
        await postForm(journalTemplates.action as RouteFn, actor, "/journal/fjphs/email-templates", SAVE, A),
        await get(siteTemplates.loader as RouteFn, actor, "/dashboard/email-templates"),
        await postJson(preview.action as RouteFn, actor, "/api/email-templates/preview", { ...TEXT, journal: "fjphs" }),
      ];
      expect(answers.map(outcomeOf), role).toEqual(["forbidden", "forbidden", "forbidden", "forbidden"]);
    }
    expect((await rowsIn()).overrides).toBe(0);
  });
});
