/** Font size (rem) for a keyword cloud entry: 0.8 for the rarest up to 1.4 for the most frequent. */
export function keywordSize(count: number, min: number, max: number): number {
  if (max <= min) return 1.1;
  return Math.round((0.8 + ((count - min) / (max - min)) * 0.6) * 100) / 100;
}
