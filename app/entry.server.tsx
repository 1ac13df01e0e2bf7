import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { logger } from "~/lib/logger.server";
import { isReaderRender, withoutHydrationData } from "~/modules/reader-pages/reader-render.server";
import { cspNonceContext } from "~/lib/request-context";
import { RenderOnceContext } from "~/modules/reader-pages/render-once";
import { renderOnceSession } from "~/modules/reader-pages/render-once.server";
import { renderToBytes } from "~/modules/reader-pages/render-bytes.server";
import { wholeResponse } from "~/lib/whole-response.server";

/** How long a streamed page may wait for deferred data before its pending parts are cut off. */
export const streamTimeout = 5_000;

/**
 * Renders a page. The one difference from React Router's default entry: every inline script
 * (hydration data, scroll restoration, the module loader) carries the response's CSP nonce,
 * which the HTTP layer also puts in the Content-Security-Policy header. Crawlers get the whole
 * page at once (`onAllReady`), and so do readers of a reader page; people get the shell first.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  // A reader page (ADR 034) is finished HTML: no hydration data, and sent whole.
  const reader = isReaderRender(request, routerContext);
  const context = reader ? withoutHydrationData(routerContext) : routerContext;

  if (reader) {
    // A reader page is usually complete in one synchronous pass, rendered to a string: the same
    // bytes as the stream below, without its chunking (about 8% more pages a second). Should a
    // part of it suspend, the string holds that part's fallback (a boundary marked "<!--$!" or
    // "<!--$?"); the page is then streamed whole like any other.
    // The parts that are the same on every page are copied from an earlier render (ADR 038).
    // As UTF-8 bytes, written as React writes its chunks (ADR 089): no string of the whole page, and
    // a string body would be checked and encoded again by the Response that React Router inspects.
    const once = renderOnceSession();
    const body = renderToBytes(
      <RenderOnceContext.Provider value={once}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </RenderOnceContext.Provider>,
      once,
      "<!DOCTYPE html>",
    );
    if (body) {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return wholeResponse(body, { headers: responseHeaders, status: responseStatusCode });
    }
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      reader || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const whole = readyOption === "onAllReady";
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={context} url={request.url} nonce={nonce} />, {
      nonce,
      // A finished Suspense boundary stays where it is, whatever its size, as in the string render:
      // React otherwise sends one of over 12,800 bytes (a group of a long list, InGroups) at the
      // end of the stream, hidden, with an inline script to move it into place.
      progressiveChunkSize: Infinity,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (whole) {
          // Nothing is left to wait for: React's few dozen small chunks go out as one body, one
          // write to the socket instead of one each.
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                const body = Buffer.concat(chunks) as Buffer<ArrayBuffer>;
                resolve(wholeResponse(body, { headers: responseHeaders, status: responseStatusCode }));
                callback();
              },
            }),
          );
          return;
        }
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject above and are logged by React Router.
        if (shellRendered) logger.error({ err: error }, "error while streaming a page");
      },
    });
  });
}
