import { Skeleton } from "~/components/ui/skeleton";

/** Shown in the tab panel while another tab's data loads. */
export function TabSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-4">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
