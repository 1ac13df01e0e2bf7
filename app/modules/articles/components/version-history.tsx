import { History } from "lucide-react";
import { Link } from "~/components/link";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPublicationDate } from "../article-format";

type Version = { version: number; versionDate: string | null; versionNote: string | null };

/**
 * A revised article's versions (ADR 066): the current one with what changed, and each earlier one
 * linked to its own page. Nothing for an article never revised.
 */
export function VersionHistory({
  basePath,
  current,
  earlier,
}: {
  basePath: string;
  current: Version;
  earlier: readonly Version[];
}) {
  if (current.version <= 1 && earlier.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5" aria-hidden /> Versions
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3 text-sm">
          <li>
            <p className="font-medium text-slate-900">
              {`Version ${current.version} (current)`}
              {current.versionDate ? `, ${formatPublicationDate(current.versionDate)}` : ""}
            </p>
            {current.versionNote ? <p className="mt-0.5 break-words text-slate-700">{current.versionNote}</p> : null}
          </li>
          {earlier.map((v) => (
            <li key={v.version}>
              <Link to={`${basePath}/version/${v.version}`} className="font-medium text-blue-700 hover:underline">
                {`Version ${v.version}`}
              </Link>
              {v.versionDate ? (
                <span className="text-slate-600">{`, ${formatPublicationDate(v.versionDate)}`}</span>
              ) : null}
              {v.versionNote ? <p className="mt-0.5 break-words text-slate-700">{v.versionNote}</p> : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
