// The child's side of the sandbox (sandbox.server.ts): runs the jobs the server sends, one at a
// time, and answers each. It holds no database, storage or secret: only what a job is sent.
import { SANDBOX_CHILD_FLAG, type ChildMessage, type JobRequest, type SandboxJobs } from "./sandbox-protocol";

/** Whether this process was started by the sandbox (a module may also be imported to be bundled). */
export function isSandboxChild(): boolean {
  return typeof process.send === "function" && process.argv.includes(SANDBOX_CHILD_FLAG);
}

/**
 * Answers the server's job requests with `jobs` until the server goes away. `preload` loads the
 * jobs' parsers first: the server counts a job's memory and time from the ready child, so that
 * they measure the file's parse, not the loading of a library.
 */
export async function serveSandboxJobs(jobs: SandboxJobs, preload: () => Promise<unknown>): Promise<void> {
  const send = (message: ChildMessage) => process.send!(message);
  // The server died or closed the channel: nothing will ask for the result.
  process.on("disconnect", () => process.exit(0));
  process.on("message", async (request: JobRequest) => {
    const job = Object.hasOwn(jobs, request.kind) ? jobs[request.kind] : undefined;
    try {
      if (!job) throw new Error(`no sandbox job "${request.kind}"`);
      send({ type: "done", id: request.id, value: await job(request.input as never) });
    } catch (error) {
      send({ type: "failed", id: request.id, message: error instanceof Error ? error.message : String(error) });
    }
  });
  await preload();
  send({ type: "ready" });
}
