// The Chromium that the tests and scripts drive: always Debian's, never a downloaded browser (ADR 079).
// Debian's headless shell (package chromium-headless-shell, built from the same source as chromium)
// when it is installed, else the full browser. The shell has no browser window to keep behind the
// page: the end-to-end stage took 629 s with it and 847 s with the full browser in headless mode,
// on the two-core machine, all tests passing both times. CHROMIUM_PATH chooses another.
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = "/usr/bin/chromium";

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
