import type { HighlightPart } from "../highlight";

/** Text with its matched words marked; every part is rendered as text (React escapes it). */
export function HighlightedText({ parts }: { parts: HighlightPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
