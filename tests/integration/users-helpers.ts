// Calling the /dashboard/users and /dashboard/settings route modules as React Router would, and
// reading what they answer: a redirect (Response), a thrown or returned `data()`, or plain data.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { Actor } from "../helpers/actors";
import { routeArgs } from "../helpers/route-args";

export type RouteAnswer<T = unknown> = {
  status: number;
  /** Loader or action data (also of a thrown `data()`). */
  data?: T;
  /** Redirect target. */
  location?: string | null;
  headers?: Headers;
};

type RouteFn = (args: never) => unknown;

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value
  );
}

async function answerOf<T>(run: () => unknown): Promise<RouteAnswer<T>> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location"), headers: value.headers };
  }
  if (isDataWithInit(value)) {
    return {
      status: value.init?.status ?? 200,
      data: value.data as T,
      headers: new Headers(value.init?.headers),
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, data: value as T };
}

/** GET `path` through `loader` as `actor`. */
export function callLoader<T>(loader: RouteFn, actor: Actor, path: string): Promise<RouteAnswer<T>> {
  return answerOf<T>(() => (loader as (a: unknown) => unknown)(routeArgs(actor.request(path))));
}

/** POST the form `fields` (arrays repeat a field) to `path` through `action` as `actor`. */
export function callAction<T>(
  action: RouteFn,
  actor: Actor,
  path: string,
  fields: Record<string, string | string[]>,
  cookie?: string,
): Promise<RouteAnswer<T>> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return answerOf<T>(() =>
    (action as (a: unknown) => unknown)(routeArgs(actor.request(path, { method: "POST", headers, body }))),
  );
}

/**
 * Inserts `count` users named "<First> <Last> <n>" with addresses "<prefix>-<n>@<domain>", one
 * minute apart (user 1 newest), every tenth inactive, every one of them an author, every fifth an
 * editor. One statement each, as a large installation would hold them.
 */
export async function insertGeneratedUsers(db: Db, prefix: string, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, status, created_at)
    select ${prefix} || '-' || g,
      (array['Ada','Bruno','Chiara','Dmitri','Elif','Farah','Goran','Hana'])[1 + g % 8] || ' '
        || (array['Okafor','Nguyen','Garcia','Kowalski','Tanaka','Ivanova','Mensah'])[1 + (g / 8) % 7] || ' ' || g,
      ${prefix} || '-' || g || '@' || (array['uni.example.edu','pharma.example.in','example.org'])[1 + g % 3],
      (case when g % 10 = 0 then 'inactive' else 'active' end)::user_status,
      now() - interval '1 day' - (g || ' minutes')::interval
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into role_assignments (user_id, role)
    select ${prefix} || '-' || g, 'author'::role_name from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into role_assignments (user_id, role)
    select ${prefix} || '-' || g, 'editor'::role_name from generate_series(5, ${count}, 5) g`);
}
