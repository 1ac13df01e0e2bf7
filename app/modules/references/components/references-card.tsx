import { InGroups } from "~/components/in-groups";
import { Link } from "~/components/link";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/** The article page's References card: the reference list in order, DOIs linked to doi.org. */
export function ReferencesCard({
  references,
}: {
  references: { text: string; doi: string | null; internalPath: string | null }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>References</CardTitle>
      </CardHeader>
      <CardContent>
        {references.length === 0 ? (
          <p className="text-slate-600">No reference list has been recorded for this article.</p>
        ) : (
          <ol
            className="list-decimal space-y-2 pl-6 text-sm leading-relaxed text-slate-800"
            data-testid="reference-list"
          >
            <InGroups items={references}>
              {(r, i) => (
                <li key={i} className="break-words pl-1">
                  {r.text}
                  {r.internalPath ? (
                    <>
                      {" "}
                      <Link
                        to={r.internalPath}
                        className="font-medium whitespace-nowrap text-blue-800 hover:underline"
                        aria-label={`Reference ${i + 1} in our journals`}
                      >
                        In our journals
                      </Link>
                    </>
                  ) : null}
                  {r.doi ? (
                    <>
                      {r.internalPath ? (
                        <span className="text-slate-400" aria-hidden="true">
                          {" · "}
                        </span>
                      ) : (
                        " "
                      )}
                      <a
                        href={`https://doi.org/${encodeDoiPath(r.doi)}`}
                        className="whitespace-nowrap font-medium text-blue-800 hover:underline"
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`DOI ${r.doi} of reference ${i + 1}`}
                      >
                        DOI
                      </a>
                    </>
                  ) : null}
                </li>
              )}
            </InGroups>
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** A DOI as the path of a doi.org address: '/' kept, characters such as '#', '?' or '<' escaped. */
export function encodeDoiPath(doi: string): string {
  return doi.split("/").map(encodeURIComponent).join("/");
}
