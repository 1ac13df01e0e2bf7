import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

type Node = { type: string; start: number; end: number };
type Declarator = { init: Node | null };
type Statement = Node & { declaration?: Statement | null; declarations?: Declarator[] };

/**
 * In the client build, each top-level constant of a `*.schemas.ts` module that is made by a call
 * (a zod schema: `z.object({ … }).refine(…)`, or a helper that builds one) is marked as free of side
 * effects, wrapped in an immediately called arrow function with a `@__PURE__` annotation: a schema
 * the browser never reads is then left out, and zod with it, when a component imports only a
 * constant or a link builder from the module (docs/decisions/074). The bundler could not know
 * that a chain of methods on a schema (`.trim().min(1)`) or a helper's call has no side effects;
 * marking `z` alone (ADR 071) left most schemas in. Evaluation is unchanged where they are kept:
 * the same expressions, in the same order, when the module starts.
 */
export function pureSchemas(): Plugin {
  return {
    name: "scholarly-press:pure-schemas",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform: {
      filter: { id: /\.schemas\.ts$/ },
      handler(code) {
        const program = parseAst(code) as unknown as { body: Statement[] };
        const calls: Node[] = [];
        for (const statement of program.body) {
          const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
          if (declaration?.type !== "VariableDeclaration") continue;
          for (const { init } of declaration.declarations ?? []) {
            if (init?.type === "CallExpression") calls.push(init);
          }
        }
        if (calls.length === 0) return null;
        let out = code;
        for (const call of calls.reverse()) {
          const text = out.slice(call.start, call.end);
          if (!text.endsWith(")")) throw new Error(`pure-schemas: unexpected call text ${JSON.stringify(text)}`);
          out = `${out.slice(0, call.start)}/* @__PURE__ */ (() => ${text})()${out.slice(call.end)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}
