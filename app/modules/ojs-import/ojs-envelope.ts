// The envelope of an export, checked before any parse (ADR 065): UTF-8, and no DOCTYPE at all.
// OJS's exporter never writes one; without it no entity can be declared, so neither external
// entities (XXE) nor entity expansion ("billion laughs") can happen, whatever the parser does.
// Without libxml2, so that the upload endpoint can check a file's first bytes in the server.
import { OJS_MESSAGES as M } from "./ojs-import.constants";
import type { OjsRefusalCode } from "./ojs-import.types";

/** The name of the root element, or why the envelope is refused (step 1). */
export function checkEnvelope(head: Buffer): { root: string } | { code: OjsRefusalCode; message: string } {
  if (head.subarray(0, 2).equals(Buffer.from([0xff, 0xfe])) || head.subarray(0, 2).equals(Buffer.from([0xfe, 0xff])))
    return { code: "not_xml", message: M.notUtf8 };
  let text = head.toString("latin1");
  if (text.startsWith("\xef\xbb\xbf")) text = text.slice(3);
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (at >= text.length) return { code: "not_xml", message: M.notXml };
    if (text.startsWith("<?", at)) {
      const end = text.indexOf("?>", at);
      if (end < 0) return { code: "not_xml", message: M.notXml };
      at = end + 2;
    } else if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at);
      if (end < 0) return { code: "not_xml", message: M.notXml };
      at = end + 3;
    } else if (text.startsWith("<!", at)) {
      // <!DOCTYPE (with or without an internal subset of <!ENTITY ...>): never in an OJS export.
      return { code: "doctype", message: M.doctype };
    } else {
      const match = /^<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)[\s/>]/.exec(text.slice(at, at + 300));
      if (!match) return { code: "not_xml", message: M.notXml };
      return { root: match[1]!.replace(/^.*:/, "") };
    }
  }
}
