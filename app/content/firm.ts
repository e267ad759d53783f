/**
 * The firm's identity: everything that names, locates or reaches the firm, and the claims it makes
 * about itself (statistics, with their basis). A real firm edits this one file and nothing else
 * (README.md).
 * The defaults are fictional: 555-01xx numbers, the reserved `.example` domain, invented names.
 */

/**
 * The office's time zone (IANA): the firm's clock (app/platform/firm-clock.ts) reads it from here,
 * and every wall-clock time in this file is on it.
 */
const officeTimeZone = "America/Toronto";

export interface Lawyer {
  /** Stable key used by content modules (team, biographies). */
  key: "principal" | "caribbean";
  name: string;
  /** Honorific-free first name, used in friendly copy ("Book a call with Danielle"). */
  firstName: string;
  title: string;
  /** The practice areas in a phrase, for cards and the biography. */
  specialization: string;
  email: string;
  linkedIn: string;
  /**
   * The lawyer's own video meeting room, sent in the invitation of a consultation held by video
   * (docs/BOOKING.md#e-mails-and-invitations).
   */
  videoLink: string;
}

/**
 * A statistic the firm states about itself. LSO Rule 4.2-1 (and its commentary): marketing must be
 * demonstrably true, accurate and verifiable, so each statistic says what it counts and over what
 * period, and that basis is shown beside the number. Set `show: false` to stop showing one.
 */
export interface FirmStatistic {
  id: string;
  /** As shown, e.g. "98%". */
  value: string;
  /** What the number is, e.g. "success rate". */
  label: string;
  /** What was counted, in one plain sentence a client could check against the firm's records. */
  basis: string;
  /** The period or date the count covers, e.g. "January 2024 to October 2026". */
  period: string;
  show: boolean;
}

export interface PhoneNumber {
  /** As printed, e.g. "(416) 555-0142". */
  display: string;
  /** E.164 for tel: links, e.g. "+14165550142". */
  e164: string;
}

export type LawyerKey = Lawyer["key"];

/** Days of the week, Monday first (ISO 8601 numbers them 1 to 7 in this order). */
export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

/** A span of one day in the firm's time zone, "HH:MM" on the 24-hour clock; `to` is exclusive. */
export interface HoursRange {
  from: string;
  to: string;
}

/** Hours by day of the week; a day that is absent or empty has none. */
export type WeeklyHours = Readonly<Partial<Record<Weekday, readonly HoursRange[]>>>;

/** How a consultation is held: the lawyer calls the client, or meets them in the lawyer's video room. */
export type ConsultationMethod = "phone" | "video";

/** A kind of consultation a visitor can book (docs/BOOKING.md#consultation-types). */
export interface ConsultationType {
  /** Stable key: stored with each booking and used in addresses (`/book?type=`). */
  id: string;
  name: string;
  /** One sentence for the visitor: what the consultation is for. */
  summary: string;
  minutes: number;
  free: boolean;
  /** Who takes it; a time is offered while at least one of them is free then. */
  lawyers: readonly LawyerKey[];
  /** When it may be held (it starts and ends inside these hours), in the firm's time zone. */
  hours: WeeklyHours;
  methods: readonly ConsultationMethod[];
}

/** Days the whole firm is closed, besides public holidays; ISO dates, both ends included. */
export interface FirmClosure {
  from: string;
  to: string;
  reason: string;
}

/**
 * Which booking the Book buttons open: the firm's own, or the third-party scheduling page. The
 * server may override the firm's choice (BOOKING_PROVIDER, docs/BOOKING.md#the-external-scheduler).
 */
export type BookingProvider = "own" | "external";

/**
 * What the contact page's "Client Consultation Form" and "Consultation Agreement" tabs offer: the
 * firm's own questionnaire and engagement letter (`"own"`), or the third-party forms in `embeds`
 * (`"external"`). The server may override it (INTAKE_FORMS_PROVIDER, docs/INTAKE.md#the-contact-page).
 */
export type IntakeFormsProvider = "own" | "external";

/**
 * The firm's own booking: who takes which consultation when, and the rules every offered time
 * follows (docs/BOOKING.md). Times are wall-clock times in `timeZone`.
 */
