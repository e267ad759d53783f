/** Every FAQ on the site, in the order the /faq hub lists them (docs/PRODUCT-RULES.md#content-and-compliance). */
import type { FaqGroup } from "../types";
import { familyLawFaq } from "./family-law";
import { immigrationFaq } from "./immigration";
import { notaryServicesFaq } from "./notary-services";
import { serviceFamilyLawFaq } from "./service-family-law";
import { serviceWillsEstatesFaq } from "./service-wills-estates";
import { willsEstatesFaq } from "./wills-estates";

export {
  familyLawFaq,
  immigrationFaq,
  notaryServicesFaq,
  serviceFamilyLawFaq,
  serviceWillsEstatesFaq,
  willsEstatesFaq,
};

/** The four Knowledge Centre FAQ pages. */
export const knowledgeFaqs: readonly FaqGroup[] = [
  immigrationFaq,
  familyLawFaq,
  willsEstatesFaq,
  notaryServicesFaq,
];

/** Every FAQ group on the site, including the FAQ sections of service pages. */
export const allFaqGroups: readonly FaqGroup[] = [
  immigrationFaq,
  familyLawFaq,
  serviceFamilyLawFaq,
  willsEstatesFaq,
  serviceWillsEstatesFaq,
  notaryServicesFaq,
];

/** The URL of one question: its page, then its anchor. */
export function faqItemHref(group: FaqGroup, id: string): string {
  return `${group.path}#${id}`;
}
