// Before each test file: uploads are read by the child built once for the run
// (tests/setup/file-reader-build.ts), not by the source through tsx.
import { inject } from "vitest";
import { setFileReaderEntry } from "~/modules/file-reader/file-reader.server";

setFileReaderEntry(inject("fileReaderEntry"));
