import { Form, useSubmit } from "react-router";
import type { IssueVolumeCount } from "../../issues/issues.service.server";

export function volumeOptionLabel(v: IssueVolumeCount): string {
  return `Volume ${v.volumeNumber}${v.year != null ? ` (${v.year})` : ""} - ${v.count} ${v.count === 1 ? "issue" : "issues"}`;
}

/** A GET form: works as a plain submit without script, submits on change with it. */
export function VolumeFilter({
  action,
  volumes,
  selected,
}: {
  action: string;
  volumes: IssueVolumeCount[];
  selected: number | null;
}) {
  const submit = useSubmit();
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
        onChange={(e) => submit(e.currentTarget.form, { replace: true, preventScrollReset: true })}
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
