import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // Routes are thin: data comes through services, never straight from the database.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
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
    // Modules talk to each other through services, never through another module's repository.
    files: ["app/modules/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*/*.repository.server", "../../*/*.repository.server", "../../../*/*.repository.server"],
              message: "Use the other module's service, not its repository.",
            },
          ],
        },
      ],
    },
  },
]);
