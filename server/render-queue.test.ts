import { describe, expect, it } from "vitest";
import { RenderQueue } from "./render-queue";

/** A task that ends when `finish` is called, noting when it started and ended. */
function task(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish: () => finish(),
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the render queue", () => {
  it("runs at most its limit at once and the others in their order of arrival", async () => {
    const queue = new RenderQueue(2, 10_000);
    const log: string[] = [];
    const tasks = ["a", "b", "c", "d"].map((name) => task(log, name));
    const results = tasks.map((t) => queue.run(t.run));
    await turn();
    expect(log).toEqual(["start a", "start b"]);
    expect(queue.queued).toBe(2);
    tasks[1]!.finish();
    await turn();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(log.indexOf("start d")).toBeGreaterThan(log.indexOf("end a"));
    expect(queue.queued).toBe(0);
  });

  it("lets the next start when a render holds its place longer than holdMs", async () => {
    const queue = new RenderQueue(1, 20);
    const log: string[] = [];
    const slow = task(log, "export");
    const page = task(log, "page");
    const slowDone = queue.run(slow.run);
    const pageDone = queue.run(page.run);
    await turn();
    expect(log).toEqual(["start export"]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(log).toEqual(["start export", "start page"]);
    page.finish();
    slow.finish();
    await Promise.all([slowDone, pageDone]);
    // The early release and the end together gave back one place, not two: still one at a time.
    const log2: string[] = [];
    const [x, y] = [task(log2, "x"), task(log2, "y")];
    const both = [queue.run(x.run), queue.run(y.run)];
    await turn();
    expect(log2).toEqual(["start x"]);
    x.finish();
    y.finish();
    await Promise.all(both);
  });

  it("gives the place on when a task fails", async () => {
    const queue = new RenderQueue(1, 10_000);
    const failing = queue.run(() => Promise.reject(new Error("statement failed")));
    const next = queue.run(() => Promise.resolve("rendered"));
    await expect(failing).rejects.toThrow("statement failed");
    expect(await next).toBe("rendered");
  });
});
