import path from "node:path";
import type { Plugin } from "vite";

/**
 * The browser runs on Preact, the server renders with React (ADR 087): in the client environment
 * React's modules are the ones in app/lib/preact, preact/compat with what React 19 adds.
 */
const SHIMS = path.resolve(import.meta.dirname, "../app/lib/preact");
const TARGETS: Record<string, string> = {
  react: "react.ts",
  "react-dom": "react-dom.ts",
  "react-dom/client": "react-dom-client.ts",
  "react/jsx-runtime": "jsx-runtime.ts",
  "react/jsx-dev-runtime": "jsx-runtime.ts",
  "react-is": "react-is.ts",
};
/** The files React's packages resolve to, for the development server's pre-bundling (below). */
const PACKAGE_FILES: Record<string, string> = {
  "react/index.js": "react",
  "react/jsx-runtime.js": "react/jsx-runtime",
  "react/jsx-dev-runtime.js": "react/jsx-dev-runtime",
  "react-dom/index.js": "react-dom",
  "react-dom/client.js": "react-dom/client",
  "react-is/index.js": "react-is",
};

const shimFor = (id: string) => (TARGETS[id] ? path.join(SHIMS, TARGETS[id]) : null);

/** The shim that stands for a file of React's packages, when it is one. */
function shimForFile(file: string) {
  const inPackages = file.split(`${path.sep}node_modules${path.sep}`).pop() ?? "";
  const id = PACKAGE_FILES[inPackages.split(path.sep).join("/")];
  return id ? shimFor(id) : null;
}

export function preactInTheBrowser(): Plugin {
  let serving = false;
  return {
    name: "scholarly-press:preact-in-the-browser",
    enforce: "pre",
    config: (_, { command }) => {
      serving = command === "serve";
      // The development server pre-bundles dependencies without Vite's plugins: there React's
      // files (what the dependencies import, and the entries React Router asks for) become the
      // shims, so the application and its dependencies share one bundled Preact and one copy of
      // each shim.
      return {
        environments: {
          client: {
            optimizeDeps: {
              rolldownOptions: {
                plugins: [
                  {
                    name: "scholarly-press:preact-in-pre-bundling",
                    resolveId: (id: string) => shimFor(id),
                    load(file: string) {
                      const shim = shimForFile(file);
                      if (!shim) return null;
                      const from = JSON.stringify(shim);
                      // Each shim has a default export: the pre-bundler imports React's CommonJS
                      // modules through one.
                      return `export * from ${from};\nexport { default } from ${from};`;
                    },
                  },
                ],
              },
            },
          },
        },
      };
    },
    applyToEnvironment: (environment) => environment.name === "client",
    // React Router's fast refresh keeps state through React's refresh runtime, which Preact has not:
    // an edited component would stay as it was. The development server reloads the page instead
    // (styles still change in place).
    hotUpdate({ file }) {
      if (file.endsWith(".css")) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
    resolveId(id, importer) {
      // The development server takes React's ids from the pre-bundled dependencies (above).
      if (serving) return null;
      // The shims themselves import preact/compat, never react.
      if (importer?.startsWith(SHIMS)) return null;
      return shimFor(id);
    },
  };
}
