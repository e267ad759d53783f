/**
 * The services pages, the two biographies and the team page (docs/PRODUCT-RULES.md). Their axe
 * scans, one per width, are in routes.test.ts (1280 px) and accessibility.test.ts (390 px).
 */
import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { affiliations } from "~/content/affiliations";
import { effectiveOn, fact } from "~/content/facts";
import { bioPath, bookingHref, caribbeanLead, firm, principal } from "~/content/firm";
import { admissions, caribbeanLeadBio } from "~/content/people/caribbean-lead";
import { principalBio, yearOfCall } from "~/content/people/principal";
import { rendersOnRequest } from "~/site-map";
import { sitePaths } from "~/site-pages.server";
import { DESKTOP, it, PHONE, stubThirdParty, textOf, waitForHydration } from "../support/browser";

const principalPath = bioPath(principal);
const caribbeanPath = bioPath(caribbeanLead);

/** The services pages, the two biographies and the team page. */
const pages = [
  "/services",
  "/services/real-estate",
  "/services/buying-real-estate",
  "/services/selling-real-estate",
  "/services/mortgage-refinancing",
  "/services/immigration",
  "/services/wills-estates",
  "/services/family-law",
  "/services/notary",
  principalPath,
  caribbeanPath,
  "/team",
];

/** Text of the main landmark with whitespace collapsed. */
async function mainText(page: Page): Promise<string> {
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

describe("no dead buttons or links in the main content", () => {
  it.for(pages)(
    "%s: every link goes somewhere real and every button belongs to a working control",
    async (path, { open }) => {
      const opened = await open(path);
      const { page } = opened;
      const links = await page.locator("main a").evaluateAll((as) =>
        as.map((a) => ({
          href: a.getAttribute("href") ?? "",
          text: (a.textContent ?? "").trim(),
        })),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const { href, text } of links) {
        expect(href, `link "${text}" has no target`).not.toBe("");
        if (href.startsWith("tel:")) {
          expect(href).toMatch(new RegExp(`^tel:\\${firm.phone.e164}(,\\d+)?$`));
        } else if (href.startsWith("mailto:")) {
          expect(href).toMatch(/^mailto:[^@\s]+@mercerlaw\.example(\?subject=.+)?$/);
        } else if (href.startsWith("#")) {
          expect(await page.locator(href).count(), `anchor ${href} has no target`).toBe(1);
        } else if (/^https?:/.test(href)) {
          expect(href).toMatch(/^https:\/\//);
        } else {
          const [target = "", hash] = href.split("#");
          const [pathname, query] = target.split("?");
          expect(sitePaths, `link "${text}" goes to ${href}, which is not a page`).toContain(
            pathname,
          );
          // A query only where the page renders it (the notary page's request: /contact?service=).
          if (query)
            expect(
              rendersOnRequest(pathname!, new URLSearchParams(query)),
              `link "${text}": ${pathname} does not render ${query}`,
            ).toBe(true);
          if (hash && pathname === path) expect(await page.locator(`#${hash}`).count()).toBe(1);
        }
      }
      // The only buttons in main are the profile carousel's controls, each tested below.
      const buttons = await page.locator("main button").evaluateAll((bs) =>
        bs.map((b) => ({
          name: b.getAttribute("aria-label") ?? (b.textContent ?? "").trim(),
          control:
            b.hasAttribute("data-carousel-prev") ||
            b.hasAttribute("data-carousel-next") ||
            b.hasAttribute("data-carousel-dot"),
        })),
      );
      for (const b of buttons) {
        expect(b.name, "button without a name").not.toBe("");
        expect(b.control, `unexpected button "${b.name}"`).toBe(true);
      }
    },
  );

  it("the real estate call/email/book block acts: tel:, mailto: with a subject, and /contact", async ({
    open,
  }) => {
    // /contact, entered by a document load, fetches the scheduling widget when idle: answer the
    // offline machine's third-party requests.
    const opened = await open("/services/real-estate", {
      viewport: PHONE,
      beforeOpen: stubThirdParty,
    });
    const { page } = opened;
    const block = page.locator("#contact-options");
    expect(
      await block.getByRole("link", { name: `Call ${firm.phone.display}` }).getAttribute("href"),
    ).toBe(`tel:${firm.phone.e164}`);
    const mail = await block.getByRole("link", { name: "Email us" }).getAttribute("href");
    expect(mail).toMatch(new RegExp(`^mailto:${firm.email}\\?subject=.+`));
    await block.getByRole("link", { name: "Book a consultation" }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => textOf(page.locator("h1"))).toBe("Contact us");
  });

  it("the three real estate service cards lead to the three process pages", async ({ open }) => {
    const opened = await open("/services/real-estate");
    const hrefs = await opened.page
      .locator("#services article h3 a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/services/buying-real-estate",
      "/services/selling-real-estate",
      "/services/mortgage-refinancing",
    ]);
    expect(await opened.page.locator("#process [data-process-steps] > li").count()).toBe(4);
  });
});

describe("Caribbean lead profile carousel", () => {
  // His portrait first, then the scenes of `photos`, all in the one 4:5 frame.
  const slideCount = caribbeanLeadBio.photos.length + 1;
  const current = (page: Page) =>
    page.locator("[data-profile-carousel] [data-slide-index]").getAttribute("data-slide-index");
  // Every slide is in the page, the others hidden: read the one shown.
  const currentSrc = (page: Page) =>
    page.locator("[data-profile-carousel] [data-slide-index] img").getAttribute("src");
  const portraitShown = (page: Page) =>
    page.locator("[data-profile-carousel] [data-slide-index] [data-portrait]").isVisible();

  it("starts at his portrait, wraps both ways and selects with dots", async ({ open }) => {
    const opened = await open(caribbeanPath, { viewport: PHONE });
    const { page } = opened;
    expect(await current(page)).toBe("0");
    expect(await portraitShown(page)).toBe(true);
    expect(await page.locator("[data-carousel-dot]").count()).toBe(slideCount);

    for (let i = 1; i < slideCount; i++) {
      await page.click("[data-carousel-next]");
      await expect.poll(() => current(page)).toBe(String(i));
      expect(await currentSrc(page)).toBe(caribbeanLeadBio.photos[i - 1]!.src);
    }
    await page.click("[data-carousel-next]");
    await expect.poll(() => current(page)).toBe("0");
    expect(await portraitShown(page)).toBe(true);
    await page.click("[data-carousel-prev]");
    await expect.poll(() => current(page)).toBe(String(slideCount - 1));
    expect(await currentSrc(page)).toBe(caribbeanLeadBio.photos[slideCount - 2]!.src);

    await page.locator("[data-carousel-dot]").nth(1).click();
    await expect.poll(() => current(page)).toBe("1");
    expect(await page.locator("[data-carousel-dot]").nth(1).getAttribute("aria-current")).toBe(
      "true",
    );
    expect(await page.locator('[data-carousel-dot][aria-current="true"]').count()).toBe(1);
  });

  it("shows no controls without JavaScript, only his portrait", async ({ open }) => {
    const opened = await open(caribbeanPath, { javaScript: false });
    const { page } = opened;
    // The controls are in the markup for the script to wire; without it none is shown.
    expect(await page.locator("main button:visible").count()).toBe(0);
    expect(await portraitShown(page)).toBe(true);
  });

  it("replaces a photo that fails to load with a placeholder carrying the name", async ({
    open,
  }) => {
    const { page } = await open(caribbeanPath, {
      viewport: DESKTOP,
      beforeOpen: (p) => p.route(`**${caribbeanLeadBio.photos[0]!.src}`, (route) => route.abort()),
      // The browser reports the failed image; that failure is what this test is about.
      allowProblems: /Failed to load resource/,
    });
    await page.click("[data-carousel-next]");
    const placeholder = page.locator(
      "[data-profile-carousel] [data-slide-index] [data-photo-placeholder]",
    );
    await placeholder.waitFor();
    expect((await placeholder.innerText()).trim()).toBe(caribbeanLead.name);
    expect(await placeholder.getAttribute("role")).toBe("img");
    // The next photo loads normally.
    await page.click("[data-carousel-next]");
    await expect.poll(() => currentSrc(page)).toBe(caribbeanLeadBio.photos[1]!.src);
  });

  it("hides the background image when it fails to load", async ({ open }) => {
    const { page } = await open(caribbeanPath, {
      viewport: DESKTOP,
      allowProblems: /Failed to load resource/,
    });
    expect(await page.locator("[data-profile-background]").count()).toBe(1);
    await page.route(`**${caribbeanLeadBio.background.src}`, (route) => route.abort());
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator("[data-profile-background]:visible").count()).toBe(0);
  });

  it("states he is a foreign lawyer, lists degrees, admissions and areas, and offers booking first, Back to Home after", async ({
    open,
  }) => {
    const opened = await open(caribbeanPath);
    const { page } = opened;
    const text = await mainText(page);
    expect(text).toContain("not licensed by the Law Society of Ontario");
    expect(await page.locator('[data-credentials="degrees"] li').count()).toBe(4);
    for (const place of ["Trinidad and Tobago", "British Virgin Islands", "Grenada"])
      expect(text).toContain(place);
    expect(await page.locator("[data-areas] > li").count()).toBe(6);
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    // Booking leads the opening and the closing band (docs/PRODUCT-RULES.md#service-terms); a
    // message is the way beside it.
    for (const block of ["[data-hero]", '[aria-label="Next steps"]']) {
      const first = page.locator(`${block} [data-actions]`).locator("a, button").first();
      expect((await first.innerText()).trim(), block).toBe("Book a free consultation");
      expect(await first.getAttribute("href"), block).toBe(bookingHref);
    }
    expect(await page.getByRole("link", { name: "Send us a message" }).getAttribute("href")).toBe(
      "/contact",
    );
  });
});

