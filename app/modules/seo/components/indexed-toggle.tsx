import { useFetcher } from "react-router";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { SEO_MESSAGES as M } from "../seo.constants";
import { toastSeoAnswer, type SeoActionAnswer } from "./priority-cell";

/** The indexed toggle: flips is_indexed at once (002 section 4); unindexed pages leave the XML sitemaps. */
export function IndexedToggle({
  entryId,
  url,
  isIndexed,
  interactive,
}: {
  entryId: string;
  url: string;
  isIndexed: boolean;
  interactive: boolean;
}) {
  const fetcher = useFetcher<SeoActionAnswer>();
  useFetcherAnswer(fetcher.data, (answer) => toastSeoAnswer(answer, M.updateFailed));
  const pending = fetcher.formData?.get("indexed");
  const checked = pending === undefined || pending === null ? isIndexed : pending === "true";
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={!interactive || fetcher.state !== "idle"}
        onChange={(e) =>
          void fetcher.submit(
            { intent: "indexed", entryId, indexed: String(e.currentTarget.checked) },
            { method: "post" },
          )
        }
        className="size-5 shrink-0 accent-blue-700"
      />
      <span className="sr-only">Indexed: {url}</span>
      <span aria-hidden="true">{checked ? "Indexed" : "Not indexed"}</span>
    </label>
  );
}
