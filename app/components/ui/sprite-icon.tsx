import type { CSSProperties } from "react";
import type { LucideProps } from "lucide-react";

/** Whether an icon's attributes name it for assistive technology (an ARIA attribute, a role, a title). */
function hasLabel(attributes: object): boolean {
  for (const name in attributes) if (name.startsWith("aria-") || name === "role" || name === "title") return true;
  return false;
}

/**
 * A lucide-react icon drawn by reference to the built icon sprite (ADR 077): what every
 * `lucide-react` import is in the production build (scripts/icon-sprite-plugin.ts). It takes
 * lucide-react's props. Its size defaults to 24 px and its stroke width to 2 in app.css; a
 * `size`, `strokeWidth` or `color` prop becomes an inline style, which wins over classes as
 * Lucide's attributes would lose to them. Hidden from assistive technology, as Lucide's icons are,
 * unless it is given a label, a role, a title or children.
 */
export function spriteIcon(href: string) {
  function SpriteIcon({
    className,
    size,
    strokeWidth,
    absoluteStrokeWidth,
    color,
    style,
    children,
    ...rest
  }: LucideProps) {
    // Most icons have none of these: no style object is made for them.
    let own: CSSProperties | undefined;
    if (size !== undefined || strokeWidth !== undefined || color !== undefined) {
      own = {};
      if (size !== undefined) Object.assign(own, { width: size, height: size });
      if (strokeWidth !== undefined)
        own.strokeWidth = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size ?? 24) : strokeWidth;
      if (color !== undefined) own.color = color;
    }
    const labelled = children != null || hasLabel(rest);
    return (
      <svg
        aria-hidden={labelled ? undefined : "true"}
        {...rest}
        className={className ? `lucide ${className}` : "lucide"}
        style={own ? { ...own, ...style } : style}
      >
        {children}
        <use href={href} />
      </svg>
    );
  }
  return SpriteIcon;
}