export interface BookingSettings {
  /**
   * "own": the Book buttons open the firm's own booking (the default); "external": they open the
   * third-party scheduling page (`embeds.schedulingPage`) as before. The server's BOOKING_PROVIDER,
   * when set, overrides it; pages learn the choice from the server (/book.json), never from here.
   */
  provider: BookingProvider;
  timeZone: typeof officeTimeZone;
  consultationTypes: readonly ConsultationType[];
  /** The id of the consultation type offered first. */
  defaultConsultationType: string;
  /** When each lawyer takes consultations at all; a consultation type's hours narrow this. */
  lawyerHours: Readonly<Record<LawyerKey, WeeklyHours>>;
  closures: readonly FirmClosure[];
  /**
   * Public holidays on which no consultation is offered: Ontario's nine (Employment Standards Act,
   * 2000, s. 1(1)), computed for any year (app/booking/ontario-holidays.server.ts).
   */
  publicHolidays: "ontario";
  /** No time is offered that starts sooner than this after the visitor looks. */
  minimumNoticeMinutes: number;
  /** Kept free before and after each consultation of the same lawyer. */
  bufferMinutes: number;
  /** Most consultations one lawyer takes in one day. */
  dailyMaximum: number;
  /** How many days ahead (counting today) a visitor may book. */
  horizonDays: number;
  /** Offered start times fall on multiples of this many minutes after the hour. */
  slotIntervalMinutes: number;
}

