/**
 * Every control of the site whose answer `npm run bench` times (Interaction to Next Paint, Event
 * Timing API, 4x CPU slowdown): docs/PERFORMANCE.md#interactions says how to read and add one.
 *
 * A control is data: the page it is on, the width it is used at, what brings the page to the
 * state where it is used (`prepare`, not timed) and what a person does with it (`target`, pressed
 * with the pointer, or `act`, keys; timed: its slowest input event, from the input to the next
 * frame, is the control's figure). Use the names a
 * person sees (roles and labels), as the browser tests do, so a control survives a redesign that
 * keeps its words.
 */
import type { Locator, Page } from "playwright-core";
import { pdf } from "../tests/support/document-files";
import { clientPageControls } from "./bench-client-controls";
import type { ClientPage } from "./bench-client-pages";

export interface Control {
  /** What a person does, as the table in docs/PERFORMANCE.md names it. */
  name: string;
  /** The page it is on. */
  route: string;
  /** Phone (390 × 844) or desktop (1280 × 800). */
  viewport: "phone" | "desktop";
  /** Needs a signed-in staff member (the desk): the bench signs one in once. */
  staff?: boolean;
  /**
   * On the client's documents page (docs/DOCUMENTS.md): the bench's desk sends one document request
   * from its inquiry, and `:token` in `route` becomes that request's link.
   */
  documents?: boolean;
  /**
   * On a client's questionnaire or engagement letter page, behind its link: each use gets one of
   * its own at this step (scripts/bench-client-pages.ts), and `:token` in `route` becomes its token.
   */
  clientPage?: ClientPage;
  /** Brings the page to where the control is used (scroll, open a dialog, fill a field): not timed. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * What a person does with the keyboard (typing, a key): every input event in it is timed; its
   * slowest is the control's figure. A control pressed with a pointer names its `target` instead.
   */
  act?: (page: Page) => Promise<void>;
  /**
   * What a person presses with a pointer. The bench brings the pointer over it first, untimed (a
   * hand reaches a control before pressing it), then times one press and release at its centre,
   * sent as plain input (`page.mouse`). Not Playwright's `click()`: that also runs its own checks
   * inside the page's event dispatch (listeners that call `elementsFromPoint` on every pointer
   * event), work a visitor's browser never does and the timing would count as the site's.
   */
  target?: (page: Page) => Locator;
}

/** A PDF of about 1 MB, a scanned page's size: what the client sends on the documents page. */
const scannedPage = pdf(`Agreement of Purchase and Sale ${"0".repeat(1_000_000)}`);

/** Chooses the file for the documents page's first item (the file chooser is not timed). */
const chooseDocument = (page: Page) =>
  page
    .getByLabel(/^Add a file or photo for/)
    .first()
    .setInputFiles({ name: "agreement.pdf", mimeType: "application/pdf", buffer: scannedPage });

/** Types `text` one key at a time, as a person does (each key is an interaction). */
const typeInto = (page: Page, label: string, text: string) =>
  page.getByRole("textbox", { name: label, exact: true }).pressSequentially(text);

const bookingDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Book a free consultation" });
const bookingDays = (page: Page) =>
  bookingDialog(page).getByRole("list", { name: "Days with free times" }).getByRole("button");
/** Opens the booking dialog at its first step (the days). */
async function openBookingDays(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Book Consultation" }).first().click();
  await bookingDays(page).first().waitFor();
}
/** Opens the booking dialog and chooses a day: its times are listed. */
async function openBookingTimes(page: Page): Promise<void> {
  await openBookingDays(page);
  await bookingDays(page).nth(1).click();
  await bookingDialog(page).getByRole("radio").first().waitFor();
}

/** Opens the booking dialog, chooses a day and its first time, and fills the details (untimed). */
async function fillBookingDetails(page: Page): Promise<void> {
  await openBookingTimes(page);
  const dialog = bookingDialog(page);
  await dialog.getByRole("radio").first().check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("radio", { name: /Video call/ }).check();
  await dialog.getByLabel("First name").fill("Amara");
  await dialog.getByLabel("Last name").fill("Osei");
  await dialog.getByLabel(/^E-mail/).fill("amara.osei@example.com");
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
}

