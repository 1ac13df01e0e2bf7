// A reference as pages, dialogs and exports show it: read by this module's queries or, inside the
// article page's one statement, by the articles module (referencesAsJson).
import { articlePath } from "~/lib/paths";
import type { ReferenceRow } from "./references.repository.server";

export type StoredReference = {
  text: string;
  doi: string | null;
  /** The page of the platform's own article the reference names, when it is public. */
  internalPath: string | null;
};

/** A reference as read (findReferences, referencesAsJson), with the path of the article it matched. */
export function storedReference(r: ReferenceRow): StoredReference {
  return {
    text: r.text,
    doi: r.doi,
    internalPath:
      r.matchedJournal && r.matchedVolume !== null && r.matchedNumber !== null
        ? articlePath(r.matchedJournal, r.matchedVolume, r.matchedNumber)
        : null,
  };
}
