/**
 * The route table's hand-written part: every page that is not a content file. Articles, guides,
 * legal pages and FAQ pages are added from their collections (app/content/collections/pages.ts),
 * and the whole table (site-pages.server.ts, or collections/disk.ts before the build) feeds
 * routes.ts, the prerender list, /sitemap, sitemap.xml, search and the tests. This module is
 * safe for the browser: it holds no content. Paths have no trailing slash.
 */
import { bioPath, caribbeanLead, firm, principal } from "./content/firm";

export type SiteSection =
  | "Firm"
  | "Services"
  | "Fees"
  | "Knowledge Centre"
  | "Blog"
  | "Contact"
  | "Legal";

export interface SitePage {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Route id, stable across file moves. */
  id: string;
  /** Document title without the firm suffix. */
  title: string;
  /** The page's h1. */
  heading: string;
  /** Meta description: one or two plain sentences, 70-160 characters. */
  description: string;
  section: SiteSection;
  /** Breadcrumb parent path, for nested pages. */
  parent?: string;
  /**
   * Query parameters the page renders on the server: a GET that carries any of them is rendered
   * on request (its loader reads the URL) instead of being answered with the prerendered file, so
   * the page's plain GET form works without JavaScript (docs/decisions/010).
   */
  rendersQuery?: readonly string[];
}

const page = (p: SitePage): SitePage => p;

