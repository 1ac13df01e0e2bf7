import fs from "node:fs";
import path from "node:path";
import routes from "~/routes";

// The application's route table, read from app/routes.ts itself, so that every route added later
// is covered by the security suite without being listed here.

export type RouteEntry = {
  /** The URL pattern, e.g. "/journal/:shortName/issue/:issueId" ("/" for the index). */
  pattern: string;
  file: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** Inside the signed-in dashboard layout. */
  dashboard: boolean;
};

type ConfigEntry = { path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

const appDir = path.resolve(import.meta.dirname, "../../app");

function exportsFunction(source: string, name: string): boolean {
  return new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`).test(source);
}

function flatten(entries: ConfigEntry[], dashboard = false): RouteEntry[] {
  return entries.flatMap((entry) => {
    const inDashboard = dashboard || entry.file.includes("routes/dashboard/");
    if (entry.children?.length) return flatten(entry.children, inDashboard);
    if (entry.path === undefined && !entry.index) return [];
    const source = fs.readFileSync(path.join(appDir, entry.file), "utf8");
    return [
      {
        pattern: entry.index ? "/" : `/${entry.path}`,
        file: entry.file,
        hasLoader: exportsFunction(source, "loader"),
        hasAction: exportsFunction(source, "action"),
        dashboard: inDashboard,
      },
    ];
  });
}

export const ROUTES: RouteEntry[] = flatten(routes as ConfigEntry[]);

/** Values that make each route parameter point at something real in the demo content. */
export const VALID_PARAMS: Record<string, string> = {
  shortName: "fjphs",
  volume: "1",
  articleNumber: "1",
  articleId: "1",
  issueId: "v1-i1",
  galleyId: "00000000-0000-4000-8000-000000000000",
  format: "ris",
  id: "00000000-0000-4000-8000-000000000000",
  fileId: "00000000-0000-4000-8000-000000000000",
  taskId: "00000000-0000-4000-8000-000000000000",
  assignmentId: "00000000-0000-4000-8000-000000000000",
  token: "no-such-invitation-token-0000000000",
  messageId: "00000000-0000-4000-8000-000000000000",
  conferenceId: "00000000-0000-4000-8000-000000000000",
  invoiceId: "00000000-0000-4000-8000-000000000000",
  discussionId: "00000000-0000-4000-8000-000000000000",
  document: "invoice",
  fileName: "figure-1.png",
  "*": "no-such-page",
};

/** The pattern's parameter names, in order. */
export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z]+)|(\*)/g)].map((m) => m[1] ?? "*");
}

/** The pattern with every parameter filled: `values` first, else the valid demo value. */
export function fill(pattern: string, values: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z]+)|\*/g, (whole, name: string | undefined) => {
    const key = name ?? "*";
    return values[key] ?? VALID_PARAMS[key] ?? "x";
  });
}
