import { Hourglass } from "lucide-react";
import { Card } from "~/components/ui/card";

/** A tab whose feature is not part of this release yet (spec 002 section 2.3: 'coming soon'). */
export function ComingSoonPanel({ title, description }: { title: string; description: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Hourglass className="size-5" aria-hidden="true" />
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title} coming soon</h2>
      <p className="max-w-md text-sm text-slate-600">{description}</p>
    </Card>
  );
}
