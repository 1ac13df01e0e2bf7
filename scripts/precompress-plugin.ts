import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

/**
 * Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every text file of the
 * client build, once at build time; the server sends them to browsers that accept them
 * (serveStatic with `precompressed`), so scripts and styles cost no compression work per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: "scholarly-press:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT_ASSET.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}
