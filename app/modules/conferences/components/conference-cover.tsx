import { Presentation } from "lucide-react";
import { cn } from "~/lib/utils";
import { conferenceCoverAttributes } from "../conference-cover-image";
import type { ConferenceType } from "../conference-display";

// Placeholder covers follow the journal palettes so a card without an image still looks intended.
const PLACEHOLDER_GRADIENTS: Record<ConferenceType, string> = {
  academic: "linear-gradient(135deg, #0c4a6e 0%, #0369a1 50%, #0284c7 100%)",
  workshop: "linear-gradient(135deg, #064e3b 0%, #047857 50%, #059669 100%)",
  symposium: "linear-gradient(135deg, #3b0764 0%, #6b21a8 50%, #7e22ce 100%)",
  seminar: "linear-gradient(135deg, #7c2d12 0%, #c2410c 50%, #ea580c 100%)",
  other: "linear-gradient(135deg, #1e293b 0%, #334155 50%, #475569 100%)",
};

/**
 * A conference's cover filling its box: the stored picture (its WebP sizes, `sizes` telling the
 * browser which to fetch), else a drawn placeholder. An address from older data is never drawn:
 * pages load pictures from this origin only; the background import stores it (ADR 052).
 */
export function ConferenceCover({
  conference,
  sizes,
  className,
  eager,
}: {
  conference: { conferenceType: ConferenceType; coverImageKey: string | null };
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const uploaded = conferenceCoverAttributes(conference.coverImageKey);
  const loading = eager ? "eager" : "lazy";
  if (uploaded) {
    return (
      <img
        {...uploaded}
        sizes={sizes}
        alt=""
        loading={loading}
        className={cn("h-full w-full object-cover", className)}
      />
    );
  }
  return (
    <div
      className={cn("flex h-full w-full items-center justify-center text-white/80", className)}
      style={{ background: PLACEHOLDER_GRADIENTS[conference.conferenceType] ?? PLACEHOLDER_GRADIENTS.other }}
      aria-hidden="true"
    >
      <Presentation className="size-12" strokeWidth={1.5} />
    </div>
  );
}
