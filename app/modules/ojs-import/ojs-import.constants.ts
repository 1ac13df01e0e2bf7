// Limits and messages of the OJS import (ADR 065). Universal: the screen shows the same words.
import { formatCount } from "~/lib/format-count";

const MB = 1024 * 1024;

/**
 * The largest export accepted. The sandbox holds the file, its parsed document and one decoded
 * file at a time: a 256 MiB export (about 190 MB of files once decoded) fits in its allowance.
 * Larger back catalogues are exported issue by issue, as OJS itself advises.
 */
export const OJS_IMPORT_MAX_BYTES = 256 * MB;

/** A page of the runs list on the import screen. */
export const OJS_RUNS_SHOWN = 10;
/** Old base URLs a journal may keep. */
export const OJS_OLD_BASES_MAX = 10;

export const OJS_MESSAGES = {
  tooLarge: (max: number) =>
    `The file is too large: an export may have at most ${Math.round(max / MB)} MB. Export the journal issue by issue.`,
  notXml: "The file is not a well-formed XML file.",
  notUtf8: "The file is not UTF-8 XML, as OJS writes its exports.",
  doctype:
    "The file declares a DOCTYPE (entities). OJS never writes one in an export; such files are refused, as they can read files of the server or expand without end.",
  notNative:
    "This is not an OJS Native XML export: its root element must be <issues>, <issue>, <articles> or <article> of the namespace http://pkp.sfu.ca.",
  invalid: (version: string) =>
    `The file does not match the Native XML format of any OJS version (the closest is OJS ${version}); nothing was imported. Its first problems:`,
  journalNotFound: (shortName: string) => `No journal has the short name "${shortName}".`,
  accessDenied: "Access Denied: only the platform's administrators may import into a journal.",
  noFile: "Choose an OJS Native XML file to import.",
  baseUrlInvalid: "Enter the old address as a full URL, such as https://old.example.org/index.php/jpk.",
  baseUrlIsThisSite:
    "This is this site's own address: give the journal's path too (https://this.site/index.php/jpk), or its old host.",
  baseUrlTaken: "This old address is already kept for a journal.",
  baseUrlsTooMany: "A journal may keep at most 10 old addresses.",
  runNotFound: "This import was not found.",
  notXmlUpload: "Choose an OJS Native XML export (an .xml file).",
  queued: "The export was received: its import runs in the background.",
  uploadFailed: "Failed to receive the export. Please try again.",
  runDone: (fileName: string) => `The import of ${fileName} is done.`,
  runFailed: (fileName: string) => `The import of ${fileName} was refused or failed.`,
  baseUrlAdded: "The old address is kept: its links now lead here.",
  baseUrlRemoved: "The old address was removed.",
  invalidRequest: "Invalid request.",
  redeposited: (n: number) =>
    `${formatCount(n)} DOI deposit${n === 1 ? "" : "s"} queued with the new addresses: follow them on the DOIs screen.`,
  noImportedDois: "No published article imported from OJS has a DOI.",
  noCrossrefAccount:
    "Nothing was deposited: enter the journal's Crossref account on the DOI & Crossref tab of its settings first.",
} as const;
