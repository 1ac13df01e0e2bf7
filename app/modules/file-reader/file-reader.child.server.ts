// The entry of the sandbox's child process (ADR 049): the jobs run on untrusted files, each a
// parse that a crafted file can make huge or endless. Built as its own file in production
// (build/server/file-reader.js, vite.config.ts) and once per test run (tests/setup/
// file-reader-build.ts); run from this source through tsx in development.
import { isSandboxChild, serveSandboxJobs } from "~/lib/sandbox/serve-jobs.server";
import type { SandboxJobs } from "~/lib/sandbox/sandbox-protocol";
import type { RenditionsInput } from "~/modules/images/image-renditions.server";
import type { FullIssueInput } from "~/modules/issue-pdf/full-issue-pdf.server";
import type { BlindCopyInput } from "~/modules/submission-files/blind-copy.child.server";
import type { StampInput } from "~/modules/articles/stamp-pdf.child.server";
import type { OjsReadInput } from "~/modules/ojs-import/ojs-native.reader.server";

// Imported when a job runs (already loaded by then: see preload), so that importing this module
// to know its jobs' types loads no parser.
const pdf = () => import("~/modules/pdf-metadata/read-pdf.server");
const frontMatter = () => import("~/modules/pdf-metadata/read-front-matter.server");
const images = () => import("~/modules/images/image-renditions.server");
const issuePdf = () => import("~/modules/issue-pdf/full-issue-pdf.server");
const blindCopy = () => import("~/modules/submission-files/blind-copy.child.server");
const stamp = () => import("~/modules/articles/stamp-pdf.child.server");
const ojsNative = () => import("~/modules/ojs-import/ojs-native.reader.server");

export const fileReaderJobs = {
  /** A PDF galley's front matter: title, authors, abstract... (the desk's 'Extract metadata'). */
  "pdf-metadata": async (bytes: Uint8Array) => (await frontMatter()).readFrontMatter(bytes),
  /** A PDF's page count and Info author, from its Info dictionary alone. */
  "pdf-info": async (bytes: Uint8Array) => (await pdf()).readPdfInfo(bytes),
  /** Whether a PDF's first page can be decoded. */
  "pdf-first-page": async (bytes: Uint8Array) => (await pdf()).readFirstPage(bytes),
  /** An uploaded picture's WebP sizes (covers, board photos). */
  "image-renditions": async (input: RenditionsInput) => (await images()).makeRenditions(input),
  /** An issue's full PDF, made of its articles' PDF galleys (pdf-lib parses each). */
  "full-issue-pdf": async (input: FullIssueInput) => (await issuePdf()).buildFullIssuePdf(input),
  /** A PDF, DOCX or ODT without the document properties that name people (ADR 054). */
  "blind-copy": async (input: BlindCopyInput) => (await blindCopy()).makeBlindCopy(input),
  /** A retracted article's PDF galley stamped 'RETRACTED' on every page (ADR 066). */
  "stamp-retracted": async (input: StampInput) => (await stamp()).stampPdf(input),
  /** An OJS Native XML export, validated and read, its files decoded to a folder (ADR 065). */
  "ojs-native": async (input: OjsReadInput) => (await ojsNative()).readOjsExportJob(input),
} satisfies SandboxJobs;

export type FileReaderJobs = typeof fileReaderJobs;

async function loadParsers() {
  await frontMatter();
  await (await pdf()).loadPdfJs();
  const sharp = await (await import("~/modules/images/load-sharp.server")).loadSharp();
  // libvips would keep decoded pictures for reuse: memory the watchdog counts against later jobs.
  sharp.cache(false);
  await issuePdf();
  await blindCopy();
  await stamp();
}

if (isSandboxChild()) void serveSandboxJobs(fileReaderJobs, loadParsers);