export const firm = {
  name: "Mercer Law Professional Corporation",
  shortName: "Mercer Law",
  tagline: "A virtual law firm for Ontario, the Caribbean and clients worldwide",
  /** Canonical origin; SITE_URL overrides it at build and run time. */
  siteUrl: "https://www.mercerlaw.example",
  email: "info@mercerlaw.example",
  phone: { display: "(416) 555-0142", e164: "+14165550142" } satisfies PhoneNumber,
  /** Extension 1000 reaches the principal lawyer directly. */
  principalExtension: "1000",
  /** The fax line cannot receive calls. */
  fax: { display: "(416) 555-0199", e164: "+14165550199" } satisfies PhoneNumber,
  address: {
    street: "5160 Dundas Street West, Suite 210",
    locality: "Etobicoke",
    region: "ON",
    postalCode: "M9A 1C2",
    country: "CA",
  },
  /**
   * Office hours: when the office answers the phone and meets clients. Times are Toronto time
   * (the office's clock, EST in winter and EDT in summer), which the wording below says once.
   */
  businessHours: [
    {
      days: "Monday to Friday",
      short: "Mon-Fri",
      hours: "9:30 AM-6:30 PM",
      opens: "09:30",
      closes: "18:30",
      dayCodes: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    },
    {
      days: "Saturday",
      short: "Sat",
      hours: "11:00 AM-4:00 PM",
      opens: "11:00",
      closes: "16:00",
      dayCodes: ["Saturday"],
    },
    {
      days: "Sunday",
      short: "Sun",
      hours: "By appointment only",
      opens: null,
      closes: null,
      dayCodes: ["Sunday"],
    },
  ],
  /** Sundays are kept for signings with existing clients. */
  sundayNote: "Sundays are reserved for will or real estate signings with existing clients.",
  /**
   * The office's time zone, written out, in the words the booking and its e-mails use: "EST" would
   * be wrong from March to November, and "Eastern Time" means another hour in Jamaica, on Eastern
   * Standard Time all year, from March to November (docs/PRODUCT-RULES.md#service-terms).
   */
  timeZone: { name: "Toronto time", iana: officeTimeZone },
  /**
   * The free first consultation and the hours it can be booked in, which are not the office
   * hours (docs/PRODUCT-RULES.md#service-terms).
   */
  consultation: {
    minutes: 15,
    price: "complimentary",
    days: "Monday to Friday",
    hours: "9:00 AM-5:00 PM",
    opens: "09:00",
    closes: "17:00",
  },
  /**
   * How soon the firm replies, and when each promise applies (docs/PRODUCT-RULES.md#service-terms).
   * A business day is Monday to Friday, except Ontario public holidays.
   */
  replyTimes: {
    /** A message or e-mail sent on a business day. */
    businessDay: "24 hours",
    /** A message sent on a weekend or a public holiday. */
    otherDays: "24-48 hours",
    /** An urgent matter (a deadline in days) raised by phone during office hours. */
    urgent: "the same business day",
    /**
     * A request for an accessible format or communication support, or feedback on accessibility
     * (O. Reg. 191/11, ss. 11 and 12: promptly, in time to be useful).
     */
    accessibility: "2 business days",
  },
  lawyers: [
    {
      key: "principal",
      name: "Danielle Mercer",
      firstName: "Danielle",
      title: "Principal Lawyer",
      // She is the lawyer for every Ontario matter, family law included (app/content/people/team-roles.ts).
      specialization: "Real estate, wills and estates, immigration, family law and notary services",
      email: "danielle@mercerlaw.example",
      linkedIn: "https://www.linkedin.com/in/danielle-mercer-law-example",
      videoLink: "https://meet.mercerlaw.example/danielle-mercer",
    },
    {
      key: "caribbean",
      name: "Marcus Baptiste",
      firstName: "Marcus",
      title: "Caribbean Legal Services Lead",
      specialization: "Caribbean commercial, family and estate matters",
      email: "marcus@mercerlaw.example",
      linkedIn: "https://www.linkedin.com/in/marcus-baptiste-law-example",
      videoLink: "https://meet.mercerlaw.example/marcus-baptiste",
    },
  ] as const satisfies readonly Lawyer[],
  /**
   * The figures shown beside the testimonials on the home page. The defaults are fictional, like
   * the rest of this file: a real firm replaces each basis with its own count, and updates the
   * period, before it publishes one (or sets `show: false`). A success rate and a star average are
   * off by default (LSO Rule 4.2-1 and its commentary: a rate of the firm's own definition and an
   * average of reviews it chose to count create unjustified expectations;
   * docs/PRODUCT-RULES.md#law-society-of-ontario-marketing-rules); a plain count of clients stays.
   */
  statistics: [
    {
      id: "clients",
      value: "50+",
      label: "clients served",
      basis: "Clients for whom we completed at least one matter",
      period: "since the firm opened in January 2024, counted in October 2026",
      show: true,
    },
    {
      id: "success-rate",
      value: "98%",
      label: "success rate",
      basis:
        "Completed matters that reached the result the client retained us for, such as a closing on the agreed date or an approved application: 49 of 50",
      period: "January 2024 to October 2026",
      show: false,
    },
    {
      id: "rating",
      value: "5 star",
      label: "average rating",
      basis: "Average of the 27 reviews on our Google Business profile",
      period: "as of November 2026",
      show: false,
    },
  ] as const satisfies readonly FirmStatistic[],
  links: {
    googleBusiness: "https://g.page/mercer-law-example",
    social: [
      { name: "LinkedIn", href: "https://www.linkedin.com/company/mercer-law-example" },
      { name: "Facebook", href: "https://www.facebook.com/mercerlaw.example" },
      { name: "Instagram", href: "https://www.instagram.com/mercerlaw.example" },
    ],
  },
  /**
   * The firm's own booking (docs/BOOKING.md). The free consultation is 15 minutes, Monday to
   * Friday 9:00 AM-5:00 PM Toronto time (`consultation` above states the same terms in words).
   */
  booking: {
    provider: "own",
    timeZone: officeTimeZone,
    consultationTypes: [
      {
        id: "free-consultation",
        name: "Free consultation",
        summary:
          "A first conversation about your matter: what you need, how we can help, and what it would cost.",
        minutes: 15,
        free: true,
        lawyers: ["principal"],
        hours: {
          monday: [{ from: "09:00", to: "17:00" }],
          tuesday: [{ from: "09:00", to: "17:00" }],
          wednesday: [{ from: "09:00", to: "17:00" }],
          thursday: [{ from: "09:00", to: "17:00" }],
          friday: [{ from: "09:00", to: "17:00" }],
        },
        methods: ["phone", "video"],
      },
    ],
    defaultConsultationType: "free-consultation",
    lawyerHours: {
      principal: {
        monday: [{ from: "09:00", to: "17:00" }],
        tuesday: [{ from: "09:00", to: "17:00" }],
        wednesday: [{ from: "09:00", to: "17:00" }],
        thursday: [{ from: "09:00", to: "17:00" }],
        friday: [{ from: "09:00", to: "17:00" }],
      },
      caribbean: {
        monday: [{ from: "09:00", to: "17:00" }],
        tuesday: [{ from: "09:00", to: "17:00" }],
        wednesday: [{ from: "09:00", to: "17:00" }],
        thursday: [{ from: "09:00", to: "17:00" }],
        friday: [{ from: "09:00", to: "17:00" }],
      },
    },
    closures: [
      { from: "2026-12-24", to: "2026-12-24", reason: "Christmas Eve" },
      { from: "2026-12-31", to: "2026-12-31", reason: "New Year's Eve" },
    ],
    publicHolidays: "ontario",
    minimumNoticeMinutes: 4 * 60,
    bufferMinutes: 15,
    dailyMaximum: 8,
    horizonDays: 30,
    slotIntervalMinutes: 30,
  } satisfies BookingSettings as BookingSettings,
  /** Third-party embeds, loaded only when a visitor opens them. */
  embeds: {
    /**
     * The contact page's two forms tabs: the firm's own questionnaire and engagement letter
     * (`"own"`, no third party), or the third-party intake form and agreement below (`"external"`).
     */
    forms: "own" as IntakeFormsProvider,
    schedulingPage: "https://calendly.com/mercer-law-example/consultation",
    schedulingWidgetScript: "https://assets.calendly.com/assets/external/widget.js",
    schedulingWidgetStyles: "https://assets.calendly.com/assets/external/widget.css",
    consultationForm: "https://form.jotform.com/250000000000000",
    consultationAgreement: "https://app.signwell.com/forms/mercer-law-example-agreement",
  },
} as const;