export const staticPages: readonly SitePage[] = [
  page({
    path: "/",
    file: "routes/home.tsx",
    id: "home",
    title: "Virtual Law Firm for Ontario and the Caribbean",
    heading: "Clear legal help for Ontario, the Caribbean and clients worldwide",
    description: `${firm.shortName} is a virtual Ontario law firm for real estate closings, immigration, wills and estates, family law and notary services. Free consultation.`,
    section: "Firm",
  }),
  page({
    path: "/about",
    file: "routes/about.tsx",
    id: "about",
    title: "About Us",
    heading: `About ${firm.shortName}`,
    description: `Who we are, what we value and why clients in Ontario and the Caribbean choose ${firm.shortName}, a virtual law firm with a free first consultation.`,
    section: "Firm",
  }),
  page({
    path: "/team",
    file: "routes/team.tsx",
    id: "team",
    title: "Our Team",
    heading: "Our team",
    description: `Meet the lawyers of ${firm.shortName}: ${principal.name}, ${principal.title}, and ${caribbeanLead.name}, ${caribbeanLead.title}.`,
    section: "Firm",
  }),
  page({
    path: bioPath(principal),
    file: "routes/principal-bio.tsx",
    id: "principal-bio",
    title: `${principal.name}, ${principal.title}`,
    heading: principal.name,
    description: `${principal.name} is the ${principal.title.toLowerCase()} of ${firm.shortName}: credentials, education, approach to practice and professional affiliations.`,
    section: "Firm",
    parent: "/team",
  }),
  page({
    path: bioPath(caribbeanLead),
    file: "routes/caribbean-lead-bio.tsx",
    id: "caribbean-lead-bio",
    title: `${caribbeanLead.name}, ${caribbeanLead.title}`,
    heading: caribbeanLead.name,
    description: `${caribbeanLead.name} leads ${firm.shortName}'s Caribbean legal services: credentials, bar admissions, areas of expertise and judicial and academic career.`,
    section: "Firm",
    parent: "/team",
  }),
  page({
    path: "/services",
    file: "routes/services.tsx",
    id: "services",
    title: "Legal Services",
    heading: "Our legal services",
    description:
      "Real estate closings, immigration, wills and estates, family law and notary services, delivered virtually across Ontario and for clients abroad.",
    section: "Services",
  }),
  page({
    path: "/services/real-estate",
    file: "routes/services.real-estate.tsx",
    id: "services-real-estate",
    title: "Virtual Real Estate Lawyer in Ontario",
    heading: "Virtual real estate law services",
    description:
      "Buying, selling or refinancing a home in Ontario? Our real estate lawyers handle your closing from review to keys, with signings online or in person.",
    section: "Services",
    parent: "/services",
  }),
  page({
    path: "/services/buying-real-estate",
    file: "routes/services.buying-real-estate.tsx",
    id: "services-buying-real-estate",
    title: "Buying Real Estate in Ontario",
    heading: "Buying real estate",
    description:
      "How we act for you when you buy a home in Ontario: the seven stages from your first consultation and agreement review through title, mortgage and closing.",
    section: "Services",
    parent: "/services/real-estate",
  }),
  page({
    path: "/services/selling-real-estate",
    file: "routes/services.selling-real-estate.tsx",
    id: "services-selling-real-estate",
    title: "Selling Real Estate in Ontario",
    heading: "Selling real estate",
    description:
      "How we act for you when you sell a property in Ontario: reviewing the agreement, answering requisitions, discharging the mortgage and closing.",
    section: "Services",
    parent: "/services/real-estate",
  }),
  page({
    path: "/services/mortgage-refinancing",
    file: "routes/services.mortgage-refinancing.tsx",
    id: "services-mortgage-refinancing",
    title: "Mortgage Refinancing Lawyer in Ontario",
    heading: "Mortgage refinancing",
    description:
      "Refinancing, switching lenders or adding a private mortgage in Ontario: how we review the instructions, search title, register the mortgage and pay out the old one.",
    section: "Services",
    parent: "/services/real-estate",
  }),
  page({
    path: "/services/immigration",
    file: "routes/services.immigration.tsx",
    id: "services-immigration",
    title: "Immigration Lawyer for Canada",
    heading: "Immigration services",
    description:
      "Visitor visas, study and work permits, Express Entry, sponsorship, super visas, PR card renewals and citizenship: Canadian immigration help, wherever you are.",
    section: "Services",
    parent: "/services",
  }),
  page({
    path: "/services/wills-estates",
    file: "routes/services.wills-estates.tsx",
    id: "services-wills-estates",
    title: "Wills and Estates Lawyer in Ontario",
    heading: "Wills and estates",
    description:
      "Wills, powers of attorney and estate planning in Ontario, with remote witnessing available. Most wills are ready in 1 to 2 weeks.",
    section: "Services",
    parent: "/services",
  }),
  page({
    path: "/services/family-law",
    file: "routes/services.family-law.tsx",
    id: "services-family-law",
    title: "Family Law: Uncontested Divorce and Separation",
    heading: "Family law",
    description:
      "Uncontested divorces, separation agreements, Trinidad and Tobago family law and recognition of foreign divorces in Ontario, with fees stated up front.",
    section: "Services",
    parent: "/services",
  }),
  page({
    path: "/services/notary",
    file: "routes/services.notary.tsx",
    id: "services-notary",
    title: "Notary Public Services in Toronto",
    heading: "Notary services in Toronto",
    description:
      "Notarizations, certified true copies, affidavits, invitation letters and commissioning in Toronto, online or in person, with prices listed.",
    section: "Services",
    parent: "/services",
  }),
  page({
    path: "/fees",
    file: "routes/fees.tsx",
    id: "fees",
    title: "Legal Fees",
    heading: "Our fees",
    description:
      "Transparent legal fees for real estate, wills and estate planning, immigration, family law and notary services. All fees in CAD; HST is extra.",
    section: "Fees",
  }),
  page({
    path: "/fees/real-estate",
    file: "routes/fees.real-estate.tsx",
    id: "fees-real-estate",
    title: "Real Estate Legal Fees",
    heading: "Real estate fees",
    description:
      "Our purchase, sale and refinance legal fees, with a closing-cost estimator for Ontario and Toronto land transfer tax. All fees in CAD plus 13% HST.",
    section: "Fees",
    parent: "/fees",
    rendersQuery: [
      "type",
      "closing-price",
      "closing-date",
      "city",
      "first-time",
      "property",
      "foreign-buyer",
      "refinance",
      "price",
    ],
  }),
  page({
    path: "/fees/estate-planning",
    file: "routes/fees.estate-planning.tsx",
    id: "fees-estate-planning",
    title: "Estate Planning Fees",
    heading: "Estate planning fees",
    description:
      "Fixed fees for wills and powers of attorney: four packages for individuals and couples and nine add-ons. All fees in CAD plus 13% HST.",
    section: "Fees",
    parent: "/fees",
  }),
  page({
    path: "/fees/immigration",
    file: "routes/fees.immigration.tsx",
    id: "fees-immigration",
    title: "Immigration Fees",
    heading: "Immigration fees",
    description:
      "Our professional fees for consultations, temporary and permanent residence applications, and hearings and appeals, with what they include and exclude.",
    section: "Fees",
    parent: "/fees",
  }),
  page({
    path: "/knowledge",
    file: "routes/knowledge.tsx",
    id: "knowledge",
    title: "Knowledge Centre",
    heading: "Knowledge Centre",
    description:
      "Plain-language guides, checklists and answers to common questions about Ontario real estate, immigration, family law, wills and notary services.",
    section: "Knowledge Centre",
  }),
  page({
    path: "/knowledge/real-estate",
    file: "routes/knowledge.real-estate.tsx",
    id: "knowledge-real-estate",
    title: "Real Estate Knowledge Centre",
    heading: "Real Estate Knowledge Centre",
    description:
      "Step-by-step guides to buying and selling a home in Ontario, with checklists for buyers and sellers you can tick off as you go.",
    section: "Knowledge Centre",
    parent: "/knowledge",
  }),
  page({
    path: "/knowledge/real-estate/land-transfer-tax",
    file: "routes/knowledge.land-transfer-tax.tsx",
    id: "knowledge-land-transfer-tax",
    title: "Land Transfer Tax Rates in Ontario and Toronto",
    heading: "Land transfer tax: rates, refunds and speculation taxes",
    description:
      "Ontario and Toronto land transfer tax rates by closing date, first-time buyer refunds since 2008, and the speculation taxes on foreign buyers, with sources.",
    section: "Knowledge Centre",
    parent: "/knowledge/real-estate",
  }),
  page({
    path: "/knowledge/external-resources",
    file: "routes/knowledge.external-resources.tsx",
    id: "knowledge-external-resources",
    title: "External Resources",
    heading: "External resources",
    description:
      "Official Ontario and Canadian websites for family law, immigration, real estate, wills, financial information, credit history, services and moving.",
    section: "Knowledge Centre",
    parent: "/knowledge",
  }),
  page({
    path: "/faq",
    file: "routes/faq.tsx",
    id: "faq",
    title: "Frequently Asked Questions",
    heading: "Frequently asked questions",
    description:
      "Every question we answer on this site, in one place: immigration, family law, wills and estates, and notary services.",
    section: "Knowledge Centre",
  }),
  page({
    path: "/blog",
    file: "routes/blog.tsx",
    id: "blog",
    title: "Blog",
    heading: "Blog",
    description:
      "In-depth articles from our lawyers on Ontario real estate deals and on what to do if you are out of status in Canada.",
    section: "Blog",
  }),
  page({
    path: "/contact",
    file: "routes/contact.tsx",
    id: "contact",
    title: "Contact Us and Book a Consultation",
    heading: "Contact us",
    description: `Call, e-mail or send ${firm.shortName} a message, or book a free 15-minute consultation by phone or video.`,
    section: "Contact",
    // "Send me this estimate" (real estate) and Get Started (estate planning) open the form with
    // the figures in the message; "Request a notary appointment" opens it with the notary service
    // chosen (app/lib/domain/contact-estimate.ts).
    rendersQuery: ["estimate", "service"],
  }),
  page({
    path: "/search",
    file: "routes/search.tsx",
    id: "search",
    title: "Search",
    heading: "Search this website",
    description: `Search the articles, guides, answers to common questions and service pages of the ${firm.shortName} website.`,
    section: "Legal",
  }),
  page({
    path: "/sitemap",
    file: "routes/sitemap.tsx",
    id: "sitemap",
    title: "Sitemap",
    heading: "Sitemap",
    description: `Every page of the ${firm.shortName} website, grouped by section.`,
    section: "Legal",
  }),
];

