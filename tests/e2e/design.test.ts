/**
 * The design rules a visitor sees (docs/PRODUCT-RULES.md#design): one portrait frame for every
 * person, grids with no empty slot, a testimonial card that does not change height, controls
 * shown only when they can act, header menus where hover and click agree, e-mail addresses and
 * hours that wrap whole, touch targets of at least 24 px (WCAG 2.5.8), legal contents that fit,
 * the blog index as a publication page, and the heading font. The look itself is guarded by the
 * visual regression suites (visual-phone.test.ts, visual-desktop.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { DESKTOP, it, PHONE } from "../support/browser";
import { projectRoot } from "../support/server";

const TABLET = { width: 768, height: 1024 } as const;

/** For each balanced grid on the page: its rows, each as [left, right] edges of its cards. */
function gridRows(page: Page) {
  return page.locator("[data-balanced-grid]").evaluateAll((grids) =>
    grids
      .filter((g) => (g as HTMLElement).offsetParent !== null)
      .map((g) => {
        const box = g.getBoundingClientRect();
        const rows = new Map<number, { left: number; right: number }>();
        for (const child of g.children) {
          const r = child.getBoundingClientRect();
          if (r.width === 0) continue;
          const top = Math.round(r.top);
          const row = rows.get(top) ?? { left: r.left, right: r.right };
          rows.set(top, { left: Math.min(row.left, r.left), right: Math.max(row.right, r.right) });
        }
        return { left: box.left, right: box.right, rows: [...rows.values()] };
      }),
  );
}

describe("grids", () => {
  it.for([
    ["/", DESKTOP],
    ["/", TABLET],
    ["/about", DESKTOP],
    ["/about", TABLET],
    ["/services/immigration", DESKTOP],
    ["/services/immigration", TABLET],
    ["/knowledge/real-estate/purchase-process", DESKTOP],
  ] as const)(
    "%s: every row of a card grid spans the grid (no empty slot)",
    async ([path, viewport], { open }) => {
      const { page } = await open(path, { viewport });
      const grids = await gridRows(page);
      expect(grids.length, "balanced grids on the page").toBeGreaterThan(0);
      for (const grid of grids) {
        for (const row of grid.rows) {
          expect(Math.abs(row.left - grid.left), "row starts at the grid's edge").toBeLessThan(2);
          expect(Math.abs(row.right - grid.right), "row ends at the grid's edge").toBeLessThan(2);
        }
      }
    },
  );
});

describe("portraits", () => {
  it.for(["/", "/team", "/danielle-mercer-bio", "/marcus-baptiste-bio"])(
    "%s: every person is drawn in the same 4:5 frame",
    async (path, { open }) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await open(path, { viewport });
        const ratios = await page.locator("[data-portrait]").evaluateAll((els) =>
          els
            .map((e) => e.getBoundingClientRect())
            .filter((r) => r.width > 0)
            .map((r) => r.width / r.height),
        );
        expect(ratios.length, path).toBeGreaterThan(0);
        for (const ratio of ratios) expect(ratio).toBeCloseTo(0.8, 1);
      }
    },
  );

  it("testimonial initials stay round on a phone", async ({ open }) => {
    const { page } = await open("/", { viewport: PHONE });
    const boxes = await page
      .locator("[data-testimonials] [data-avatar]")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0));
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  });
});

describe("testimonials", () => {
  it("the card keeps one height from slide to slide, so nothing below it moves", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: PHONE, reducedMotion: true });
    const slides = page.locator("[data-testimonials] [data-slides]");
    const heights = new Set<number>();
    const dots = page.locator("[data-testimonials] [data-carousel-dot]");
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      await dots.nth(i).click();
      await expect
        .poll(() => dots.nth(i).getAttribute("aria-current"))
        .toMatch(/true|step|location/);
      heights.add(Math.round((await slides.boundingBox())!.height));
    }
    expect([...heights]).toHaveLength(1);
  });

  it("without JavaScript, shows no arrows, dots or Pause button (they could not act)", async ({
    open,
  }) => {
    for (const path of ["/", "/danielle-mercer-bio", "/marcus-baptiste-bio"]) {
      const { page } = await open(path, { viewport: PHONE, javaScript: false });
      for (const selector of [
        "[data-carousel-controls]",
        "[data-carousel-toggle]",
        "[data-carousel-dot]",
        "[data-carousel-next]",
      ]) {
        const visible = await page
          .locator(selector)
          .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
        expect(visible, `${path} ${selector}`).toBe(0);
      }
    }
  });

  it("with JavaScript, the controls are there and act", async ({ open }) => {
    const { page } = await open("/", { viewport: PHONE });
    await expect
      .poll(() => page.locator("[data-testimonials] [data-carousel-next]").isVisible())
      .toBe(true);
  });
});

