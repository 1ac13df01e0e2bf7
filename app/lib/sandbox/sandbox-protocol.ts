// The messages between the server and its sandbox child (sandbox.server.ts, serve-jobs.server.ts),
// sent over the fork's IPC channel with `serialization: "advanced"` (structured clone), so bytes
// travel as Uint8Arrays rather than as JSON arrays of numbers.

/** The server asks the child to run one job of a kind in the child's table. */
export type JobRequest = { id: number; kind: string; input: unknown };

export type ChildMessage =
  /** The child has loaded its table and waits for jobs. */
  | { type: "ready" }
  | { type: "done"; id: number; value: unknown }
  /** The job threw: its message, for the caller to word as it needs. */
  | { type: "failed"; id: number; message: string };

/** A kind of job the child runs: a function of its input, whose result is sent back. */
export type SandboxJob = (input: never) => Promise<unknown> | unknown;

export type SandboxJobs = Record<string, SandboxJob>;

/** The argument that tells a module started by `fork` that it is the sandbox's child. */
export const SANDBOX_CHILD_FLAG = "--sandbox-child";
