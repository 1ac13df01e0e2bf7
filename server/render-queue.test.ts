import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { inTurn, placeOf, RenderQueue } from "./render-queue";

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

describe("requests in turn before the application (inTurn)", () => {
  const servers: http.Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A server whose application notes what it sees, and answers each request when told to. */
  async function serve(queue: RenderQueue) {
    const seen: string[] = [];
    const answer = new Map<string, () => void>();
    const waited = new Map<string, number | undefined>();
    const listener = inTurn(
      queue,
      (target) => target.startsWith("/assets/"),
      (req, res) => {
        const name = `${req.method} ${req.url}`;
        seen.push(name);
        waited.set(name, placeOf(req)?.waitedMs);
        answer.set(name, () => res.end("ok"));
      },
    );
    const server = http.createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const send = (method: string, path: string) => {
      const request = http.request({ port, host: "127.0.0.1", method, path, agent: false });
      const done = new Promise<string>((resolve, reject) => {
        request.on("response", (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve(body));
        });
        request.on("error", reject);
      });
      request.end();
      return { request, done };
    };
    return { seen, answer, waited, send };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(check()).toBe(true);
  };

  it("has a GET wait for its place before the application sees it; built files and writes do not wait", async () => {
    const { seen, answer, waited, send } = await serve(new RenderQueue(1, 10_000));
    const first = send("GET", "/journal/a");
    await until(() => seen.length === 1);
    const second = send("GET", "/journal/b");
    const post = send("POST", "/journal/c");
    const asset = send("GET", "/assets/app.js");
    await until(() => seen.length === 3);
    expect(seen).toEqual(["GET /journal/a", "POST /journal/c", "GET /assets/app.js"]);
    expect(waited.get("POST /journal/c")).toBeUndefined();
    // The end of the first answer gives its place to the next in line.
    answer.get("GET /journal/a")!();
    expect(await first.done).toBe("ok");
    await until(() => seen.length === 4);
    expect(seen.at(-1)).toBe("GET /journal/b");
    expect(waited.get("GET /journal/b")).toBeGreaterThan(0);
    for (const name of ["GET /journal/b", "POST /journal/c", "GET /assets/app.js"]) answer.get(name)!();
    expect(await Promise.all([second.done, post.done, asset.done])).toEqual(["ok", "ok", "ok"]);
  });

  it("passes on nothing for a reader who left while waiting, and gives the place on", async () => {
    const { seen, answer, send } = await serve(new RenderQueue(1, 10_000));
    const first = send("GET", "/journal/a");
    await until(() => seen.length === 1);
    const gone = send("GET", "/journal/gone");
    gone.done.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    gone.request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer.get("GET /journal/a")!();
    await first.done;
    const next = send("GET", "/journal/next");
    await until(() => seen.length === 2);
    expect(seen).toEqual(["GET /journal/a", "GET /journal/next"]);
    answer.get("GET /journal/next")!();
    expect(await next.done).toBe("ok");
  });
});