/**
 * The whole route table: the pages above with the content pages inserted after their parent (an
 * article after /blog, a guide after its Knowledge Centre hub), or before the first page of their
 * section when they have none (legal pages before /search and /sitemap).
 */
export function buildSitePages(contentPages: readonly SitePage[]): SitePage[] {
  const pages: SitePage[] = [];
  const placed = new Set<SitePage>();
  for (const p of staticPages) {
    for (const c of contentPages) {
      if (!c.parent && !placed.has(c) && c.section === p.section) {
        pages.push(c);
        placed.add(c);
      }
    }
    pages.push(p);
    for (const c of contentPages) {
      if (c.parent === p.path && !placed.has(c)) {
        pages.push(c);
        placed.add(c);
      }
    }
  }
  // Children of content pages, and anything whose parent is not in the table.
  for (const c of contentPages) if (!placed.has(c)) pages.push(c);
  return pages;
}

/** True when a GET of `path` with this query must be rendered on request, not from the prerendered file. */
export function rendersOnRequest(path: string, search: URLSearchParams): boolean {
  const keys = pageByPath(path)?.rendersQuery;
  return keys?.some((key) => search.has(key)) ?? false;
}

/** The closing-cost estimator on the real estate fee page, linked from the buying pages. */
export const closingCostEstimatorPath = "/fees/real-estate#closing-costs";

