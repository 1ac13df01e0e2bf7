import { Link2 } from "lucide-react";
import { Button } from "~/components/ui/button";

const NETWORKS = [
  { name: "Facebook", href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(u)}` },
  {
    name: "Twitter",
    href: (u: string, t: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(u)}&text=${encodeURIComponent(t)}`,
  },
  {
    name: "LinkedIn",
    href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(u)}`,
  },
];

/**
 * Share buttons: each network's sharing page in a 600x400 window (a new tab without scripts); Copy
 * Link to the clipboard (reader-pages/script: share.ts, copy.ts).
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {NETWORKS.map((n) => (
        <Button key={n.name} asChild variant="outline" size="sm">
          <a href={n.href(url, title)} target="_blank" rel="noopener noreferrer" data-share-window="">
            {n.name}
          </a>
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        type="button"
        data-copy-text={url}
        data-copied="Link Copied"
        data-copy-failed="Could not copy the link."
      >
        <Link2 /> Copy Link
      </Button>
    </div>
  );
}
