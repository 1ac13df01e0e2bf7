// `npm run lint`: ESLint, Prettier's check and madge (no import cycle), side by side. Each is one
// process that mostly keeps one core busy; one after the other they took 84 s on the two-core
// machine, and CI runs them beside the type check (ADR 081). Each one's output is printed whole
// once it ends; the exit code is 1 if any failed.
import { spawn } from "node:child_process";
import path from "node:path";

const CHECKS = [
  ["eslint", ["."]],
  ["prettier", ["--check", "."]],
  ["madge", ["--circular", "app", "server"]],
];

// The packages' commands, also when run as `node scripts/lint.mjs` rather than through npm.
const bin = path.resolve(import.meta.dirname, "../node_modules/.bin");
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

const results = await Promise.all(
  CHECKS.map(
    ([command, args]) =>
      new Promise((resolve) => {
        let output = "";
        const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("error", (error) => resolve({ command, code: 1, output: `${output}${error.message}\n` }));
        child.on("close", (code) => resolve({ command, code, output }));
      }),
  ),
);
for (const { command, code, output } of results) {
  process.stdout.write(`> ${command}: ${code === 0 ? "ok" : `exit ${code}`}\n${output}`);
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
