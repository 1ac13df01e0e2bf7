// A sandbox child for sandbox.server.test.ts: jobs that answer, throw, spin and grow.
import { isSandboxChild, serveSandboxJobs } from "./serve-jobs.server";

const jobs = {
  echo: (input: { bytes: Uint8Array }) => ({ length: input.bytes.length, isBytes: input.bytes instanceof Uint8Array }),
  pid: () => process.pid,
  fail: () => {
    throw new Error("not a file this job reads");
  },
  /** Never ends: only the time limit stops it. */
  spin: () => {
    for (;;) {
      // busy
    }
  },
  /** Fills memory outside V8's heap, as an inflating stream does, until it is killed. */
  grow: async () => {
    const held: Uint8Array[] = [];
    for (;;) {
      held.push(new Uint8Array(16 * 1024 * 1024).fill(1));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  },
};

if (isSandboxChild()) void serveSandboxJobs(jobs, async () => undefined);
