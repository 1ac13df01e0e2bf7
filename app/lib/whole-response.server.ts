/**
 * A response whose body was complete when it was made (a whole page), with its bytes kept beside
 * it. React Router checks every answer by reading its `body`, which turns the HTTP adapter's light
 * Response into a web-standard one and its bytes into a stream. The HTTP layer takes the bytes
 * from here instead of reading that stream back: the answer is written in one piece, and the
 * page cache keeps the same bytes (about 3% of a rendered article page).
 */
const bytesOf = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

export function wholeResponse(body: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(body, init);
  bytesOf.set(response, body);
  return response;
}

/** The bytes of a response made by wholeResponse; undefined for any other. */
export function wholeBody(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return bytesOf.get(response);
}
