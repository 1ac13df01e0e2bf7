import type { LucideIcon } from "lucide-react";

/**
 * Icons drawn once in a page and shown by reference (`<use>`), for lists that repeat the same icons
 * on every row: an icon is then about 60 bytes of markup and two elements instead of 300-600 bytes
 * and three to five elements, which the browser parses and React hydrates (docs/decisions/075).
 *
 *   const ICONS = { pencil: Pencil, trash: Trash2 };
 *   <IconSprite prefix="articles-icon" icons={ICONS} />   (once, before or after the rows)
 *   <SpriteIcon prefix="articles-icon" name="pencil" />    (in each row; sized by its parent's CSS)
 *
 * The icons keep Lucide's drawing (stroke in the text's colour), so they look as before.
 */
export function IconSprite<Name extends string>({
  prefix,
  icons,
}: {
  prefix: string;
  icons: Record<Name, LucideIcon>;
}) {
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute size-0 overflow-hidden">
      {(Object.entries(icons) as [Name, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One icon of an IconSprite on the same page. Give it a size (for example `size-4`) or size it from its parent. */
export function SpriteIcon({ prefix, name, className }: { prefix: string; name: string; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${prefix}-${name}`} />
    </svg>
  );
}
