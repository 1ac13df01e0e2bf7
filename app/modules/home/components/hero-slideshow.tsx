import { useEffect, useState } from "react";
import { cn } from "../../../lib/utils";

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

/** The hero image slideshow (desktop only). It does not advance for visitors who prefer reduced motion. */
export function HeroSlideshow({ className }: { className?: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reduce.matches || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % HERO_SLIDES.length), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div
      className={cn("relative", className)}
      role="region"
      aria-roledescription="carousel"
      aria-label="Research areas"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
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
            aria-hidden={i !== index}
            className={cn(
              "absolute inset-0 h-full w-full object-cover transition-opacity duration-1000 ease-in-out",
              i === index ? "opacity-100" : "opacity-0",
            )}
          />
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <p className="sr-only" aria-live="polite">
          {HERO_SLIDES[index].caption}
        </p>
        <div className="flex">
          {/* Each dot sits in a 24px target (WCAG 2.5.8, target size). */}
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show slide ${i + 1}: ${slide.caption}`}
              aria-current={i === index}
              className="group flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "h-2 rounded-full transition-all",
                  i === index ? "w-8 bg-white" : "w-2 bg-white/40 group-hover:bg-white/70",
                )}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
