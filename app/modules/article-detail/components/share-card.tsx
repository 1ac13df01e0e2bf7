import { Link2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";

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

/** Share buttons: each network's sharing page in a 600x400 window; Copy Link to the clipboard. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {NETWORKS.map((n) => (
        <Button key={n.name} asChild variant="outline" size="sm">
          <a
            href={n.href(url, title)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => {
              e.preventDefault();
              window.open(n.href(url, title), "share", "width=600,height=400,noopener");
            }}
          >
            {n.name}
          </a>
        </Button>
      ))}
      <Button
        variant="outline"
        size="sm"
        type="button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            toast.success("Link Copied");
          } catch {
            toast.error("Error", { description: "Could not copy the link." });
          }
        }}
      >
        <Link2 /> Copy Link
      </Button>
    </div>
  );
}
