import { Form } from "react-router";
import type { IssueVolumeCount } from "~/modules/issues/issues.service.server";

export function volumeOptionLabel(v: IssueVolumeCount): string {
  return `Volume ${v.volumeNumber}${v.year != null ? ` (${v.year})` : ""} - ${v.count} ${v.count === 1 ? "issue" : "issues"}`;
}

/**
 * A GET form: a plain submit without script; with it, choosing a volume submits (the reader
 * script's `data-submit-on-change`), as a page load on a reader page and a client navigation in
 * the application, whose <Form> takes the submission.
 */
export function VolumeFilter({
  action,
  volumes,
  selected,
}: {
  action: string;
  volumes: IssueVolumeCount[];
  selected: number | null;
}) {
  return (
    <Form method="get" action={action} replace preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="tab" value="archives" />
      <label htmlFor="archive-volume" className="text-sm font-medium text-slate-700">
        Volume
      </label>
      <select
        id="archive-volume"
        name="volume"
        defaultValue={selected ?? ""}
        key={selected ?? "all"}
        data-submit-on-change=""
        className="h-10 max-w-[16rem] rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <option value="">All Volumes</option>
        {volumes.map((v) => (
          <option key={v.volumeNumber} value={v.volumeNumber}>
            {volumeOptionLabel(v)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-slate-300 px-3 text-sm font-medium">
          Apply
        </button>
      </noscript>
    </Form>
  );
}
