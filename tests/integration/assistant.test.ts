import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_RATE_LIMIT, NO_ANSWER_MESSAGE, QUESTION_TOO_LONG } from "~/modules/assistant/assistant.constants";
import type { AssistantReply } from "~/modules/assistant/assistant.types";
import { clientAddressContext } from "~/lib/request-context";
import { action as assistantAction } from "~/routes/resources/assistant";
import { startFakeChatModel, type FakeChatModel } from "../helpers/fake-chat-model";
import { routeArgs } from "../helpers/route-args";
import { startTestPlatform, type TestPlatform } from "../helpers/test-platform";

type ActionArgs = Parameters<typeof assistantAction>[0];

async function ask(question: unknown, address = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, address);
  const request = new Request("http://journals.test/api/assistant", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ question }),
  });
  const response = await assistantAction(routeArgs(request, {}, context) as unknown as ActionArgs);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as AssistantReply & { message?: string },
  };
}

describe("the contact assistant without a language model", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it("answers a question about the APC with the APC page's figures and a link to it", async () => {
    const { status, body } = await ask("How much is the article processing charge?");
    expect(status).toBe(200);
    expect(body.composed).toBe(false);
    expect(body.sources[0]!.url).toBe("/article-processing-charges#fee-structure");
    expect(body.response).toContain("₹3,000");
    expect(body.response).toContain("US$150");
  });

  it("answers from the journals' own settings and pages: review times and formats", async () => {
    const review = await ask("How long does peer review take?");
    expect(review.body.sources.some((s) => s.url.startsWith("/peer-review-policy"))).toBe(true);
    const formats = await ask("Which manuscript file formats are accepted?");
    expect(formats.body.sources.some((s) => /^\/journal\/\w+\?tab=submission/.test(s.url))).toBe(true);
    expect(formats.body.response).toMatch(/DOCX/);
  });

  it("says so and points to the contact form when nothing fits", async () => {
    const { status, body } = await ask("Who painted the Mona Lisa?");
    expect(status).toBe(200);
    expect(body.response).toBe(NO_ANSWER_MESSAGE);
    expect(body.sources).toEqual([]);
  });

  it("refuses an empty or overlong question with 400, and hostile text calmly", async () => {
    expect((await ask("   ")).status).toBe(400);
    expect((await ask(42)).status).toBe(400);
    const long = await ask("fee ".repeat(200));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(QUESTION_TOO_LONG);
    expect((await ask("fee\u0000 ' & | ! :* ( <-> \\")).status).toBe(200);
  });

  it("limits each client to its share of questions, with Retry-After", async () => {
    const address = "198.51.100.23";
    for (let i = 0; i < ASSISTANT_RATE_LIMIT.questions; i++) expect((await ask("refund", address)).status).toBe(200);
    const refused = await ask("refund", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another reader is not affected.
    expect((await ask("refund", "198.51.100.24")).status).toBe(200);
  });
});

describe("the contact assistant with a language model", () => {
  let platform: TestPlatform;
  let model: FakeChatModel;
  beforeAll(async () => {
    model = await startFakeChatModel({
      reply: () => "The APC is ₹3,000 for Indian authors and US$150 otherwise [1].",
    });
    platform = await startTestPlatform({
      env: { ASSISTANT_MODEL_URL: model.url, ASSISTANT_MODEL_KEY: "test-key", ASSISTANT_MODEL: "tiny-model" },
    });
  });
  afterAll(async () => {
    await platform.stop();
    await model.close();
  });

  it("has the model compose the answer from the retrieved passages only, and links them", async () => {
    const { status, body } = await ask("How much is the article processing charge?");
    expect(status).toBe(200);
    expect(body.composed).toBe(true);
    expect(body.response).toBe("The APC is ₹3,000 for Indian authors and US$150 otherwise [1].");
    expect(body.sources.map((s) => s.url)).toContain("/article-processing-charges#fee-structure");
    const call = model.calls.at(-1)!;
    expect(call.path).toBe("/v1/chat/completions");
    expect(call.authorization).toBe("Bearer test-key");
    expect(call.body.model).toBe("tiny-model");
    const prompt = call.body.messages.at(-1)!.content;
    expect(prompt).toContain("Article Processing Charges: Fee structure");
    expect(prompt).toContain("₹3,000");
    expect(prompt).toContain("Question: How much is the article processing charge?");
  });

  it("does not call the model when no passage fits", async () => {
    const before = model.calls.length;
    expect((await ask("Who painted the Mona Lisa?")).body.response).toBe(NO_ANSWER_MESSAGE);
    expect(model.calls.length).toBe(before);
  });

  it("answers with the passages themselves when the model fails", async () => {
    model.failWith(503);
    const { status, body } = await ask("How much is the article processing charge?");
    expect(status).toBe(200);
    expect(body.composed).toBe(false);
    expect(body.response).toContain("₹3,000");
  });
});