describe("principal lawyer biography", () => {
  it("has three gallery images that load, 10 affiliations with statuses, and a Back to Home button", async ({
    open,
  }) => {
    const opened = await open(principalPath);
    const { page } = opened;
    const images = page.locator("[data-gallery] img");
    expect(await images.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      await images.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
    }
    // The marquee renders the list twice for a seamless loop; the copy is hidden.
    expect(await page.locator("[data-bio-affiliation]").count()).toBe(20);
    expect(await page.locator("li:not([data-marquee-copy]) > [data-bio-affiliation]").count()).toBe(
      10,
    );
    const text = await mainText(page);
    for (const status of [
      "Current Member",
      // Dated statuses: past their dates, "Joining" reads "Member since" (memberships.ts).
      "Member since September 2025",
      "Member since January 2026",
      "Membership Pending",
      "Since 2017",
      "Active Member",
    ]) {
      expect(text).toContain(status);
    }
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });

  it("shows one strip of organisations, her own, and names the firm's other affiliations once", async ({
    open,
  }) => {
    const { page } = await open(principalPath, { viewport: DESKTOP });
    // One strip per page (docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide): the site's strip
    // above the footer is left out here.
    expect(await page.locator(".marquee").count()).toBe(1);
    expect(await page.locator("[data-affiliations]").count()).toBe(0);
    // Every organisation of the site's strip is still on the page, once: in her list, or beside it.
    const own = await page
      .locator("li:not([data-marquee-copy]) > [data-bio-affiliation]")
      .allInnerTexts();
    const beside = await page.locator("[data-firm-affiliations] li").allInnerTexts();
    for (const a of affiliations) {
      const shown = [...own, ...beside].filter((t) => t.includes(a.name));
      expect(shown, a.name).toHaveLength(1);
    }
    for (const text of beside) expect(await page.getByText(text).isVisible(), text).toBe(true);
  });

  it("shows every gallery caption whole at every width from phone to wide (WCAG 1.4.10)", async ({
    open,
  }) => {
    const opened = await open(principalPath, { javaScript: false, viewport: PHONE });
    const { page } = opened;
    for (const width of [390, 640, 768, 900, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator("[data-gallery]").scrollIntoViewIfNeeded();
      // Each caption's words lie inside their card, and no word is cut inside its own box.
      const clipped = await page.locator("[data-gallery] figure").evaluateAll((figures) =>
        figures.flatMap((figure) => {
          const card = figure.getBoundingClientRect();
          return [...figure.querySelectorAll("figcaption span")].flatMap((span) => {
            const box = span.getBoundingClientRect();
            const outside =
              box.right > card.right + 0.5 ||
              box.bottom > card.bottom + 0.5 ||
              span.scrollWidth > span.clientWidth + 1;
            return outside
              ? [`${span.textContent} (${Math.round(box.right - card.right)} px)`]
              : [];
          });
        }),
      );
      expect(clipped, `at ${width} px`).toEqual([]);
    }
    await opened.close();
  });

  it("scrolls the affiliations list in 25 s on wide screens and 20 s on small ones", async ({
    open,
  }) => {
    for (const [viewport, seconds] of [
      [DESKTOP, "25s"],
      [PHONE, "20s"],
    ] as const) {
      const opened = await open(principalPath, { viewport });
      const duration = await opened.page
        .locator("#affiliations .marquee-track")
        .evaluate((el) => getComputedStyle(el).animationDuration);
      expect(duration).toBe(seconds);
    }
  });

  it("does not move the list when the visitor prefers reduced motion", async ({ open }) => {
    const opened = await open(principalPath, { reducedMotion: true });
    const name = await opened.page
      .locator("#affiliations .marquee-track")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
  });
});

describe("figures and lists on the pages", () => {
  it("family law shows its fees exactly, four FAQ questions and the referral of contested divorces", async ({
    open,
  }) => {
    const opened = await open("/services/family-law");
    const { page } = opened;
    const fees = (await page.locator("[data-family-fees] [data-fee-amount]").allInnerTexts()).map(
      (t) => t.trim(),
    );
    expect(fees).toEqual([
      "$999.00",
      "$1,200 to $2,000",
      "Free for Canadian matters",
      "$800 to $1,200",
    ]);
    expect(await page.locator("#family-law-faq [data-faq-item]").count()).toBe(4);
    const text = await mainText(page);
    expect(text).toContain("We do not handle contested divorces");
    expect(text).toContain("13% HST");
    expect(text).toContain("Trinidad and Tobago");
    expect(text).toMatch(/Recognition of foreign divorces/);
  });

  it("family law names the Ontario lawyer who handles divorces and separation agreements, and her practice areas include family law everywhere", async ({
    open,
  }) => {
    const opened = await open("/services/family-law", { javaScript: false });
    const text = await mainText(opened.page);
    expect(text).toContain(
      `Ontario divorces, separation agreements and foreign divorce opinion letters are handled by ${principal.name}`,
    );
    expect(await opened.page.locator("[data-ontario-lawyer] a").getAttribute("href")).toBe(
      principalPath,
    );
    await opened.close();
    // The team cards, the biography's credentials and her structured data agree (app/content/firm.ts).
    for (const path of ["/team", principalPath]) {
      const { page, close } = await open(path, { javaScript: false });
      expect(await mainText(page)).toContain(
        "Real estate, wills and estates, immigration, family law and notary services",
      );
      if (path === principalPath) {
        const people = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.flatMap((s) => {
              const data = JSON.parse(s.textContent ?? "{}");
              return (Array.isArray(data["@graph"]) ? data["@graph"] : [data]).filter(
                (n: { "@type"?: string }) => n["@type"] === "Person",
              );
            }),
          );
        expect(people.map((p) => p.knowsAbout)).toContainEqual(
          expect.arrayContaining(["Family law"]),
        );
      }
      await close();
    }
  });

  it("notary shows its prices, other costs, both document lists and the three-ID rule", async ({
    open,
  }) => {
    const opened = await open("/services/notary", { javaScript: false });
    const { page } = opened;
    const text = await mainText(page);
    for (const figure of [
      "$50",
      "$10 each",
      "$15 each",
      "$0.30 per page",
      "$2.00 per document",
      "$20 plus HST",
      "Fee varies",
      "Varies",
    ]) {
      expect(text).toContain(figure);
    }
    expect(await page.locator("[data-notary-pricing] > li").count()).toBe(7);
    expect(await page.locator("[data-notary-online] li").count()).toBe(4);
    expect(await page.locator("[data-notary-in-person] li").count()).toBe(3);
    expect(text).toContain("two government-issued photo IDs");
    expect(text).toContain("cannot give legal advice unless explicitly authorized");
    expect(text).toContain("Notaries Act");
  });

  it("notary offers to request an appointment, not to book the phone or video consultation, and the request opens with the notary service chosen", async ({
    open,
  }) => {
    // The booking takes 15-minute phone or video calls only (docs/BOOKING.md#consultation-types);
    // a notarization is often in person at the office, so nothing on the page offers to book it.
    const opened = await open("/services/notary", { javaScript: false });
    const { page } = opened;
    const main = page.locator("main");
    expect(await main.locator(`a[href="${bookingHref}"]`).count()).toBe(0);
    expect(await main.getByRole("link", { name: /^Book/ }).count()).toBe(0);
    const requests = main.getByRole("link", { name: "Request a notary appointment" });
    expect(await requests.count()).toBe(2);
    for (const href of await requests.evaluateAll((links) =>
      links.map((a) => a.getAttribute("href")),
    ))
      expect(href).toBe("/contact?service=notary#send-message");
    const band = page.locator("[data-call-to-action]");
    expect(await band.locator(`a[href="tel:${firm.phone.e164}"]`).count()).toBe(1);
    expect(await textOf(page.locator("[data-notary-in-person]"))).not.toMatch(/\bBook\b/);

    await requests.first().click();
    await page.waitForURL(/\/contact\?service=notary/);
    const service = page.locator("select[name=serviceType]");
    expect(await service.inputValue()).toBe("notary");
    expect(await page.locator("textarea[name=message]").inputValue()).toMatch(
      /^I would like a notary appointment\.\n\nDocument\(s\) to notarize or certify:/,
    );
    await opened.close();
  });

  it("notary says that Canada joined the Apostille Convention, in force on January 11, 2024", async ({
    open,
  }) => {
    // The date comes from the facts register; the register holds the day it took effect.
    expect(fact("apostille-convention-canada").effective).toBe("2024-01-11");
    const { page } = await open("/services/notary", { javaScript: false });
    const text = await mainText(page);
    expect(text).toContain(
      `Canada has been a party to the Hague Apostille Convention since ${effectiveOn("apostille-convention-canada")}.`,
    );
    expect(text).toContain("January 11, 2024");
    expect(text).toMatch(/one certificate, called an apostille/);
  });

  it("wills shows 1 to 2 weeks, remote witnessing, 10 years of combined experience and seven FAQ questions", async ({
    open,
  }) => {
    const opened = await open("/services/wills-estates", { javaScript: false });
    const { page } = opened;
    const text = await mainText(page);
    expect(text).toContain("1 to 2 weeks");
    expect(text).toMatch(/remote witnessing/i);
    expect(text).toContain("10 years of combined experience");
    expect(await page.locator("#process [data-process-steps] > li").count()).toBe(5);
    expect(await page.locator("#wills-faq [data-faq-item]").count()).toBe(7);
  });

  it("a linked wills FAQ question opens", async ({ open }) => {
    const { page } = await open("/services/wills-estates#remote-signing");
    await expect
      .poll(() =>
        page.locator("details#remote-signing").evaluate((d: HTMLDetailsElement) => d.open),
      )
      .toBe(true);
  });

  it("immigration lists twelve services", async ({ open }) => {
    const opened = await open("/services/immigration", { javaScript: false });
    expect(await opened.page.locator("[data-immigration-services] > li").count()).toBe(12);
  });

  it.for([
    ["/services/buying-real-estate", 7],
    ["/services/selling-real-estate", 6],
    ["/services/mortgage-refinancing", 6],
  ] as const)(
    "%s shows its %i steps and the one-lawyer rule, with JavaScript off",
    async ([path, count], { open }) => {
      const opened = await open(path, { javaScript: false });
      const { page } = opened;
      expect(await page.locator("#process [data-process-steps] > li").count()).toBe(count);
      expect(await mainText(page)).toContain(
        "cannot act for both the buyer and the seller in the same transaction",
      );
    },
  );
});

