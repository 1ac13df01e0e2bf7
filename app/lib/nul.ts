/**
 * Whether a value (a string, or any JSON value) holds a NUL character anywhere, keys included.
 * Nothing legitimate does, and PostgreSQL refuses it in text columns.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, v]) => containsNul(key) || containsNul(v));
  }
  return false;
}
