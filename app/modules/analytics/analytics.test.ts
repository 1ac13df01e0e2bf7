import { describe, expect, it } from "vitest";
import { ExportFormatError, parseCsv, parseDatesCsv, parsePagesCsv } from "./gsc-export";
import { publicPagePath } from "./page-path";
import { parseServiceAccountKey, SearchConsoleError, signAssertion } from "./search-console-client.server";
import crypto from "node:crypto";
import { bounceRate, clickThroughRate, formatMinutesSeconds, formatTrend, trendPercent } from "./trend";
import { newSalt, utcDay, visitorKey } from "./visitor-key";

describe("visitor keys", () => {
  const SITE = "https://journals.example.org";
  it("are the same for one address and browser under one salt, and differ under the next day's salt", () => {
    const today = newSalt();
    const tomorrow = newSalt();
    expect(today).not.toBe(tomorrow);
    const a = visitorKey(today, "203.0.113.5", "Firefox", SITE);
    expect(visitorKey(today, "203.0.113.5", "Firefox", SITE)).toBe(a);
    expect(visitorKey(tomorrow, "203.0.113.5", "Firefox", SITE)).not.toBe(a);
  });

  it("differ by address, by user agent and by site, and do not contain the address", () => {
    const salt = newSalt();
    const a = visitorKey(salt, "203.0.113.5", "Firefox", SITE);
    expect(visitorKey(salt, "203.0.113.6", "Firefox", SITE)).not.toBe(a);
    expect(visitorKey(salt, "203.0.113.5", "Chrome", SITE)).not.toBe(a);
    expect(visitorKey(salt, "203.0.113.5", "Firefox", "https://other.example")).not.toBe(a);
    expect(a).not.toContain("203");
    expect(a).toHaveLength(22);
  });

  it("are the same on every instance and after a change of salt: a hash of the salt, reader and site", () => {
    const salt = newSalt();
    const expected = (s: string) =>
      crypto.hash("sha256", `${s}\n203.0.113.5\nFirefox\n${SITE}`, "base64url").slice(0, 22);
    expect(visitorKey(salt, "203.0.113.5", "Firefox", SITE)).toBe(expected(salt));
    const next = newSalt();
    expect(visitorKey(next, "203.0.113.5", "Firefox", SITE)).toBe(expected(next));
    expect(visitorKey(salt, "203.0.113.5", "Firefox", SITE)).toBe(expected(salt));
    // Another site starts afresh too.
    expect(visitorKey(salt, "203.0.113.5", "Firefox", "https://other.example")).not.toBe(expected(salt));
  });

  it("days are UTC", () => {
    expect(utcDay(new Date("2026-11-26T23:59:59-05:00"))).toBe("2026-11-27");
  });
});

describe("public page paths", () => {
  it("keep the path only, without a trailing slash", () => {
    expect(publicPagePath("/journal/fjphs/")).toBe("/journal/fjphs");
    expect(publicPagePath("/")).toBe("/");
  });
  it("count a client navigation's data request under the page", () => {
    expect(publicPagePath("/journal/fjphs/article/3/7.data")).toBe("/journal/fjphs/article/3/7");
    expect(publicPagePath("/_.data")).toBe("/");
  });
  it("leave out the dashboard, sign-in, submissions, reviews, settings and overlong paths", () => {
    for (const p of [
      "/dashboard",
      "/dashboard/analytics",
      "/auth",
      "/submission/1",
      "/review/2",
      "/api/x",
      "/journal/x/settings",
    ]) {
      expect(publicPagePath(p), p).toBeNull();
    }
    expect(publicPagePath(`/${"a".repeat(400)}`)).toBeNull();
    expect(publicPagePath("/journal/fjphs")).toBe("/journal/fjphs");
  });
});