describe("structured data", () => {
  async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((b) => JSON.parse(b));
  }

  it("/services describes the firm as a LegalService with its services", async ({ open }) => {
    const opened = await open("/services", { javaScript: false });
    const legal = (await jsonLd(opened.page)).find((d) => d["@type"] === "LegalService");
    expect(legal?.name).toBe(firm.name);
    const catalog = legal?.hasOfferCatalog as { itemListElement: unknown[] };
    expect(catalog.itemListElement).toHaveLength(5);
  });

  it.for([
    [principalPath, [principal.name]],
    [caribbeanPath, [caribbeanLead.name]],
    ["/team", [principal.name, caribbeanLead.name]],
  ] as const)("%s has a Person for each lawyer shown", async ([path, names], { open }) => {
    const opened = await open(path, { javaScript: false });
    const people = (await jsonLd(opened.page))
      .filter((d) => d["@type"] === "Person")
      .map((d) => d.name);
    expect(people).toEqual(names);
  });
});

describe("team page", () => {
  it("shows both members with photo, title, specialisation, bio, profile link and e-mail", async ({
    open,
  }) => {
    const opened = await open("/team", { viewport: PHONE });
    const { page } = opened;
    const members = page.locator("[data-team-member]");
    expect(await members.count()).toBe(2);
    for (const [i, lawyer, path] of [
      [0, principal, principalPath],
      [1, caribbeanLead, caribbeanPath],
    ] as const) {
      const card = members.nth(i);
      const text = (await card.innerText()).replace(/\s+/g, " ");
      expect(text).toContain(lawyer.name);
      expect(text).toContain(lawyer.title);
      expect(text).toContain(lawyer.specialization);
      expect(await card.locator('img, svg[role="img"]').count()).toBeGreaterThan(0);
      expect(await card.getByRole("link", { name: /View Profile/ }).getAttribute("href")).toBe(
        path,
      );
      expect(await card.locator(`a[href^="mailto:${lawyer.email}"]`).count()).toBe(1);
    }
  });
});

