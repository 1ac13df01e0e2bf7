// A local Crossref for tests, speaking the deposit protocol the platform's client uses:
// multipart POST /servlet/deposit (operation, login_id, login_passwd, fname) and
// GET /servlet/submissionDownload?usr&pwd&doi_batch_id&type=result answered with a
// <doi_batch_diagnostic>. Like Crossref it checks each file against the 5.4.0 schema and refuses a
// record whose timestamp is not greater than the last one for its DOI. Plain http on 127.0.0.1.
import http from "node:http";
import type net from "node:net";
import { crossrefSchemaError } from "./crossref-xsd";

export type FakeOutcome = { status: "Success" | "Warning" | "Failure"; msg: string };
export type FakeTrouble = "500" | "concurrency";

type Batch = { batchId: string; submissionId: number; records: { doi: string; outcome: FakeOutcome }[]; polls: number };

export type FakeCrossref = {
  url: string;
  accounts: Map<string, string>;
  /** Files received, in order (batch id and XML). */
  deposits: { batchId: string; xml: string; fileName: string }[];
  /** The outcome Crossref will report for a DOI (default: from the record's title, else success). */
  setOutcome: (doi: string, outcome: FakeOutcome) => void;
  /** The next n requests (deposits and polls) get this transient answer. */
  troubleNext: (n: number, kind: FakeTrouble) => void;
  /** Polls answered 'in_process' before a batch's log is complete (default 0). */
  pendingPolls: number;
  close: () => Promise<void>;
};

