/**
 * Outside websites that articles, guides and legal pages link to, each written once here with
 * an id. Content files link to them as `[text](outside:id)`; the build turns that into the address
 * and stops on an unknown id. Every address here must also be listed, once verified, in
 * facts/verified-sources.ts (docs/FACTS.md#sources): a unit test rejects any that is not.
 */
export interface OutsideLink {
  url: string;
  /** What the page is, for editors. */
  title: string;
}

export const outsideLinks = {
  "wcag-2-2": {
    url: "https://www.w3.org/TR/WCAG22/",
    title: "Web Content Accessibility Guidelines (WCAG) 2.2 (W3C)",
  },
  "o-reg-191-11": {
    url: "https://www.ontario.ca/laws/regulation/110191",
    title: "O. Reg. 191/11: Integrated Accessibility Standards (e-Laws)",
  },
  "lso-directory": {
    url: "https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/lawyer-and-paralegal-directory",
    title: "Lawyer and Paralegal Directory (Law Society of Ontario)",
  },
  "privacy-commissioner": {
    url: "https://www.priv.gc.ca/",
    title: "Office of the Privacy Commissioner of Canada",
  },
} as const satisfies Record<string, OutsideLink>;

export type OutsideLinkId = keyof typeof outsideLinks;
