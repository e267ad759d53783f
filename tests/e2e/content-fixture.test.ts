import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { siteUrl } from "~/lib/seo/seo";
import { baseUrl, DESKTOP, it, type OpenSitePage } from "../support/browser";
import { titleAndHeadings } from "../support/html";
import { freePort, projectRoot } from "../support/server";

/**
 * Adding an article is adding one file; deleting it removes it everywhere. A copy of the project
 * with one more file in app/content/blog (tests/fixtures/content/blog) is built and served: the
 * article is at its address with its table of contents, on the blog index, in sitemap.xml, in the
 * feed and in search. The project's own build, without the file, has it nowhere.
 */

const SLUG = "keys-and-meter-readings";
const PATH = `/blog/${SLUG}`;
const HEADING = "Getting your keys on closing day: what happens and when";
const WORD = "lockbox";

let workdir: string;
let withArticle: { url: string; process: ChildProcess };

/** The copy's production server (its own build), on a free port with its own data folder. */
async function serve(root: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(root, "data"),
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('"event":"listening"')) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/**
 * The few folders and files a build and the server need. `.gitignore` too: Tailwind skips what it
 * lists (the first build's output), so both builds agree on the stylesheet.
 */
const projectFiles = [
  ".gitignore",
  "app",
  "public",
  "server",
  "scripts",
  "db",
  "package.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

beforeAll(async () => {
  workdir = mkdtempSync(path.join(tmpdir(), "firm-site-fixture-"));
  for (const name of projectFiles)
    cpSync(path.join(projectRoot, name), path.join(workdir, name), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}.react-router`),
    });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(workdir, "node_modules"), "dir");
  cpSync(
    path.join(projectRoot, "tests/fixtures/content/blog", `${SLUG}.mdx`),
    path.join(workdir, "app/content/blog", `${SLUG}.mdx`),
  );
  // Built as `npm test` builds the project: Vitest sets NODE_ENV=test, which would make Vite
  // bundle React's development build (its hydration warnings are not what visitors get).
  const { NODE_ENV: _testEnv, ...env } = process.env;
  execFileSync("npm", ["run", "build"], { cwd: workdir, stdio: "pipe", env });
  withArticle = await serve(workdir);
}, 900_000);

afterAll(async () => {
  if (withArticle && withArticle.process.exitCode === null) {
    const exited = new Promise((resolve) => withArticle.process.once("exit", resolve));
    withArticle.process.kill("SIGTERM");
    await exited;
  }
  if (workdir && existsSync(workdir)) rmSync(workdir, { recursive: true, force: true });
});

const text = async (base: string, p: string) => {
  const response = await fetch(new URL(p, base));
  return { status: response.status, body: await response.text() };
};

/** The pages the site search finds for a word, from the header's dialog. */
async function searchResults(open: OpenSitePage, base: string, word: string): Promise<string[]> {
  const { page, close } = await open("/", { baseUrl: base, viewport: DESKTOP });
  await page.locator("[data-search-open]").click();
  await page.getByRole("searchbox").fill(word);
  const status = page.getByRole("dialog").getByRole("status");
  await expect
    .poll(() => status.textContent(), { timeout: 15_000 })
    .toMatch(/results? for|No results/);
  const hrefs = await page
    .locator("[data-search-results] a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  await close();
  return hrefs;
}

describe("a fixture article added as one file", () => {
  it("is at its address, with its table of contents, and hydrates", async ({ open }) => {
    const { status, body } = await text(withArticle.url, PATH);
    expect(status).toBe(200);
    expect(titleAndHeadings(body).h1).toEqual([HEADING]);
    for (const id of ["why-keys-come-last", "final-meter-readings", "talk-to-us"])
      expect(body).toContain(`href="#${id}"`);
    const { page, problems, close } = await open(PATH, {
      baseUrl: withArticle.url,
      viewport: DESKTOP,
    });
    expect(await page.locator("[data-toc] a").count()).toBe(3);
    expect(problems).toEqual([]);
    await close();
  });

  it("is on the blog index, in sitemap.xml, the sitemap page and the feed", async () => {
    expect((await text(withArticle.url, "/blog")).body).toContain(`href="${PATH}"`);
    expect((await text(withArticle.url, "/sitemap")).body).toContain(`href="${PATH}"`);
    expect((await text(withArticle.url, "/sitemap.xml")).body).toContain(
      `<loc>${siteUrl}${PATH}</loc>`,
    );
    const feed = (await text(withArticle.url, "/blog/feed.xml")).body;
    expect(feed).toContain(`<id>${siteUrl}${PATH}</id>`);
    expect(feed).toContain("final-meter-readings");
  });

  it("is found by the site search", async ({ open }) => {
    expect(await searchResults(open, withArticle.url, WORD)).toContain(PATH);
  });
});

describe("the same site without the file", () => {
  it("has the article nowhere: not found, and in no list, map, feed or search", async ({
    open,
  }) => {
    expect((await text(baseUrl(), PATH)).status).toBe(404);
    for (const p of ["/blog", "/sitemap", "/sitemap.xml", "/blog/feed.xml"])
      expect((await text(baseUrl(), p)).body, p).not.toContain(SLUG);
    expect(await searchResults(open, baseUrl(), WORD)).not.toContain(PATH);
  });
});