/**
 * What a careful client checks first, stated plainly on /team and at the top of each biography
 * (LSO Rule 4.2-1; docs/PRODUCT-RULES.md#law-society-of-ontario-marketing-rules): the Law Society
 * status and the year of call, or for a foreign lawyer that he is not licensed in Ontario and
 * where and when he was admitted.
 */
describe("year of call and Law Society status", () => {
  const people = [
    {
      lawyer: principal,
      path: principalPath,
      licence: principalBio.licence,
      years: [yearOfCall],
    },
    {
      lawyer: caribbeanLead,
      path: caribbeanPath,
      licence: caribbeanLeadBio.licence,
      years: admissions.map((a) => a.year),
    },
  ] as const;

  it("/team states each lawyer's status and year of call on their card", async ({ open }) => {
    const { page } = await open("/team", { javaScript: false });
    for (const { lawyer, licence, years } of people) {
      const card = page.locator("[data-team-member]").filter({ hasText: lawyer.name });
      const line = card.locator("[data-licence]");
      expect(await line.isVisible(), lawyer.name).toBe(true);
      const text = await textOf(line);
      expect(text).toContain(licence.status);
      expect(text).toContain(licence.called);
      for (const year of years) expect(text).toContain(String(year));
    }
    // The Ontario lawyer is licensed by the Law Society; the foreign lawyer says he is not.
    expect(await page.locator('[data-licence="ontario"]').count()).toBe(1);
    expect(await page.locator('[data-licence="foreign"]').count()).toBe(1);
  });

  it.for(people.map((p) => [p.path, p] as const))(
    "%s states the status and year of call in its first screen",
    async ([path, { licence, years }], { open }) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page } = await open(path, { viewport, javaScript: false });
        const lines = page.locator("main [data-licence]");
        expect(await lines.count(), `${path} at ${viewport.width} px: stated`).toBeGreaterThan(0);
        const line = lines.first();
        const text = await textOf(line);
        expect(text, `${path} at ${viewport.width} px`).toContain(licence.status);
        expect(text).toContain(licence.called);
        for (const year of years) expect(text).toContain(String(year));
        const box = (await line.boundingBox())!;
        expect(
          box.y + box.height,
          `${path} at ${viewport.width} px: in the first screen`,
        ).toBeLessThanOrEqual(viewport.height);
      }
    },
  );
});
