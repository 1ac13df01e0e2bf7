import { orHttpError } from "~/lib/http.server";
import { services } from "~/lib/services.server";
import { getPublishedIssue } from "~/modules/issues/issues.public.service.server";
import { getFullIssuePdfFile } from "~/modules/issue-pdf/full-issue-pdf.service.server";
import type { Route } from "./+types/issue-pdf";

/** The full-issue PDF (cover, contents, the articles' PDFs), built when the issue was published. */
export async function loader({ params }: Route.LoaderArgs) {
  const { issue } = await orHttpError(() => getPublishedIssue(params.shortName, params.issueId));
  const file = await orHttpError(() => getFullIssuePdfFile(issue.id));
  const stored = await services().storage.get(file.storageKey);
  if (!stored) throw new Response("File not found.", { status: 404 });
  return new Response(stored.stream, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(stored.sizeBytes),
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "cache-control": "public, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
}
