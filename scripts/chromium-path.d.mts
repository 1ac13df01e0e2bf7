/** The Chromium the tests and scripts drive (scripts/chromium-path.mjs). */
export const chromiumPath: string;
