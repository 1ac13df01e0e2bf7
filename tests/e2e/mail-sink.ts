// The e-mail peer of the end-to-end tests: a real SMTP server the platform under test delivers to,
// and a small HTTP endpoint the specs read received messages from. Started by scripts/test.mjs,
// which passes SMTP_URL to the server and E2E_MAILBOX_URL to the specs. It prints its two ports
// as one JSON line, then runs until it is stopped.
import http from "node:http";
import type net from "node:net";
import { startSmtpSink } from "../helpers/smtp-sink";

const sink = await startSmtpSink();
const api = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to")?.toLowerCase();
  const messages = sink.received.filter((m) => !to || m.envelopeTo.some((a) => a.toLowerCase() === to));
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(messages));
});
await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
console.log(JSON.stringify({ smtpPort: sink.port, httpPort: (api.address() as net.AddressInfo).port }));

const stop = async () => {
  api.close();
  await sink.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