describe("trends and figures", () => {
  it("compare with the previous period, and show none without previous data", () => {
    expect(trendPercent(112.5, 100)).toBe(12.5);
    expect(trendPercent(97.9, 100)).toBe(-2.1);
    expect(trendPercent(10, 0)).toBeNull();
    expect(trendPercent(10, null)).toBeNull();
    expect(trendPercent(null, 10)).toBeNull();
    expect(formatTrend(12.5)).toBe("+12.5%");
    expect(formatTrend(-2.1)).toBe("-2.1%");
  });
  it("write time on page as m:ss", () => {
    expect(formatMinutesSeconds(187)).toBe("3:07");
    expect(formatMinutesSeconds(59.6)).toBe("1:00");
    expect(formatMinutesSeconds(0)).toBe("0:00");
  });
  it("bounce rate is the share of visits that viewed one page only", () => {
    expect(bounceRate(10, 4)).toBe(0.4);
    expect(bounceRate(0, 0)).toBeNull();
    expect(clickThroughRate(15, 500)).toBe(0.03);
    expect(clickThroughRate(0, 0)).toBeNull();
  });
});

describe("Search Console export CSV", () => {
  it("reads quoted fields, CRLF and a byte order mark", () => {
    expect(parseCsv('\uFEFFa,"b,""c"""\r\n1,2\r\n')).toEqual([
      ["a", 'b,"c"'],
      ["1", "2"],
    ]);
  });

  it("reads Pages.csv into page paths, merging http and https, skipping non-pages", () => {
    const { rows, skipped } = parsePagesCsv(
      "Top pages,Clicks,Impressions,CTR,Position\n" +
        "https://j.example/journal/a,10,100,10%,2\n" +
        "http://j.example/journal/a,0,100,0%,4\n" +
        "https://j.example/dashboard,1,1,100%,1\n" +
        "not a url,1,1,100%,1\n",
    );
    expect(rows).toEqual([{ path: "/journal/a", clicks: 10, impressions: 200, position: 3 }]);
    expect(skipped).toBe(2);
  });

  it("reads Dates.csv, and names the line of a bad value", () => {
    expect(parseDatesCsv("Date,Clicks,Impressions,CTR,Position\n2026-11-01,3,40,7.5%,5.5\n")).toEqual([
      { day: "2026-11-01", clicks: 3, impressions: 40, position: 5.5 },
    ]);
    expect(() => parseDatesCsv("Date,Clicks,Impressions,CTR,Position\n2026-13-01,3,40,7.5%,5.5\n")).toThrow(
      'Dates.csv, line 2: "2026-13-01" is not a date (YYYY-MM-DD).',
    );
    expect(() => parsePagesCsv("Query,Clicks\nx,1\n")).toThrow(ExportFormatError);
    expect(() => parsePagesCsv("Top pages,Clicks,Impressions\nhttps://j.example/a,-1,2\n")).toThrow(/line 2/);
  });
});

describe("the service account's assertion", () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();

  it("is an RS256 JWT for the read-only scope, signed with the account's key", () => {
    const jwt = signAssertion(
      { client_email: "a@b.iam", private_key: pem },
      "https://oauth.example/token",
      new Date(1_000_000),
    );
    const [h, c, s] = jwt.split(".");
    expect(JSON.parse(Buffer.from(h!, "base64url").toString())).toEqual({ alg: "RS256", typ: "JWT" });
    expect(JSON.parse(Buffer.from(c!, "base64url").toString())).toEqual({
      iss: "a@b.iam",
      scope: "https://www.googleapis.com/auth/webmasters.readonly",
      aud: "https://oauth.example/token",
      iat: 1000,
      exp: 4600,
    });
    expect(crypto.verify("RSA-SHA256", Buffer.from(`${h}.${c}`), publicKey, Buffer.from(s!, "base64url"))).toBe(true);
  });

  it("refuses a key file without a private key", () => {
    expect(() => parseServiceAccountKey("{}")).toThrow(SearchConsoleError);
    expect(() => parseServiceAccountKey("nope")).toThrow(/not JSON/);
    expect(parseServiceAccountKey(JSON.stringify({ client_email: "a@b", private_key: pem })).client_email).toBe("a@b");
  });
});
