/** "monthly" -> "Monthly"; the spec's default is Monthly. */
export function frequencyLabel(frequency: string | null | undefined): string {
  const f = frequency?.trim() || "monthly";
  return f.charAt(0).toUpperCase() + f.slice(1).toLowerCase();
}

/** Impact factor as shown in summaries: one or more decimals as stored, or "N/A". */
export function impactFactorLabel(impactFactor: number | null | undefined): string {
  return impactFactor == null ? "N/A" : impactFactor.toFixed(impactFactor < 10 ? 2 : 1).replace(/0$/, "");
}
