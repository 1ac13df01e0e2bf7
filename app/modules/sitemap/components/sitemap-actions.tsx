import { Download, RefreshCw } from "lucide-react";
import { useLocation, useRevalidator } from "react-router";
import { Link } from "~/components/link";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * Download XML Sitemap and Refresh Sitemap. Refresh only reloads what the page shows: visitors
 * cannot make the server rebuild the sitemap (that is an editor's action in the SEO manager).
 */
export function SitemapActions() {
  const revalidator = useRevalidator();
  const location = useLocation();
  const refreshing = revalidator.state === "loading";

  return (
    <div className="flex flex-wrap gap-3">
      <a href="/sitemap.xml" download="sitemap.xml" className={buttonVariants({ variant: "light" })}>
        <Download aria-hidden="true" />
        Download XML Sitemap
      </a>
      <Button
        asChild
        variant="outline"
        className="border-white/40 bg-white/10 text-white hover:bg-white/20"
        aria-busy={refreshing}
      >
        {/* Without JavaScript this link reloads the page, which is the same refresh. */}
        <Link
          to={`${location.pathname}${location.search}`}
          onClick={(e) => {
            e.preventDefault();
            if (!refreshing) void revalidator.revalidate();
          }}
        >
          <RefreshCw className={cn(refreshing && "animate-spin")} aria-hidden="true" />
          {refreshing ? "Refreshing..." : "Refresh Sitemap"}
        </Link>
      </Button>
    </div>
  );
}