/** Titles that ask for a warning or a failure, so an end-to-end journey can choose through the UI. */
function outcomeFromRecord(record: string): FakeOutcome | null {
  if (/\[crossref-failure\]/i.test(record)) {
    return { status: "Failure", msg: "Invalid ISSN: 0000-0000 is not a valid ISSN for this title" };
  }
  if (/\[crossref-warning\]/i.test(record)) {
    return { status: "Warning", msg: "Added with conflict: title matches an existing DOI (conflict id 4231)" };
  }
  return null;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function diagnostic(batch: Batch | undefined, batchId: string): string {
  if (!batch)
    return `<?xml version="1.0" encoding="UTF-8"?>\n<doi_batch_diagnostic status="unknown_submission"><batch_id>${esc(batchId)}</batch_id></doi_batch_diagnostic>`;
  const count = (s: string) => batch.records.filter((r) => r.outcome.status === s).length;
  const records = batch.records
    .map(
      (r) =>
        `  <record_diagnostic status="${r.outcome.status}">\n    <doi>${esc(r.doi)}</doi>\n    <msg>${esc(r.outcome.msg)}</msg>\n  </record_diagnostic>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<doi_batch_diagnostic status="completed" sp="fake-crossref">
  <submission_id>${batch.submissionId}</submission_id>
  <batch_id>${esc(batch.batchId)}</batch_id>
${records}
  <batch_data>
    <record_count>${batch.records.length}</record_count>
    <success_count>${count("Success")}</success_count>
    <warning_count>${count("Warning")}</warning_count>
    <failure_count>${count("Failure")}</failure_count>
  </batch_data>
</doi_batch_diagnostic>`;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeCrossref(
  opts: { accounts?: Record<string, string>; port?: number } = {},
): Promise<FakeCrossref> {
  const accounts = new Map(Object.entries(opts.accounts ?? { "test-user": "test-password" }));
  const batches = new Map<string, Batch>();
  const lastTimestamp = new Map<string, number>();
  const outcomes = new Map<string, FakeOutcome>();
  const trouble: FakeTrouble[] = [];
  let nextSubmission = 1_430_000_000;
  const deposits: FakeCrossref["deposits"] = [];

  const answer = (res: http.ServerResponse, status: number, body: string, type = "text/html") => {
    res.writeHead(status, { "content-type": `${type}; charset=utf-8` });
    res.end(body);
  };
  const troubled = (res: http.ServerResponse): boolean => {
    const kind = trouble.shift();
    if (!kind) return false;
    if (kind === "500") answer(res, 500, "<html><body><h2>Internal Server Error</h2></body></html>");
    // Crossref turns a user away with 503 while too many of its submissions are pending (its HTTPS
    // POST documentation); the refusal names the limit, ExceededConcurrentLimit, and its maximumCount.
    else
      answer(
        res,
        503,
        "<html><head><title>503 Service Unavailable</title></head><body><h1>503 Service Unavailable</h1>" +
          "<p>ExceededConcurrentLimit: maximumCount reached, too many submissions pending for this user</p></body></html>",
      );
    return true;
  };

  async function deposit(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = await readBody(req);
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": req.headers["content-type"] ?? "" },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => null);
    const user = form?.get("login_id");
    const password = form?.get("login_passwd");
    const file = form?.get("fname");
    if (typeof user !== "string" || typeof password !== "string" || accounts.get(user) !== password) {
      return answer(res, 401, "<html><body>Authentication failed: bad login_id or login_passwd</body></html>");
    }
    if (troubled(res)) return;
    if (form?.get("operation") !== "doMDUpload" || !file || typeof file === "string") {
      return answer(res, 400, "<html><body>FAILURE: no file (fname) or unknown operation</body></html>");
    }
    const xml = await file.text();
    const batchId = /<doi_batch_id>([^<]*)<\/doi_batch_id>/.exec(xml)?.[1] ?? `unknown-${nextSubmission}`;
    const timestamp = Number(/<timestamp>([^<]*)<\/timestamp>/.exec(xml)?.[1]);
    deposits.push({ batchId, xml, fileName: file.name });
    // Crossref accepts the file first and reports problems in the submission log.
    const schemaError = crossrefSchemaError(xml);
    const records: Batch["records"] = [];
    for (const m of xml.matchAll(/<journal_article\b[\s\S]*?<\/journal_article>/g)) {
      const doi = /<doi_data><doi>([^<]*)<\/doi>/.exec(m[0])?.[1] ?? "";
      let outcome: FakeOutcome;
      if (schemaError)
        outcome = { status: "Failure", msg: `Deposit failed schema validation: ${schemaError.slice(0, 300)}` };
      else if ((lastTimestamp.get(doi) ?? -Infinity) >= timestamp) {
        outcome = {
          status: "Failure",
          msg: `Record not processed because submitted version: ${timestamp} is less or equal to previously submitted version ${lastTimestamp.get(doi)}`,
        };
      } else {
        lastTimestamp.set(doi, timestamp);
        outcome = outcomes.get(doi) ?? outcomeFromRecord(m[0]) ?? { status: "Success", msg: "Successfully added" };
      }
      records.push({ doi, outcome });
    }
    batches.set(batchId, { batchId, submissionId: nextSubmission++, records, polls: 0 });
    answer(
      res,
      200,
      "<html><head><title>SUCCESS</title></head><body><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></body></html>",
    );
  }

  function poll(url: URL, res: http.ServerResponse) {
    const user = url.searchParams.get("usr") ?? "";
    if (accounts.get(user) !== url.searchParams.get("pwd")) {
      return answer(res, 401, "<html><body>Authentication failed</body></html>");
    }
    if (troubled(res)) return;
    if (url.searchParams.get("type") !== "result") return answer(res, 400, "type must be result or contents");
    const batchId = url.searchParams.get("doi_batch_id") ?? "";
    const batch = batches.get(batchId);
    if (batch && batch.polls++ < fake.pendingPolls) {
      return answer(
        res,
        200,
        `<?xml version="1.0" encoding="UTF-8"?>\n<doi_batch_diagnostic status="in_process"><batch_id>${esc(batchId)}</batch_id></doi_batch_diagnostic>`,
        "application/xml",
      );
    }
    answer(res, 200, diagnostic(batch, batchId), "application/xml");
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "POST" && url.pathname === "/servlet/deposit") {
      deposit(req, res).catch((e: unknown) => answer(res, 500, String(e)));
    } else if (req.method === "GET" && url.pathname === "/servlet/submissionDownload") {
      poll(url, res);
    } else answer(res, 404, "Not found");
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const fake: FakeCrossref = {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    accounts,
    deposits,
    setOutcome: (doi, outcome) => outcomes.set(doi, outcome),
    troubleNext: (n, kind) => trouble.push(...Array.from({ length: n }, () => kind)),
    pendingPolls: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
