import { Printer } from "lucide-react";
import { Button } from "../ui/button";

/** Opens the browser's print dialog, where "Save as PDF" gives a downloadable copy of the page. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="light" onClick={() => window.print()} className="print:hidden">
      <Printer aria-hidden />
      {label}
    </Button>
  );
}
