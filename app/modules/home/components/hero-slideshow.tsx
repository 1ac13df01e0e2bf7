import { memo } from "react";
import { cn } from "~/lib/utils";

/** Four slides, one every four seconds (spec 9). */
export const HERO_SLIDES = [
  { src: "/images/hero/slide-1-molecular.svg", alt: "Model of a drug molecule", caption: "Medicinal chemistry" },
  {
    src: "/images/hero/slide-2-laboratory.svg",
    alt: "Laboratory glassware on a research bench",
    caption: "Pharmaceutics",
  },
  { src: "/images/hero/slide-3-data.svg", alt: "Charts of clinical research data", caption: "Evidence synthesis" },
  { src: "/images/hero/slide-4-therapeutics.svg", alt: "DNA helix and medicine capsules", caption: "Clinical science" },
] as const;

export const SLIDE_INTERVAL_MS = 4000;

/**
 * The hero image slideshow (desktop only), HTML-first (ADR 034): the server sends the first slide
 * shown, and the reader script (slideshow.ts) advances it every four seconds, pauses it while the
 * pointer or the focus is on it, shows a slide when its dot is pressed, and leaves it still for
 * visitors who prefer reduced motion. Memoized without changing props: React leaves it to the script.
 */
export const HeroSlideshow = memo(function HeroSlideshow({ className }: { className?: string }) {
  return (
    <div
      className={cn("relative", className)}
      role="region"
      aria-roledescription="carousel"
      aria-label="Research areas"
      data-slideshow={SLIDE_INTERVAL_MS}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15">
        {HERO_SLIDES.map((slide, i) => (
          <img
            key={slide.src}
            src={slide.src}
            alt={slide.alt}
            width={640}
            height={480}
            loading={i === 0 ? "eager" : "lazy"}
            aria-hidden={i !== 0}
            data-slide={slide.caption}
            className={cn(
              "absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ease-in-out",
              i === 0 ? "opacity-100" : "opacity-0",
            )}
          />
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <p className="sr-only" aria-live="polite" data-slide-caption="">
          {HERO_SLIDES[0].caption}
        </p>
        <div className="flex">
          {/* Each dot sits in a 24px target (WCAG 2.5.8, target size). */}
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              data-slide-to={i}
              aria-label={`Show slide ${i + 1}: ${slide.caption}`}
              aria-current={i === 0}
              className="group flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <span
                aria-hidden="true"
                className="h-2 w-2 rounded-full bg-white/40 transition-all group-hover:bg-white/70 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-white"
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
});
