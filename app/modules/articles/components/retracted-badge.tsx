import { Badge } from "~/components/ui/badge";

/** Marks a retracted article wherever it is listed (ADR 066: COPE asks that lists say so too). */
export function RetractedBadge() {
  return <Badge className="border-transparent bg-red-700 text-white">Retracted</Badge>;
}