export const controls: Control[] = [
  // Header and navigation (every page).
  {
    name: "Header: Services menu (click)",
    route: "/",
    viewport: "desktop",
    target: (page) => page.getByRole("button", { name: "Services menu" }),
  },
  {
    name: "Header: Fees menu (Enter key)",
    route: "/about",
    viewport: "desktop",
    prepare: (page) => page.getByRole("button", { name: "Fees menu" }).focus(),
    act: (page) => page.keyboard.press("Enter"),
  },
  {
    name: "Header: Services menu on a page without React",
    route: "/privacy",
    viewport: "desktop",
    target: (page) => page.getByRole("button", { name: "Services menu" }),
  },
  {
    name: "Phone drawer: open",
    route: "/",
    viewport: "phone",
    target: (page) => page.getByRole("button", { name: "Open menu" }),
  },
  {
    name: "Phone drawer: close",
    route: "/",
    viewport: "phone",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
    },
    target: (page) => page.getByRole("button", { name: "Close menu" }),
  },
  {
    name: "Phone drawer: open, on a page without React",
    route: "/services/notary",
    viewport: "phone",
    target: (page) => page.getByRole("button", { name: "Open menu" }),
  },
  {
    name: "Site search: open",
    route: "/",
    viewport: "desktop",
    target: (page) => page.locator("[data-search-open]"),
  },
  {
    name: "Site search: typing a word",
    route: "/",
    viewport: "desktop",
    prepare: async (page) => {
      await page.locator("[data-search-open]").click();
      await page
        .getByRole("dialog", { name: "Search this website" })
        .getByRole("searchbox")
        .waitFor();
    },
    act: (page) => page.getByRole("searchbox").pressSequentially("apostille"),
  },
  // Home page.
  {
    name: "Testimonials: next",
    route: "/",
    viewport: "phone",
    target: (page) => page.locator("[data-carousel-next]"),
  },
  {
    name: "Testimonials: a dot",
    route: "/",
    viewport: "desktop",
    target: (page) => page.locator("[data-carousel-dot]").nth(2),
  },
  {
    name: "Affiliations strip: pause",
    route: "/",
    viewport: "phone",
    prepare: (page) => page.locator("[data-affiliations]").scrollIntoViewIfNeeded(),
    target: (page) => page.locator("[data-affiliations]").getByText("Pause affiliations"),
  },
  // Fees.
  {
    name: "Closing-cost estimator: choosing Selling",
    route: "/fees/real-estate",
    viewport: "phone",
    prepare: async (page) => {
      await typeInto(page, "Purchase price", "850000");
      await page.getByRole("radio", { name: "Selling" }).scrollIntoViewIfNeeded();
    },
    target: (page) => page.getByRole("radio", { name: "Selling" }),
  },
  {
    name: "Closing-cost estimator: typing a price",
    route: "/fees/real-estate",
    viewport: "phone",
    prepare: (page) =>
      page.getByRole("textbox", { name: "Purchase price", exact: true }).scrollIntoViewIfNeeded(),
    act: (page) => typeInto(page, "Purchase price", "850000"),
  },
  {
    name: "Closing-cost estimator: changing the closing date",
    route: "/fees/real-estate",
    viewport: "phone",
    prepare: async (page) => {
      await typeInto(page, "Purchase price", "850000");
      await page.getByLabel("Closing date", { exact: true }).focus();
    },
    // A date field takes month, day and year as typed digits (en-US order in the bench's browser).
    act: (page) => page.keyboard.type("12152026"),
  },
  {
    name: "Closing-cost estimator: first-time buyer",
    route: "/fees/real-estate",
    viewport: "phone",
    prepare: async (page) => {
      await typeInto(page, "Purchase price", "850000");
      await page
        .getByRole("checkbox", { name: /Every buyer is a first-time buyer/ })
        .scrollIntoViewIfNeeded();
    },
    target: (page) => page.getByRole("checkbox", { name: /Every buyer is a first-time buyer/ }),
  },
  {
    name: "Estate planning quote: choosing a package",
    route: "/fees/estate-planning",
    viewport: "phone",
    target: (page) => page.getByRole("radio").nth(1),
  },
  {
    name: "Estate planning quote: adding an add-on",
    route: "/fees/estate-planning",
    viewport: "phone",
    prepare: async (page) => {
      await page.getByRole("radio").first().check();
      await page.locator('input[name="addon"]').first().scrollIntoViewIfNeeded();
    },
    target: (page) => page.locator('input[name="addon"]').first(),
  },
  // Contact.
  {
    name: "Contact: a tab",
    route: "/contact",
    viewport: "phone",
    target: (page) => page.getByRole("tab").nth(1),
  },
  {
    name: "Contact form: typing a name",
    route: "/contact",
    viewport: "phone",
    prepare: (page) => page.getByLabel("First name").scrollIntoViewIfNeeded(),
    act: (page) => page.getByLabel("First name").pressSequentially("Samantha"),
  },
  {
    name: "Contact form: typing the message",
    route: "/contact",
    viewport: "phone",
    prepare: (page) => page.getByRole("textbox", { name: /^Message/ }).scrollIntoViewIfNeeded(),
    act: (page) =>
      page.getByRole("textbox", { name: /^Message/ }).pressSequentially("A will for my parents"),
  },
  {
    name: "Contact form: choosing a service (keyboard)",
    route: "/contact",
    viewport: "desktop",
    prepare: (page) => page.getByLabel("Service needed").focus(),
    act: (page) => page.keyboard.press("ArrowDown"),
  },
  {
    name: "Booking: Book Consultation opens the booking window",
    route: "/contact",
    viewport: "phone",
    prepare: (page) =>
      page.getByRole("button", { name: "Book Consultation" }).first().scrollIntoViewIfNeeded(),
    target: (page) => page.getByRole("button", { name: "Book Consultation" }).first(),
  },
  // The booking dialog's steps (docs/BOOKING.md): each prepared by the steps before it.
  {
    name: "Booking: choosing a day",
    route: "/contact",
    viewport: "phone",
    prepare: openBookingDays,
    target: (page) => bookingDays(page).nth(1),
  },
  {
    name: "Booking: choosing another time zone (arrow key)",
    route: "/contact",
    viewport: "phone",
    prepare: async (page) => {
      await openBookingDays(page);
      await bookingDialog(page).getByLabel("Your time zone").focus();
    },
    act: (page) => page.keyboard.press("ArrowDown"),
  },
  {
    // The plain booking page's own list (it works without JavaScript: "Show times" sends it).
    name: "Booking page: choosing another time zone (arrow key)",
    route: "/book",
    viewport: "phone",
    prepare: (page) => page.getByLabel("Show times for").focus(),
    act: (page) => page.keyboard.press("ArrowDown"),
  },
  {
    name: "Booking: choosing a time",
    route: "/contact",
    viewport: "phone",
    prepare: openBookingTimes,
    target: (page) => bookingDialog(page).getByRole("radio").first(),
  },
  {
    name: "Booking: Continue to your details",
    route: "/contact",
    viewport: "phone",
    prepare: async (page) => {
      await openBookingTimes(page);
      await bookingDialog(page).getByRole("radio").first().check();
    },
    target: (page) => bookingDialog(page).getByRole("button", { name: "Continue" }),
  },
  {
    name: "Booking: typing a name",
    route: "/contact",
    viewport: "phone",
    prepare: async (page) => {
      await openBookingTimes(page);
      await bookingDialog(page).getByRole("radio").first().check();
      await bookingDialog(page).getByRole("button", { name: "Continue" }).click();
      await bookingDialog(page).getByLabel("First name").waitFor();
    },
    act: (page) => bookingDialog(page).getByLabel("First name").pressSequentially("Amara"),
  },
  {
    // Books for real on the bench's own server: each run opens a fresh page, whose offer no longer
    // lists the time the run before took, so the first time of the day is free every run. Timed:
    // the press to the frame that shows the booking under way, not the server's answer.
    name: "Booking: Book this consultation (submit)",
    route: "/contact",
    viewport: "phone",
    prepare: fillBookingDetails,
    target: (page) => bookingDialog(page).getByRole("button", { name: "Book this consultation" }),
  },
  {
    // The result step: once the confirmation shows, what is left to press is closing the window.
    name: "Booking: closing the window on the confirmation",
    route: "/contact",
    viewport: "phone",
    prepare: async (page) => {
      await fillBookingDetails(page);
      await bookingDialog(page).getByRole("button", { name: "Book this consultation" }).click();
      await bookingDialog(page).locator("[data-booking-outcome]").waitFor();
    },
    target: (page) => bookingDialog(page).getByRole("button", { name: "Close booking window" }),
  },
  // Knowledge Centre.
  {
    name: "Checklist: ticking an item",
    route: "/knowledge/real-estate/buyer-checklist",
    viewport: "phone",
    target: (page) => page.getByRole("checkbox").nth(2),
  },
  {
    name: "FAQ: opening a question, on a page without React",
    route: "/knowledge/immigration",
    viewport: "phone",
    target: (page) => page.locator("main details summary").first(),
  },
  {
    name: "Blog: a practice-area filter",
    route: "/blog",
    viewport: "phone",
    prepare: (page) => page.locator(".blog-area-link").nth(1).scrollIntoViewIfNeeded(),
    // A link to another page: Playwright's click() waits for the navigation it starts, which a
    // plain press does not, and the press's timing is the page being left (no script runs on it).
    act: (page) => page.locator(".blog-area-link").nth(1).click(),
  },
  // The client's documents page, from a request's link: sending a file starts a resumable upload
  // (tus-js-client, loaded on that click) and shows its progress.
  {
    name: "Documents: Send this file (starts the upload)",
    route: "/documents/:token",
    viewport: "phone",
    documents: true,
    prepare: chooseDocument,
    target: (page) => page.getByRole("button", { name: "Send this file" }).first(),
  },
  {
    name: "Documents: Send this file, desktop",
    route: "/documents/:token",
    viewport: "desktop",
    documents: true,
    prepare: chooseDocument,
    target: (page) => page.getByRole("button", { name: "Send this file" }).first(),
  },
  // The lead desk (signed in).
  {
    name: "Desk: opening the filters",
    route: "/desk",
    viewport: "desktop",
    staff: true,
    target: (page) => page.getByText("Filter by area, source or date, or export as CSV"),
  },
  {
    name: "Desk: moving down the list (j)",
    route: "/desk",
    viewport: "desktop",
    staff: true,
    prepare: (page) => page.locator("main h1").click(),
    act: (page) => page.keyboard.press("j"),
  },
  {
    name: "Desk: ticking a row (shows the actions on several)",
    route: "/desk",
    viewport: "desktop",
    staff: true,
    target: (page) => page.getByRole("checkbox", { name: /^Select / }).first(),
  },
  {
    name: "Desk: typing a search",
    route: "/desk",
    viewport: "desktop",
    staff: true,
    prepare: (page) => page.getByLabel(/^Search names/).focus(),
    act: (page) => page.keyboard.type("Ortiz"),
  },
  {
    name: "Desk: opening an inquiry",
    route: "/desk",
    viewport: "desktop",
    staff: true,
    target: (page) => page.getByRole("link", { name: /Sam Ortiz/ }).first(),
  },
  {
    name: "Desk: typing a note",
    route: "/desk",
    viewport: "desktop",
    staff: true,
    prepare: async (page) => {
      await page
        .getByRole("link", { name: /Sam Ortiz/ })
        .first()
        .click();
      await page.locator('textarea[name="note"]').focus();
    },
    act: (page) => page.keyboard.type("Called back"),
  },
  // The client's questionnaire and engagement letter, behind their links.
  ...clientPageControls,
];
