import { logger } from "~/lib/logger.server";

/**
 * A response body written piece by piece as `chunks` yields them, so a long XML list is sent as
 * it is read from the database and never held whole in memory. A client that goes away stops the
 * generator (and so the reading).
 */
export function textStream(chunks: AsyncIterable<string>, what: { path: string }): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        // The status line is already sent: all that is left is to log and cut the response short.
        logger.error({ err, path: what.path }, "streamed response failed");
        controller.error(err);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