describe("header menus", () => {
  it("a mouse click on the Services chevron keeps open the menu that hover opened", async ({
    open,
  }) => {
    const { page } = await open("/", { viewport: DESKTOP });
    const button = page.locator("header .nav-dd button").first();
    const menu = page.locator("header .nav-dd").first();
    await button.hover();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("true");
    // Pinned by the click: it stays when the pointer leaves.
    await page.mouse.move(10, 600);
    await expect.poll(() => menu.getAttribute("data-open")).toBe("true");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // A second click closes it.
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("text that wraps whole", () => {
  it("e-mail addresses break only after the @ on a narrow phone", async ({ open }) => {
    const { page } = await open("/contact", { viewport: { width: 320, height: 640 } });
    const addresses = page.locator("[data-email-address]");
    expect(await addresses.count()).toBeGreaterThan(0);
    for (const address of await addresses.all()) {
      if (!(await address.isVisible())) continue;
      // Each whole part sits on one line: a part broken mid-word would have boxes on two.
      const broken = await address.evaluate(
        (el) =>
          [...el.querySelectorAll(".whitespace-nowrap")].filter(
            (p) => new Set([...p.getClientRects()].map((r) => Math.round(r.top))).size > 1,
          ).length,
      );
      expect(broken).toBe(0);
    }
  });

  it("the footer's hours keep the time zone with its hours", async ({ open }) => {
    for (const viewport of [PHONE, TABLET, DESKTOP]) {
      const { page } = await open("/", { viewport });
      const lines = await page
        .locator("footer [data-hours-row] dd")
        .evaluateAll((els) => els.map((e) => e.getClientRects().length));
      expect(lines.length).toBeGreaterThan(0);
      for (const n of lines) expect(n).toBe(1);
    }
  });
});

describe("targets and contents", () => {
  it("breadcrumb links are at least 24 px tall on a phone (WCAG 2.5.8)", async ({ open }) => {
    const { page } = await open("/knowledge/real-estate/buyer-checklist", { viewport: PHONE });
    const links = page.locator('nav[aria-label="Breadcrumb"] a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all())
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  });

  it("the Privacy Policy's contents fit a 1280 x 800 window, last section included", async ({
    open,
  }) => {
    const { page } = await open("/privacy", { viewport: DESKTOP });
    const toc = page.locator("[data-toc]").first();
    await page.evaluate(() => window.scrollTo(0, 600));
    const last = toc.locator("a").last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(DESKTOP.height);
    expect(box!.y).toBeGreaterThanOrEqual(0);
  });

  it("the notary page's closing band requests a notary appointment (the booking takes calls only)", async ({
    open,
  }) => {
    const { page } = await open("/services/notary", { viewport: PHONE });
    await expect
      .poll(() =>
        page.locator("[aria-labelledby=cta-heading] [data-actions] a").first().textContent(),
      )
      .toBe("Request a notary appointment");
  });
});

describe("the blog index", () => {
  it("features the newest article and filters by practice area without JavaScript", async ({
    open,
  }) => {
    const { page } = await open("/blog", { viewport: DESKTOP, javaScript: false });
    const cards = page.locator("[data-articles] > li");
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);
    expect(await page.locator("[data-articles] > li").first().innerText()).toMatch(/latest/i);
    const areaLinks = page.locator("[data-area-link]:not([data-area-link=all])");
    expect(await areaLinks.count()).toBeGreaterThan(0);
    const first = areaLinks.first();
    const area = (await first.getAttribute("data-area-link")) ?? "";
    const count = Number((await first.textContent())?.match(/\((\d+)\)/)?.[1]);
    // The filter is a link to the area's own prerendered page, which lists only its articles.
    await first.click();
    await page.waitForURL((url) => url.pathname === `/blog/area/${area}`);
    expect(await cards.count()).toBe(count);
    expect(
      await page
        .locator("[data-articles] [data-area]")
        .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute("data-area")))]),
    ).toEqual([area]);
    expect(await page.locator("[data-area-link][aria-current=page]").textContent()).toContain(
      `(${count})`,
    );
    await page.locator("[data-area-link=all]").click();
    await page.waitForURL((url) => url.pathname === "/blog");
    expect(await cards.count()).toBe(all);
  });
});

