import { z } from "zod";
import type { MetadataPrefix } from "./oai.constants";

/**
 * A resumption token carries the whole query and where the last page ended (the last record's
 * datestamp to the microsecond and id), not an offset: the next page is an index seek from that key,
 * however deep the harvest, and records changed meanwhile are neither skipped twice nor shifted.
 * It is stateless (base64url JSON), so any instance can answer it.
 */
export type ResumptionState = {
  verb: "ListIdentifiers" | "ListRecords";
  prefix: MetadataPrefix;
  set: string | null;
  /** ISO instants of the datestamp window: inclusive from, exclusive before. */
  from: string | null;
  before: string | null;
  after: { key: string; id: string };
  /** Records delivered before the next page. */
  cursor: number;
  completeListSize: number;
  /** Epoch milliseconds. */
  expires: number;
};

const iso = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)));
const schema = z.object({
  v: z.literal(1),
  l: z.enum(["ListIdentifiers", "ListRecords"]),
  m: z.enum(["oai_dc", "jats"]),
  s: z.string().max(200).nullable(),
  f: iso.nullable(),
  b: iso.nullable(),
  k: iso,
  i: z.uuid(),
  c: z.int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  n: z.int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  x: z.int().positive().max(Number.MAX_SAFE_INTEGER),
});

export function encodeToken(state: ResumptionState): string {
  const json = {
    v: 1,
    l: state.verb,
    m: state.prefix,
    s: state.set,
    f: state.from,
    b: state.before,
    k: state.after.key,
    i: state.after.id,
    c: state.cursor,
    n: state.completeListSize,
    x: state.expires,
  } satisfies z.input<typeof schema>;
  return Buffer.from(JSON.stringify(json)).toString("base64url");
}

/** The token's state, or null when it is not one of ours (or was tampered with into nonsense). */
export function decodeToken(token: string): ResumptionState | null {
  if (token.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return null;
  const t = parsed.data;
  return {
    verb: t.l,
    prefix: t.m,
    set: t.s,
    from: t.f,
    before: t.b,
    after: { key: t.k, id: t.i },
    cursor: t.c,
    completeListSize: t.n,
    expires: t.x,
  };
}
