import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Sandbox } from "./sandbox.server";
import { SANDBOX_MESSAGES, SandboxJobError, SandboxLimitError, SandboxUnavailableError } from "./sandbox-errors";

const MB = 1024 * 1024;
const sandbox = new Sandbox({ entry: path.join(import.meta.dirname, "sandbox-test-child.fixture.ts"), heapMb: 512 });
const limits = { timeLimitMs: 5_000, growthLimitBytes: 128 * MB };
afterAll(() => sandbox.close());

describe("the sandbox", () => {
  it("runs a job in a child process and answers with its result, bytes passed as bytes", async () => {
    const answer = await sandbox.run("echo", { bytes: new Uint8Array(3 * MB) }, limits);
    expect(answer).toEqual({ length: 3 * MB, isBytes: true });
    expect(await sandbox.run("pid", null, limits)).not.toBe(process.pid);
  });

  it("reuses its child for later jobs and keeps it after a job that threw", async () => {
    const pid = await sandbox.run<number>("pid", null, limits);
    await expect(sandbox.run("fail", null, limits)).rejects.toThrow(new SandboxJobError("not a file this job reads"));
    expect(await sandbox.run("pid", null, limits)).toBe(pid);
  });

  it("kills a child that grows past the memory limit, with the message for a decompression bomb", async () => {
    const pid = await sandbox.run<number>("pid", null, limits);
    const killed = sandbox.run("grow", null, limits);
    await expect(killed).rejects.toBeInstanceOf(SandboxLimitError);
    await expect(killed).rejects.toThrow(SANDBOX_MESSAGES.tooLarge);
    expect(SANDBOX_MESSAGES.tooLarge).toBe("The file could not be read: it is too large when decompressed");
    // The next job gets a fresh child.
    expect(await sandbox.run("pid", null, limits)).not.toBe(pid);
  });

  it("kills a job that passes its time limit, while the server's own timers keep running", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const started = Date.now();
    const killed = sandbox.run("spin", null, { ...limits, timeLimitMs: 1_000 });
    await expect(killed).rejects.toThrow("The file could not be read: it took too long to process");
    clearInterval(ticker);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(ticks).toBeGreaterThan(5);
  });

  it("runs jobs one at a time, in the order they came", async () => {
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) => sandbox.run("echo", { bytes: new Uint8Array(n) }, limits).then(() => order.push(n))),
    );
    expect(order).toEqual([1, 2, 3]);
  });

  it("closed, ends a running job as unavailable (no verdict on its file) and refuses new ones", async () => {
    const closing = new Sandbox({ entry: path.join(import.meta.dirname, "sandbox-test-child.fixture.ts"), heapMb: 64 });
    await closing.run("pid", null, limits);
    const running = closing.run("spin", null, limits);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await closing.close();
    await expect(running).rejects.toBeInstanceOf(SandboxUnavailableError);
    await expect(closing.run("pid", null, limits)).rejects.toBeInstanceOf(SandboxUnavailableError);
  });
});
