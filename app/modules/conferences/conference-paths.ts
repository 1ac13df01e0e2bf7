/** The public page of one conference. */
export function conferencePath(id: string): string {
  return `/conferences/${id}`;
}
