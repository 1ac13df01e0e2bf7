// The reader script (./script) bundled on its own, outside the application's module graph: Vite
// builds a `?worker` import as a separate self-contained script and gives its hashed URL.
import url from "./script/reader-script.ts?worker&url";

export const READER_SCRIPT_URL: string = url;
