import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerenderedFiles } from "~/prerendered-files";
import { sitePaths } from "~/site-pages.server";
import { projectRoot, type RunningServer, startServer } from "../support/server";
import { waitFor } from "./contact-support";
import { rawRequest } from "./raw-http";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop({ removeData: true });
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(server.url + path, { redirect: "manual", ...init });

const securityHeaderNames = [
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "content-security-policy",
  "cross-origin-opener-policy",
];

describe("HTML documents", () => {
  it("serve every route with 200, revalidation caching and the security headers", async () => {
    for (const path of sitePaths) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(res.headers.get("etag")).toBeTruthy();
      for (const name of securityHeaderNames)
        expect(res.headers.get(name), `${path} ${name}`).toBeTruthy();
      expect(res.headers.get("x-powered-by")).toBeNull();
      await res.arrayBuffer();
    }
  });

  it("send a CSP that allows scripts only from this origin or by hash, and forbids framing", async () => {
    const res = await get("/about");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    // Every inline script of the document is covered by a hash in its policy.
    const html = await res.text();
    const { inlineScriptHashes } = await import("~/page/csp.server");
    for (const hash of inlineScriptHashes(html)) expect(scriptSrc).toContain(hash);
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("carry the favicon in the page, the same drawing as /favicon.svg, so loading it costs no request", async () => {
    const html = await (await get("/blog/out-of-status-in-canada")).text();
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    const drawn = decodeURIComponent(href.slice("data:image/svg+xml,".length));
    const file = await (await get("/favicon.svg")).text();
    expect(drawn).toBe(file.trim().replace(/\s+/g, " "));
  });

  it("allow third-party frames only on the contact page", async () => {
    const contact = (await get("/contact")).headers.get("content-security-policy") ?? "";
    const about = (await get("/about")).headers.get("content-security-policy") ?? "";
    expect(about).toContain("frame-src 'none'");
    expect(contact).not.toContain("frame-src 'none'");
  });

  it("paint before any script: no module preloads or font preloads compete with the stylesheet", async () => {
    for (const path of [...sitePaths, "/no-such-page"]) {
      const html = await (await get(path)).text();
      // No font preload link in the markup: the head script adds the heading font's, unless the
      // visitor saves data (app/page/head.inline.ts, docs/decisions/014-heading-font.md).
      expect(html, path).not.toMatch(/<link[^>]*rel="preload"[^>]*as="font"/);
      // The page's scripts are all in the template the boot script starts after the first paint
      // (app/page/deferred-scripts.ts): the app still loads, so the page hydrates
      // (tests/e2e/routes.test.ts), but nothing outside the template fetches a script, and it
      // carries the number of pieces the server rendered (app/page/pieces.ts).
      const template =
        /<template data-after-first-paint="" data-pieces="(\d+)"><noscript>([\s\S]*?)<\/noscript><\/template>/.exec(
          html,
        );
      expect(template, path).not.toBeNull();
      expect(template?.[2], path).toMatch(/<script type="module"/);
      const outside = html.replace(template?.[0] ?? "", "");
      expect(outside, path).not.toContain('rel="modulepreload"');
      expect(outside, path).not.toMatch(/<script[^>]*\bsrc=/);
      expect(outside, path).not.toMatch(/\bimport\s*(\*|\{|\w+\s+from|")/);
    }
  });

  it("answer a repeat visit with 304 when the ETag matches", async () => {
    const first = await get("/fees");
    const etag = first.headers.get("etag")!;
    await first.arrayBuffer();
    const second = await get("/fees", { headers: { "If-None-Match": etag } });
    expect(second.status).toBe(304);
  });

  it("are compressed with brotli or gzip when the browser accepts it", async () => {
    const br = await get("/", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    await br.arrayBuffer();
    // fetch decodes transparently, so ask node's http for the raw gzip bytes.
    const { request } = await import("node:http");
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(`${server.url}/`, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    });
    expect(raw.encoding).toBe("gzip");
    expect(gunzipSync(raw.body).toString("utf8")).toContain("<h1");
  });

  it("prefer brotli whenever a browser accepts it, as Chrome does listing gzip first", async () => {
    const res = await get("/blog/out-of-status-in-canada", {
      headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.headers.get("content-encoding")).toBe("br");
    await res.arrayBuffer();
  });

  it("give each encoding its own ETag, and answer 304 only for the one that matches", async () => {
    const br = await get("/fees", { headers: { "Accept-Encoding": "br" } });
    const gzip = await get("/fees", { headers: { "Accept-Encoding": "gzip" } });
    await Promise.all([br.arrayBuffer(), gzip.arrayBuffer()]);
    const brTag = br.headers.get("etag")!;
    expect(brTag).not.toBe(gzip.headers.get("etag"));
    const again = await get("/fees", {
      headers: { "Accept-Encoding": "br", "If-None-Match": `"other", ${brTag}` },
    });
    expect(again.status).toBe(304);
    const other = await get("/fees", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": brTag },
    });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });
});

describe("canonical URLs", () => {
  it("redirect /page/ permanently to /page, keeping the query, without loops", async () => {
    const res = await get("/about/?ref=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?ref=x");
    const target = await get("/about?ref=x");
    expect(target.status).toBe(200);
    await target.arrayBuffer();
  });

  it("serve the home page at / itself", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it.each([
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
    ["/services/notary/index.html?x=1", "/services/notary?x=1"],
    ["/About", "/about"],
    ["/ABOUT/", "/about"],
    ["/Services/Notary", "/services/notary"],
    ["/%61bout", "/about"],
    ["/contact//", "/contact"],
    ["/fees//real-estate", "/fees/real-estate"],
  ])("answer %s with 301 to %s, once", async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe(to);
    await res.arrayBuffer();
    const target = await get(to);
    expect(target.status).toBe(200);
    expect(target.headers.get("content-security-policy")).toContain("script-src");
    await target.arrayBuffer();
  });

  it("never turn // into an open redirect", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/", "//evil.example/about/"]) {
      const res = await rawRequest(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      const location = res.headers.location ?? "";
      expect(location, path).not.toMatch(/^(\/\/|\/\\|[a-z]+:)/i);
    }
  });

  it("build the redirect from the parsed path and query of an absolute-form request line", async () => {
    const cases: [string, string][] = [
      ["http://evil.com/about/", "/about"],
      ["http://evil.com/about/?a=1", "/about?a=1"],
      ["http://evil.com//evil.com/", "/evil.com"],
      ["https://evil.com/About/index.html", "/about"],
    ];
    for (const [target, location] of cases) {
      const res = await rawRequest(
        server.port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe(location);
    }
    // Without a redirect, the page is served as if the request line were origin-form.
    const page = await rawRequest(
      server.port,
      "GET http://evil.com/about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(page.status).toBe(200);
  });
});

describe("caching of responses rendered on request", () => {
  it("marks 404 pages and form replies no-store", async () => {
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    await missing.arrayBuffer();
    const asset = await get("/assets/missing-abc123.js");
    expect(asset.status).toBe(404);
    expect(asset.headers.get("cache-control")).toBe("no-store");
    await asset.arrayBuffer();
    const post = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: new URLSearchParams({ firstName: "" }),
    });
    expect(post.status).toBe(400);
    expect(post.headers.get("cache-control")).toBe("no-store");
    await post.arrayBuffer();
    const postAbout = await fetch(`${server.url}/about`, { method: "POST", body: "" });
    expect(postAbout.headers.get("cache-control")).toBe("no-store");
    await postAbout.arrayBuffer();
  });

  it("answer TRACE with 405, not 500", async () => {
    const res = await rawRequest(
      server.port,
      "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(res.status).toBe(405);
    // The home page takes no form: it allows what it answers (docs/STANDARDS.md#http).
    expect(res.headers.allow).toBe("GET, HEAD");
  });
});

describe("assets and files", () => {
  it("serve fingerprinted assets with a one-year immutable cache", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.css/)?.[0];
    expect(asset).toBeTruthy();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await res.arrayBuffer();
  });

  it("send scripts and styles as the build compressed them: brotli or gzip as asked, each with its own validator", async () => {
    const html = await (await get("/contact")).text();
    const port = Number(new URL(server.url).port);
    for (const asset of [
      html.match(/\/assets\/entry\.client-[^"]+\.js/)?.[0],
      html.match(/\/assets\/[^"]+\.css/)?.[0],
    ]) {
      expect(asset).toBeTruthy();
      const original = readFileSync(path.join(projectRoot, "build/client", asset!));
      const tags: string[] = [];
      for (const [coding, decode] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync],
      ] as const) {
        const ask = (extra = "") =>
          rawRequest(
            port,
            `GET ${asset} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${coding}\r\n${extra}Connection: close\r\n\r\n`,
          );
        const res = await ask();
        expect(res.status, `${asset} ${coding}`).toBe(200);
        expect(res.headers["content-encoding"]).toBe(coding);
        expect(res.headers["content-type"]).toMatch(
          asset!.endsWith(".js") ? /^text\/javascript/ : /^text\/css/,
        );
        expect(res.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        // The build's compressed copy, its length known before it is sent (compression on the fly
        // streams its answer instead), and the asset's own bytes once decoded.
        const copy = readFileSync(
          path.join(
            projectRoot,
            "build/precompressed/assets",
            `${path.basename(asset!)}.${coding}`,
          ),
        );
        expect(Number(res.headers["content-length"])).toBe(copy.length);
        expect(decode(Buffer.from(res.body, "latin1")).equals(original)).toBe(true);
        // Its own validator: a copy the client holds in the other coding is not this one.
        const tag = res.headers.etag ?? "";
        expect((await ask(`If-None-Match: ${tag}\r\n`)).status).toBe(304);
        for (const other of tags)
          expect((await ask(`If-None-Match: ${other}\r\n`)).status).toBe(200);
        tags.push(tag);
      }
      // A client that takes neither gets the asset as it is.
      const plain = await rawRequest(
        port,
        `GET ${asset} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
      );
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(Buffer.from(plain.body, "latin1").equals(original)).toBe(true);
      expect(tags).not.toContain(plain.headers.etag);
    }
  });

  it("answer 404 for a missing asset", async () => {
    const res = await get("/assets/missing-abc123.js");
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });

  it("serve each prerendered file with the type its route declares (RFC 4287: Atom as application/atom+xml)", async () => {
    for (const [file, type] of Object.entries(prerenderedFiles)) {
      const res = await get(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type"), file).toBe(type);
      await res.arrayBuffer();
    }
    expect(prerenderedFiles["/blog/feed.xml"]).toBe("application/atom+xml; charset=utf-8");
  });

  it("serve robots.txt and sitemap.xml generated from the route table", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await sitemap.text();
    for (const path of sitePaths) expect(xml).toContain(`${path === "/" ? "/" : path}</loc>`);
    expect(xml.match(/<loc>/g)?.length).toBe(sitePaths.length);
  });
});

describe("unknown paths", () => {
  it("answer 404 with the not-found page, and never log the path", async () => {
    const logged = server.output().length;
    const res = await get("/no-such-page-secret-token");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain("404");
    expect(html).toContain("no-such-page-secret-token");
    // The request's own log line is written once the response has finished.
    await waitFor(() => server.output().slice(logged).includes('"status":404'), {
      what: "the 404's log line",
    });
    expect(server.output()).not.toContain("secret-token");
  });
});
