import { expect, test } from "@playwright/test";

test.describe("crawler endpoints", () => {
  test("robots.txt points to the XML sitemap", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("every sitemap listed in /sitemap.xml answers, and together they list the journals", async ({
    request,
    baseURL,
  }) => {
    const index = await request.get("/sitemap.xml");
    expect(index.status()).toBe(200);
    expect(index.headers()["content-type"]).toContain("xml");
    const indexXml = await index.text();
    const children = [...indexXml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const pages = indexXml.includes("<urlset") ? [indexXml] : [];
    for (const loc of children) {
      expect(loc.startsWith(`${baseURL}/`), `${loc} is on this site`).toBe(true);
      const child = await request.get(loc.slice(baseURL!.length));
      expect(child.status(), loc).toBe(200);
      pages.push(await child.text());
    }
    const all = pages.join("\n");
    for (const shortName of ["fjphs", "ijcpms", "ijebr", "bjps"]) {
      expect(all).toContain(`<loc>${baseURL}/journal/${shortName}</loc>`);
    }
  });
});
