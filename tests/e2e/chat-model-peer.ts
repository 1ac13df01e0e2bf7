// The language model of the end-to-end tests: the fake OpenAI-compatible API of
// tests/helpers/fake-chat-model.ts on a local port, answering with the first passage it is given,
// marked as its own. Started by scripts/test.mjs, which passes its URL to the demo server as
// ASSISTANT_MODEL_URL (the fresh server has no model, so both ways of answering are tried). Prints
// its URL as one JSON line, then runs until it is stopped.
import { startFakeChatModel } from "../helpers/fake-chat-model";

const fake = await startFakeChatModel();
console.log(JSON.stringify({ url: fake.url }));

const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
