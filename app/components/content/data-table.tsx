import type * as React from "react";

type DataTableProps = {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly React.ReactNode[])[];
  className?: string;
};

/**
 * A small reference table. On phones each row becomes a card with labelled fields instead, so no
 * column ends up scrolled out of sight.
 */
export function DataTable({ caption, columns, rows, className }: DataTableProps) {
  return (
    <div className={className}>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 sm:block print:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-4 py-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {rows.map((row, r) => (
              <tr key={r} className="align-top">
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="px-4 py-3 leading-6 text-slate-600">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="space-y-3 sm:hidden print:hidden">
        {rows.map((row, r) => (
          <li key={r} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">{row[0]}</p>
            <dl className="mt-2 space-y-2 text-sm">
              {row.slice(1).map((cell, c) => (
                <div key={c}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{columns[c + 1]}</dt>
                  <dd className="mt-0.5 leading-6 text-slate-600">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