describe("the heading font", () => {
  const fontRequests = (requests: string[]) => requests.filter((u) => /\.woff2$/.test(u));

  /** The fonts Chrome really drew the page's h1 with (CDP), not only what CSS asked for. */
  async function h1Faces(page: Page): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId } = await cdp.send("DOM.querySelector", {
        nodeId: root.nodeId,
        selector: "h1",
      });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      return fonts.map((f) => f.familyName);
    } finally {
      await cdp.detach();
    }
  }

  it.for([
    ["/", "a page that hydrates"],
    ["/privacy", "a page without React"],
    ["/blog/out-of-status-in-canada", "an article"],
  ] as const)(
    "%s (%s): a first visit's first page draws its headings in Newsreader, from the 14 KiB subset",
    async ([path], { open }) => {
      const requests: string[] = [];
      // A fresh browser context: nothing cached, nothing in storage, this is the first navigation.
      const { page } = await open(path, {
        viewport: PHONE,
        beforeOpen: async (p) => {
          p.on("request", (r) => requests.push(r.url()));
        },
      });
      const state = await page.evaluate(() => ({
        family: getComputedStyle(document.querySelector("h1")!).fontFamily,
        // The faces document.fonts reports loaded.
        loaded: [...document.fonts]
          .filter((f) => f.family.replace(/"/g, "") === "Newsreader" && f.status === "loaded")
          .map((f) => f.unicodeRange),
      }));
      expect(state.family).toMatch(/^"?Newsreader"?,/);
      // One face loaded: the subset, whose range starts with Basic Latin.
      expect(state.loaded, "Newsreader faces loaded").toHaveLength(1);
      expect(state.loaded[0]).toMatch(/^U\+20-7E,/i);
      // Chrome names the face it drew with ("Newsreader 16pt 16pt SemiBold"): only Newsreader.
      const faces = await h1Faces(page);
      expect(faces.length).toBeGreaterThan(0);
      for (const face of faces) expect(face).toMatch(/^Newsreader\b/);
      // Only the subset was fetched, never the full Latin file.
      const fonts = [...new Set(fontRequests(requests))];
      expect(fonts, "font files requested").toHaveLength(1);
      expect(fonts[0]).toMatch(/newsreader-600-headings-[\w-]+\.woff2$/);
    },
  );

  it("on a slow connection, a first visit still fetches one font file, the subset, and nothing moves", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open("/privacy", {
      viewport: PHONE,
      beforeOpen: async (p) => {
        p.on("request", (r) => requests.push(r.url()));
        // The subset arrives only once the page has painted without it, as on a slow network.
        await p.route(/newsreader-600-headings-[\w-]+\.woff2$/, async (route) => {
          await p.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
          await route.continue();
        });
        await p.addInitScript(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              shifts.push((e as unknown as { value: number }).value);
          }).observe({ type: "layout-shift", buffered: true });
          Object.assign(window, { __shifts: shifts });
        });
      },
    });
    await page.evaluate(() => document.fonts.ready);
    const fonts = [...new Set(fontRequests(requests))];
    expect(fonts, "font files requested").toHaveLength(1);
    expect(fonts[0]).toMatch(/newsreader-600-headings-[\w-]+\.woff2$/);
    // `font-display: optional`: the late file is not swapped in under the reader's eyes.
    expect(
      await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts),
    ).toEqual([]);
  });

  it("a visitor who asks to save data never downloads it, and reads the fallback serif", async ({
    open,
  }) => {
    const requests: string[] = [];
    const { page } = await open("/", {
      viewport: PHONE,
      beforeOpen: async (p, context) => {
        p.on("request", (r) => requests.push(r.url()));
        await context.addInitScript(() =>
          Object.defineProperty(navigator, "connection", { value: { saveData: true } }),
        );
      },
    });
    await page.mouse.move(100, 200);
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests(requests)).toEqual([]);
    const faces = await h1Faces(page);
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).not.toMatch(/Newsreader/);
  });

  it("the subset holds every character the built pages' headings and serif figures use", () => {
    const css = readFileSync(path.join(projectRoot, "app/app.css"), "utf8");
    const script = readFileSync(path.join(projectRoot, "scripts/subset-heading-font.sh"), "utf8");
    const subsetRule = /@font-face\s*{[^}]*newsreader-600-headings\.woff2[^}]*}/.exec(css)?.[0];
    const cssRange = /unicode-range:\s*([^;]+);/.exec(subsetRule ?? "")?.[1];
    const scriptRange = /UNICODES="([^"]+)"/.exec(script)?.[1];
    expect(cssRange?.replace(/\s/g, "")).toBe(scriptRange);
    const ranges = (scriptRange ?? "").split(",").map((r) => {
      const [from = "", to = from] = r.replace(/U\+/g, "").split("-");
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
    });
    const covered = (c: string) =>
      ranges.some(([a, b]) => c.codePointAt(0)! >= a && c.codePointAt(0)! <= b);
    const missing = new Map<string, string>();
    const pages = readdirSync(path.join(projectRoot, "build/client"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const html = readFileSync(path.join(projectRoot, "build/client", file), "utf8");
      const texts = [
        ...[...html.matchAll(/<(h[1-3])\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!),
        ...[...html.matchAll(/class="[^"]*\bfont-serif\b[^"]*"[^>]*>([^<]*)/g)].map((m) => m[1]!),
      ];
      for (const text of texts) {
        const plain = text
          .replace(/<[^>]+>/g, "")
          .replace(/&#x([\da-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
          .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
          .replace(/&(?:amp|lt|gt|quot|nbsp);/g, " ")
          .replace(/\s/g, "");
        for (const c of plain) if (!covered(c)) missing.set(c, file);
      }
    }
    expect(
      Object.fromEntries(missing),
      "add the characters to UNICODES in scripts/subset-heading-font.sh and app/app.css, then run it",
    ).toEqual({});
  });
});
