import { cn } from "~/lib/utils";

export type JournalCoverProps = {
  shortName: string;
  title?: string;
  /** The journal theme's hero gradient (CSS background value). */
  gradient: string;
  /**
   * thumb: a small mark for menus (about 40x52 px); banner: a wide card header;
   * portrait: a book-like cover (give it a width; the height follows a 3:4 ratio).
   */
  variant?: "thumb" | "banner" | "portrait";
  className?: string;
};

/**
 * A cover drawn from the journal theme: journals have no cover image files, so every journal
 * gets a consistent, branded cover with its short name in capitals.
 */
export function JournalCover({ shortName, title, gradient, variant = "portrait", className }: JournalCoverProps) {
  const name = shortName.toUpperCase();
  if (variant === "thumb") {
    return (
      <span
        aria-hidden="true"
        className={cn(
          "relative flex h-14 w-11 shrink-0 items-end overflow-hidden rounded-[5px] px-0.5 pb-1 shadow-sm ring-1 ring-black/10",
          className,
        )}
        style={{ background: gradient }}
      >
        <CoverPattern className="opacity-40" />
        <span className="absolute inset-x-0 top-0 h-1 bg-white/35" />
        <span className="relative w-full text-center text-[8px] leading-none font-extrabold tracking-tight text-white">
          {name}
        </span>
      </span>
    );
  }
  if (variant === "banner") {
    return (
      <div
        className={cn("relative flex h-36 flex-col justify-end overflow-hidden p-5 text-white", className)}
        style={{ background: gradient }}
      >
        <CoverPattern />
        <span className="relative font-serif text-3xl font-bold tracking-wide drop-shadow-sm">{name}</span>
        {title ? <span className="relative mt-1 line-clamp-1 text-xs font-medium text-white/80">{title}</span> : null}
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label={`${name} cover`}
      className={cn(
        "relative flex aspect-[3/4] flex-col overflow-hidden rounded-md p-[8%] text-white shadow-md ring-1 ring-black/10",
        className,
      )}
      style={{ background: gradient }}
    >
      <CoverPattern />
      <span className="relative text-[0.6em] font-semibold uppercase tracking-[0.2em] text-white/75">Open Access</span>
      <span className="relative mt-auto font-serif text-[1.9em] font-bold leading-none tracking-wide">{name}</span>
      <span className="relative mt-[6%] h-[2px] w-1/3 bg-white/60" />
      {title ? (
        <span className="relative mt-[6%] line-clamp-3 text-[0.62em] leading-snug text-white/85">{title}</span>
      ) : null}
      <span className="relative mt-[10%] text-[0.55em] font-semibold uppercase tracking-[0.18em] text-white/70">
        Scholarly Press
      </span>
    </div>
  );
}

/** A faint molecular lattice drawn over the gradient. */
function CoverPattern({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={cn("pointer-events-none absolute inset-0 h-full w-full opacity-25", className)}
      viewBox="0 0 120 160"
      preserveAspectRatio="xMidYMid slice"
      fill="none"
      stroke="white"
      strokeWidth="1"
    >
      <circle cx="104" cy="18" r="44" strokeOpacity="0.35" />
      <circle cx="104" cy="18" r="28" strokeOpacity="0.5" />
      <path d="M70 40 L86 31 L102 40 L102 58 L86 67 L70 58 Z" />
      <path d="M102 58 L118 67 L118 85 L102 94 L86 85 L86 67" />
      <path d="M70 40 L58 28 M86 67 L80 82" strokeOpacity="0.7" />
      <circle cx="58" cy="28" r="3" fill="white" fillOpacity="0.6" stroke="none" />
      <circle cx="80" cy="82" r="2.5" fill="white" fillOpacity="0.6" stroke="none" />
      <circle cx="102" cy="40" r="2" fill="white" stroke="none" />
      <circle cx="86" cy="67" r="2" fill="white" stroke="none" />
      <path d="M0 150 C30 130 60 160 120 135" strokeOpacity="0.4" />
      <path d="M0 160 C40 140 70 168 120 148" strokeOpacity="0.25" />
    </svg>
  );
}
