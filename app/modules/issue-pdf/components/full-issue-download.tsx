import { Download } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** "340 KB", "2.4 MB", "18 MB" */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1_048_576) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1_048_576).toFixed(bytes < 10_485_760 ? 1 : 0)} MB`;
}

/**
 * The link to an issue's full PDF (cover, contents and every article), shown once it is built.
 * A plain link: the file is served as it is, no script needed.
 */
export function FullIssueDownload({
  href,
  bytes,
  label = "Download Full Issue",
  variant = "onDark",
  className,
}: {
  href: string;
  bytes: number | null;
  label?: string;
  variant?: "onDark" | "outline";
  className?: string;
}) {
  if (!bytes) return null;
  return (
    <Button
      asChild
      variant="outline"
      className={cn(variant === "onDark" && "border-white/70 bg-white/10 text-white hover:bg-white/20", className)}
    >
      <a href={href} type="application/pdf">
        <Download aria-hidden />
        {label} <span className="text-xs">(PDF, {fileSizeLabel(bytes)})</span>
      </a>
    </Button>
  );
}
