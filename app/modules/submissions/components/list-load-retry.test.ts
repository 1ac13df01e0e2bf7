import { describe, expect, it } from "vitest";
import { isRetryableLoadError, loadWithRetries } from "./list-load-retry";

const noPause = () => 0;

describe("loading the submissions list in the browser", () => {
  it("tries again after a network failure and succeeds on the third attempt", async () => {
    let calls = 0;
    const result = await loadWithRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new TypeError("Failed to fetch");
        return "page";
      },
      3,
      noPause,
    );
    expect(result).toBe("page");
    expect(calls).toBe(3);
  });

  it("gives up after three attempts with the last error", async () => {
    let calls = 0;
    const failing = loadWithRetries(
      async () => {
        calls += 1;
        throw new Error(`attempt ${calls}`);
      },
      3,
      noPause,
    );
    await expect(failing).rejects.toThrow("attempt 3");
    expect(calls).toBe(3);
  });

  it("does not try again after a refusal or a redirect", async () => {
    expect(isRetryableLoadError(new Response(null, { status: 302 }))).toBe(false);
    expect(isRetryableLoadError(new Response(null, { status: 503 }))).toBe(true);
    let calls = 0;
    const refused = loadWithRetries(
      async () => {
        calls += 1;
        throw new Response("denied", { status: 403 });
      },
      3,
      noPause,
    );
    await expect(refused).rejects.toBeInstanceOf(Response);
    expect(calls).toBe(1);
  });
});
