const HONORIFICS = new Set(["dr", "prof", "professor", "mr", "mrs", "ms", "mx", "sir"]);

/** Up to two initials from a name, ignoring honorifics: "Prof. Dr. Ana María López" -> "AL". */
export function memberInitials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w && !HONORIFICS.has(w.toLowerCase()));
  if (!words.length) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : "";
  return (first + last).toUpperCase();
}
