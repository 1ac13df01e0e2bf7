import { RefreshCw } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useFetcherAnswer } from "~/lib/use-fetcher-answer";
import { SEO_MESSAGES as M } from "../seo.constants";
import { toastSeoAnswer, type SeoActionAnswer } from "./priority-cell";

/** Regenerate Sitemap: rebuilds the entries the user manages from the content; choices made by hand stay. */
export function RegenerateButton({ interactive }: { interactive: boolean }) {
  const fetcher = useFetcher<SeoActionAnswer>();
  useFetcherAnswer(fetcher.data, (answer) => toastSeoAnswer(answer, M.regenerateFailed));
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="regenerate" />
      <Button type="submit" disabled={!interactive || busy} aria-busy={busy}>
        <RefreshCw className={cn(busy && "animate-spin")} aria-hidden="true" />
        {busy ? "Regenerating..." : "Regenerate Sitemap"}
      </Button>
    </fetcher.Form>
  );
}
