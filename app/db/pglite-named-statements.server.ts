// Named statements on PGlite (ADR 040, sixteenth-session addendum). PGlite's own `query` sends
// every statement unnamed, so PostgreSQL parses and plans it again at each execution: for the
// article page's statement 7.8 ms of the embedded database's time against 2.8 ms prepared, most of
// a rendered page. The client drizzle is given here runs the statements `builtOnce` named (they
// register their text) through the wire protocol with their name: parsed and described once in
// PGlite's one session, then only bound and executed. Everything else goes to PGlite as before.
import { parse, protocol, type messages, type PGlite, type QueryOptions } from "@electric-sql/pglite";

export type NamingClient = {
  /** The PGlite instance to give drizzle: `query` runs a registered text as its named statement. */
  client: PGlite;
  /** Registers the SQL text that `builtOnce` built under `name`. */
  name(text: string, name: string): void;
};

export function withNamedStatements(pglite: PGlite): NamingClient {
  const names = new Map<string, string>();
  /** The statements this session has parsed, with their parameters' type OIDs. */
  const prepared = new Map<string, number[]>();

  async function namedQuery(name: string, text: string, params: unknown[], options?: QueryOptions) {
    const exec = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
    await pglite._checkReady();
    // Both of PGlite's locks, as its own query takes them: no other query, and no open
    // transaction of another caller, runs between these messages.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const replies: messages.BackendMessage[] = [];
        try {
          let types = prepared.get(name);
          if (!types) {
            await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }));
            types = parse.parseDescribeStatementResults(await exec(protocol.serialize.describe({ type: "S", name })));
            prepared.set(name, types);
          }
          const paramTypes = types;
          const values = params.map((value, i) => {
            if (value === null || value === undefined) return null;
            const serializer = options?.serializers?.[paramTypes[i]!] ?? pglite.serializers[paramTypes[i]!];
            return serializer ? serializer(value) : String(value);
          });
          replies.push(
            ...(await exec(protocol.serialize.bind({ statement: name, values }))),
            ...(await exec(protocol.serialize.describe({ type: "P" }))),
            ...(await exec(protocol.serialize.execute({}))),
          );
        } finally {
          // After an error PostgreSQL skips everything up to the Sync: the session is ready again.
          replies.push(...(await exec(protocol.serialize.sync())));
        }
        await pglite.syncToFs();
        return parse.parseResults(replies, pglite.parsers, options)[0]!;
      }),
    );
  }

  const query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    const name = names.get(text);
    return name && params ? namedQuery(name, text, params, options) : pglite.query(text, params, options);
  }) as PGlite["query"];

  // PGlite keeps its state in private fields: its methods run on the instance itself.
  const client = new Proxy(pglite, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { client, name: (text, name) => void names.set(text, name) };
}