export function pageByPath(
  path: string,
  pages: readonly SitePage[] = staticPages,
): SitePage | undefined {
  return pages.find((p) => p.path === path);
}

export function pageById(id: string): SitePage {
  const found = staticPages.find((p) => p.id === id);
  if (!found) throw new Error(`No page with id ${id}`);
  return found;
}

export const siteSections: readonly SiteSection[] = [
  "Firm",
  "Services",
  "Fees",
  "Knowledge Centre",
  "Blog",
  "Contact",
  "Legal",
];

/**
 * Breadcrumb trail from the home page to `path`, inclusive. A content page passes itself as
 * `leaf` (its parents are pages of the hand-written table).
 */
export function breadcrumbTrail(path: string, leaf?: SitePage): SitePage[] {
  const trail: SitePage[] = [];
  let current = leaf?.path === path ? leaf : pageByPath(path);
  while (current) {
    trail.unshift(current);
    current = current.parent ? pageByPath(current.parent) : undefined;
  }
  const home = pageByPath("/");
  if (home && trail[0]?.path !== "/") trail.unshift(home);
  return trail;
}

/**
 * A page's name in a breadcrumb trail, on the page and in its BreadcrumbList structured data
 * alike: "Home" for the home page (whose heading is a sentence), the heading for any other.
 */
export function breadcrumbName(page: Pick<SitePage, "path" | "heading">): string {
  return page.path === "/" ? "Home" : page.heading;
}

/** Header navigation (docs/PRODUCT-RULES.md#site-structure-and-seo). */
export const primaryNav = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
  {
    name: "Services",
    path: "/services",
    children: [
      { name: "Real Estate", path: "/services/real-estate" },
      { name: "Immigration", path: "/services/immigration" },
      { name: "Wills & Estates", path: "/services/wills-estates" },
      { name: "Family Law", path: "/services/family-law" },
      { name: "Notary Services", path: "/services/notary" },
    ],
  },
  {
    name: "Fees",
    path: "/fees",
    children: [
      { name: "Real Estate Fees", path: "/fees/real-estate" },
      { name: "Estate Planning Fees", path: "/fees/estate-planning" },
      { name: "Immigration Fees", path: "/fees/immigration" },
    ],
  },
  { name: "Knowledge Centre", path: "/knowledge" },
  { name: "Blog", path: "/blog" },
  { name: "Contact", path: "/contact" },
] as const satisfies readonly NavItem[];

export interface NavItem {
  name: string;
  path: string;
  children?: readonly { name: string; path: string }[];
}

/** Footer links: the firm, the legal pages, accessibility (AODA, O. Reg. 191/11 s. 12) and the sitemap. */
export const footerLinks = [
  { name: "Our Team", path: "/team" },
  { name: "FAQ", path: "/faq" },
  { name: "Terms and Conditions", path: "/terms" },
  { name: "Privacy Policy", path: "/privacy" },
  { name: "Legal Disclaimer", path: "/legal-disclaimer" },
  { name: "Accessibility", path: "/accessibility" },
  { name: "Sitemap", path: "/sitemap" },
] as const;
