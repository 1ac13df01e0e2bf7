import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Two folders up is outside the importer's folder: `~/…` says where instead. */
const UP_TWO = {
  regex: "^(\\.\\./){2,}",
  message: "Import through ~/ (app/) or ~tests/ (tests/) outside the importer's own folder.",
};
/** From a module's top folder, `../` leaves the module. */
const OUT_OF_MODULE = { regex: "^\\.\\./", message: "Import another module through ~/modules/…." };
/**
 * Modules talk to each other through services, never through another module's repository; a
 * repository may read another's SQL fragment (no service in between: that made cycles).
 */
const OTHER_MODULE_REPOSITORY = {
  regex: "^~/modules/[^/]+/.*\\.repository\\.server(\\.ts)?$",
  message: "Use the other module's service, not its repository.",
};

/** Toasts go through ~/components/ui/toast, which loads sonner after the first screen (issue 43). */
const SONNER = {
  group: ["sonner"],
  message: "Import toast and Toaster from ~/components/ui/toast: it loads sonner when the page is idle.",
};

/**
 * In the browser, Intl's number and date formats and its collation load their locale data at first
 * use, inside the hydration of the page that uses them (ADR 083): counts and dates go through
 * ~/lib/format-count and ~/lib/format-date, strings are compared by code point.
 */
const LOCALE_DATA = "Loads Intl's locale data in the browser: use ~/lib/format-count or ~/lib/format-date (ADR 083).";
const NO_LOCALE_DATA = [
  {
    selector:
      "CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]",
    message: LOCALE_DATA,
  },
  { selector: "MemberExpression[object.name='Intl']", message: LOCALE_DATA },
];

export default defineConfig([
  globalIgnores([
    "build/",
    ".react-router/",
    "data/",
    "node_modules/",
    "test-results/",
    "bench/out/",
    "app/db/migrations/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // One import style: relative inside a folder, `~/…` (app/) and `~tests/…` (tests/) outside it.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_TWO, SONNER] }] },
  },
  {
    // A module's own files import each other relatively; another module is reached through `~/`.
    files: ["app/modules/*/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_TWO, OUT_OF_MODULE, SONNER] }] },
  },
  {
    files: ["app/modules/*/*/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_TWO, OTHER_MODULE_REPOSITORY, SONNER] }] },
  },
  {
    files: ["app/modules/*/*.{ts,tsx}"],
    ignores: ["app/modules/*/*.repository.server.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [UP_TWO, OUT_OF_MODULE, OTHER_MODULE_REPOSITORY, SONNER] }],
    },
  },
  {
    // Routes are thin: data comes through services, never straight from the database.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            UP_TWO,
            SONNER,
            {
              group: ["**/*.repository.server", "**/*.repository.server.ts"],
              message: "Routes call services, not repositories.",
            },
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/db/client.server"],
              message: "No SQL in routes: call a service.",
            },
          ],
        },
      ],
    },
  },
  {
    // What the browser may run. The server (and the tests) may use Intl freely.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
      "app/db/**",
      // A currency's own digit grouping (lakh for the rupee), on the invoice pages only.
      "app/modules/invoices/invoice-money.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...NO_LOCALE_DATA] },
  },
  {
    // The one place sonner is loaded.
    files: ["app/components/ui/toast.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [UP_TWO] }] },
  },
]);
