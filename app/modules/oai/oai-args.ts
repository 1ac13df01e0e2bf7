import { METADATA_FORMATS, VERBS, type MetadataPrefix, type Verb } from "./oai.constants";

export type OaiErrorCode =
  | "badArgument"
  | "badResumptionToken"
  | "badVerb"
  | "cannotDisseminateFormat"
  | "idDoesNotExist"
  | "noRecordsMatch"
  | "noMetadataFormats"
  | "noSetHierarchy";

export type OaiError = { code: OaiErrorCode; message: string };

/** A datestamp window: inclusive `from`, exclusive `before` (an `until` of a day or second, plus one). */
export type Window = { from: Date | null; before: Date | null };

export type OaiRequest =
  | { verb: "Identify" }
  | { verb: "ListMetadataFormats"; identifier: string | null }
  | { verb: "ListSets"; resumptionToken: string | null }
  | {
      verb: "ListIdentifiers" | "ListRecords";
      resumptionToken: string | null;
      prefix: string | null;
      set: string | null;
      window: Window;
    }
  | { verb: "GetRecord"; identifier: string; prefix: string };

export type ParsedRequest =
  { ok: true; request: OaiRequest; args: Record<string, string> } | { ok: false; errors: OaiError[] };

const ALLOWED: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
};

// Longer values are not identifiers, tokens or dates of ours; refusing them keeps echoes small.
const MAX_VALUE_CHARS = 2000;

const bad = (message: string): ParsedRequest => ({ ok: false, errors: [{ code: "badArgument", message }] });

/** Reads the arguments of an OAI-PMH request (query string or form body) as the protocol defines them. */
export function parseOaiRequest(params: URLSearchParams): ParsedRequest {
  const verbs = params.getAll("verb");
  if (verbs.length === 0) return { ok: false, errors: [{ code: "badVerb", message: "The verb argument is missing." }] };
  if (verbs.length > 1) return { ok: false, errors: [{ code: "badVerb", message: "The verb argument is repeated." }] };
  const verb = verbs[0]!;
  if (!(VERBS as readonly string[]).includes(verb)) {
    return {
      ok: false,
      errors: [{ code: "badVerb", message: "The value of the verb argument is not a legal OAI-PMH verb." }],
    };
  }
  const rules = ALLOWED[verb as Verb];
  const args: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name === "verb") continue;
    if (name in args) return bad(`The argument '${name}' is repeated.`);
    if (![...rules.required, ...rules.optional, rules.exclusive].includes(name)) {
      return bad(`The argument '${name}' is not allowed for ${verb}.`);
    }
    if (value.length > MAX_VALUE_CHARS) return bad(`The value of '${name}' is too long.`);
    args[name] = value;
  }
  if (rules.exclusive && args[rules.exclusive] !== undefined) {
    if (Object.keys(args).length > 1) return bad(`${rules.exclusive} is an exclusive argument.`);
  } else {
    const missing = rules.required.filter((name) => args[name] === undefined);
    if (missing.length) return bad(`Missing required argument${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}.`);
  }

  switch (verb as Verb) {
    case "Identify":
      return { ok: true, request: { verb: "Identify" }, args };
    case "ListMetadataFormats":
      return { ok: true, request: { verb: "ListMetadataFormats", identifier: args.identifier ?? null }, args };
    case "ListSets":
      return { ok: true, request: { verb: "ListSets", resumptionToken: args.resumptionToken ?? null }, args };
    case "GetRecord":
      return {
        ok: true,
        request: { verb: "GetRecord", identifier: args.identifier!, prefix: args.metadataPrefix! },
        args,
      };
    default: {
      const window = parseWindow(args.from, args.until);
      if ("error" in window) return bad(window.error);
      return {
        ok: true,
        request: {
          verb: verb as "ListIdentifiers" | "ListRecords",
          resumptionToken: args.resumptionToken ?? null,
          prefix: args.metadataPrefix ?? null,
          set: args.set ?? null,
          window,
        },
        args,
      };
    }
  }
}

export function isMetadataPrefix(prefix: string): prefix is MetadataPrefix {
  return Object.hasOwn(METADATA_FORMATS, prefix);
}

type Datestamp = { date: Date; granularity: "day" | "second" };

/** A UTC datestamp at day (YYYY-MM-DD) or second (YYYY-MM-DDThh:mm:ssZ) granularity; null if not one. */
export function parseDatestamp(text: string): Datestamp | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z)?$/.exec(text);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1).map((x) => x);
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  // Date.UTC rolls 2025-02-30 over into March: a date that does not read back is not a date.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1) {
    return null;
  }
  if (date.getUTCDate() !== Number(d) || date.getUTCHours() !== Number(h) || date.getUTCMinutes() !== Number(mi)) {
    return null;
  }
  if (date.getUTCSeconds() !== Number(s)) return null;
  return { date, granularity: m[4] === undefined ? "day" : "second" };
}

function parseWindow(from: string | undefined, until: string | undefined): Window | { error: string } {
  const start = from === undefined ? null : parseDatestamp(from);
  const end = until === undefined ? null : parseDatestamp(until);
  if (from !== undefined && !start) return { error: "The value of 'from' is not a valid UTC datestamp." };
  if (until !== undefined && !end) return { error: "The value of 'until' is not a valid UTC datestamp." };
  if (start && end && start.granularity !== end.granularity) {
    return { error: "'from' and 'until' must have the same granularity." };
  }
  if (start && end && start.date > end.date) return { error: "'from' is later than 'until'." };
  // until is inclusive at its own granularity: everything within that day or second.
  const before = end ? new Date(end.date.getTime() + (end.granularity === "day" ? 86_400_000 : 1000)) : null;
  return { from: start?.date ?? null, before };
}