export type Firm = typeof firm;

/** The lawyer's name as a slug ("danielle-mercer"): the bio route and the portrait photo's file name. */
export function personSlug(lawyer: Pick<Lawyer, "name">): string {
  return lawyer.name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** `/<slug>-bio`, the slug derived from the lawyer's name. */
export function bioPath(lawyer: Pick<Lawyer, "name">): `/${string}-bio` {
  return `/${personSlug(lawyer)}-bio`;
}

/** The statistics a firm has chosen to show, in order. */
export function shownStatistics(
  statistics: readonly FirmStatistic[] = firm.statistics,
): FirmStatistic[] {
  return statistics.filter((s) => s.show);
}

export const principal = firm.lawyers[0];

/**
 * The principal lawyer's practice areas as a list, for her Person structured data (`knowsAbout`):
 * the same areas as her `specialization`, which the cards and the biography show.
 */
export const principalPracticeAreas = [
  "Real estate law",
  "Wills and estates",
  "Immigration law",
  "Family law",
  "Notary services",
] as const;
export const caribbeanLead = firm.lawyers[1];

export function telHref(phone: PhoneNumber, extension?: string): string {
  return extension ? `tel:${phone.e164},${extension}` : `tel:${phone.e164}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

export const fullAddress = `${firm.address.street}, ${firm.address.locality}, ${firm.address.region} ${firm.address.postalCode}`;

/** The id of the contact page's booking section (the Book Consultation button and its terms). */
export const bookingSectionId = "book";

/**
 * Where every booking call to action on the site goes. Once JavaScript runs, the contact page opens
 * the booking dialog on arrival; without JavaScript the fragment scrolls to the booking section,
 * which then offers the scheduling page itself (docs/PRODUCT-RULES.md#contact-and-privacy).
 */
export const bookingHref = `/contact#${bookingSectionId}`;

/**
 * The service terms in words: every page, e-mail and dialog that states the firm's hours or reply
 * times uses these, so they read the same everywhere (docs/PRODUCT-RULES.md#service-terms; a test
 * compares every page with them). Each names what it is ("Office hours", "Consultation hours")
 * and the time zone, written out.
 */
export const serviceTerms = {
  /** "Office hours (Toronto time): Monday to Friday 9:30 AM-6:30 PM; Saturday …; Sunday by appointment only" */
  officeHours: `Office hours (${firm.timeZone.name}): ${firm.businessHours
    .map((h) => `${h.days} ${h.opens ? h.hours : h.hours.toLowerCase()}`)
    .join("; ")}`,
  /** "Consultation hours (Toronto time): Monday to Friday 9:00 AM-5:00 PM" */
  consultationHours: `Consultation hours (${firm.timeZone.name}): ${firm.consultation.days} ${firm.consultation.hours}`,
  /** When each reply time applies, in one sentence. */
  replyTimes: `We reply within ${firm.replyTimes.businessDay} on business days (Monday to Friday), and within ${firm.replyTimes.otherDays} to messages sent over a weekend or public holiday.`,
  /** For pages about urgent matters: an aim, not a guarantee. */
  /** The accessibility statement's promise (O. Reg. 191/11, ss. 11 and 12). */
  accessibilityAcknowledgement: `We acknowledge every accessibility request and all feedback within ${firm.replyTimes.accessibility}.`,
  urgentReply: `If your matter has a deadline in days, call us during office hours: we aim to respond ${firm.replyTimes.urgent}, and to a message left after hours, the next business day.`,
} as const;

/** A term inside a sentence: "… during our consultation hours (Toronto time): …". */
export function inSentence(term: string): string {
  return term.charAt(0).toLowerCase() + term.slice(1);
}
