// The authorization suite: every protected route and action, tried by each of the six actors, with
// who gets through. Screens of later issues add their rows to ROUTES and ACTIONS.
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as home from "../../app/routes/dashboard/home";
import * as layout from "../../app/routes/dashboard/layout";
import * as mailbox from "../../app/routes/dashboard/mailbox";
import * as mailboxMessage from "../../app/routes/dashboard/mailbox-message";
import * as settings from "../../app/routes/dashboard/settings";
import * as usersRoute from "../../app/routes/dashboard/users";
import { ACTOR_NAMES, createActors, createApiApp, type ActorName, type Actors } from "../helpers/actors";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";
import { callAction } from "./users-helpers";

type Outcome = "sign-in" | "allowed" | "forbidden" | "not-found" | "unauthorized";
type Expected = Record<ActorName, Outcome>;

const SIGNED_IN: Expected = {
  visitor: "sign-in",
  author: "allowed",
  otherAuthor: "allowed",
  reviewer: "allowed",
  editor: "allowed",
  admin: "allowed",
};
const ADMIN_ONLY: Expected = {
  visitor: "sign-in",
  author: "forbidden",
  otherAuthor: "forbidden",
  reviewer: "forbidden",
  editor: "forbidden",
  admin: "allowed",
};

type RouteFn = (args: never) => unknown;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

const ROUTES: { path: string; loader: RouteFn; params?: Record<string, string>; expected: Expected }[] = [
  { path: "/dashboard (shell)", loader: layout.loader, expected: SIGNED_IN },
  { path: "/dashboard", loader: home.loader, expected: SIGNED_IN },
  { path: "/dashboard/settings", loader: settings.loader, expected: SIGNED_IN },
  { path: "/dashboard/users", loader: usersRoute.loader, expected: ADMIN_ONLY },
  { path: "/dashboard/mailbox", loader: mailbox.loader, expected: ADMIN_ONLY },
  {
    path: `/dashboard/mailbox/${MISSING_ID}`,
    loader: mailboxMessage.loader,
    params: { messageId: MISSING_ID },
    expected: { ...ADMIN_ONLY, admin: "not-found" },
  },
];

const ACTIONS: { path: string; action: RouteFn; fields: Record<string, string>; expected: Expected }[] = [
  { path: "/dashboard", action: home.action, fields: { intent: "mark-all-notifications-read" }, expected: ADMIN_ONLY },
  {
    path: "/dashboard/users",
    action: usersRoute.action,
    fields: { intent: "create", email: "intruder@example.org", password: "secret1", name: "Intruder", roles: "admin" },
    expected: ADMIN_ONLY,
  },
  {
    path: "/dashboard/settings",
    action: settings.action,
    fields: { intent: "profile", name: "Renamed Person", affiliation: "", orcid: "" },
    expected: SIGNED_IN,
  },
];

function outcomeOf(status: number, location?: string | null): Outcome {
  if (status === 302 && location?.startsWith("/auth")) return "sign-in";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status >= 200 && status < 300) return "allowed";
  throw new Error(`unexpected status ${status}`);
}

async function statusOf(run: () => unknown): Promise<{ status: number; location?: string | null }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location") };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    return { status: (value as { init?: ResponseInit | null }).init?.status ?? 200 };
  }
  if (value instanceof Error) throw value;
  return { status: 200 };
}

describe("authorization: who gets through each protected route and action", () => {
  let platform: TestPlatform;
  let actors: Actors;
  beforeAll(async () => {
    platform = await startTestPlatform();
    actors = await createActors(platform);
  });
  afterAll(() => platform.stop());

  for (const route of ROUTES) {
    it(`GET ${route.path}`, async () => {
      for (const name of ACTOR_NAMES) {
        const answer = await statusOf(() =>
          (route.loader as (a: unknown) => unknown)({
            request: actors[name].request(route.path.split(" ")[0]),
            params: route.params ?? {},
            context: new RouterContextProvider(),
          }),
        );
        expect(outcomeOf(answer.status, answer.location), `${name} on ${route.path}`).toBe(route.expected[name]);
      }
    });
  }

  for (const action of ACTIONS) {
    it(`POST ${action.path} (${action.fields.intent})`, async () => {
      for (const name of ACTOR_NAMES) {
        const answer = await callAction(action.action, actors[name], action.path, action.fields);
        expect(outcomeOf(answer.status, answer.location), `${name} posting ${action.fields.intent}`).toBe(
          action.expected[name],
        );
      }
    });
  }

  it("GET /api/notifications/stream (Server-Sent Events, admins only)", async () => {
    const app = createApiApp();
    const expected: Expected = { ...ADMIN_ONLY, visitor: "unauthorized" };
    for (const name of ACTOR_NAMES) {
      const controller = new AbortController();
      const response = await app.request(
        actors[name].request("/api/notifications/stream", { signal: controller.signal }),
      );
      controller.abort();
      expect(outcomeOf(response.status), name).toBe(expected[name]);
    }
  });
});
