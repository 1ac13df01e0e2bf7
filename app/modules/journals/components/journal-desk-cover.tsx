import { JournalCover } from "./journal-cover";
import { journalCoverImage } from "../journal-cover-image";
import { cn } from "~/lib/utils";

/** A journal's cover on the desk: its stored picture (uploaded or fetched from an address), else its drawn banner. */
export function JournalDeskCover({
  journal,
  className,
}: {
  journal: {
    shortName: string;
    title: string;
    coverImageKey: string | null;
    heroGradient: string;
  };
  className?: string;
}) {
  const image = journalCoverImage(journal);
  if (image) {
    return (
      <img
        {...image}
        sizes="(min-width: 1024px) 30rem, 100vw"
        alt={`Cover of ${journal.title}`}
        loading="lazy"
        decoding="async"
        className={cn("h-36 w-full object-cover", className)}
      />
    );
  }
  return (
    <JournalCover
      variant="banner"
      shortName={journal.shortName}
      title={journal.title}
      gradient={journal.heroGradient}
      className={className}
    />
  );
}
