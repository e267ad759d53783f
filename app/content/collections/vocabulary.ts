/**
 * What content files may refer to, read from the typed modules that hold it: facts and their
 * earlier values (app/content/facts), fees (app/content/fees), the firm's identity
 * (app/content/firm.ts), outside links (app/content/outside-links.ts), external resources, icons
 * and the site's own pages. The collection loader checks every reference against this, so a
 * typo fails the build instead of showing a wrong number (docs/EDITING.md#facts-and-fees).
 */
import { iconNames } from "~/components/ui/icon";
import {
  changedOn,
  earlierText,
  effectiveOn,
  type FactId,
  fact as factById,
  factText,
  formatFactValue,
  register,
} from "~/content/facts";
import { feeCatalogue } from "~/content/fees/catalogue";
import { firm, fullAddress, inSentence, serviceTerms } from "~/content/firm";
import { outsideLinks } from "~/content/outside-links";
import { resourceCategories } from "~/content/resources";
import { willsTerms } from "~/content/services/wills-estates";
import { staticPages } from "~/site-map";

/** How a `<Fact>` element asks for a fact: its value, an earlier value, or a date. */
export interface FactVariant {
  earlier?: number;
  changed?: number;
  effective?: boolean;
}

/** A firm field a `<Firm field="…"/>` element can show. */
export const firmFields = {
  name: () => firm.name,
  shortName: () => firm.shortName,
  address: () => fullAddress,
  email: () => firm.email,
  phone: () => firm.phone.display,
  principalExtension: () => firm.principalExtension,
  principalName: () => firm.lawyers[0].name,
  consultationMinutes: () => String(firm.consultation.minutes),
  consultationPrice: () => firm.consultation.price,
  // Service terms in the identity module's own words (docs/PRODUCT-RULES.md#service-terms).
  consultationHours: () => inSentence(serviceTerms.consultationHours),
  businessHours: () => inSentence(serviceTerms.officeHours),
  replyTimes: () => serviceTerms.replyTimes,
  urgentReply: () => serviceTerms.urgentReply,
  accessibilityAcknowledgement: () => serviceTerms.accessibilityAcknowledgement,
  willsTurnaround: () => willsTerms.turnaround,
  schedulingHosts: () =>
    [firm.embeds.schedulingPage, firm.embeds.schedulingWidgetScript]
      .map((u) => new URL(u).hostname)
      .join(" and "),
  consultationFormHost: () => new URL(firm.embeds.consultationForm).hostname,
  consultationAgreementHost: () => new URL(firm.embeds.consultationAgreement).hostname,
} as const satisfies Record<string, () => string>;

export type FirmField = keyof typeof firmFields;

export interface Vocabulary {
  factIds: ReadonlySet<string>;
  /** How many earlier values a fact has (for `earlier` and `changed` indexes). */
  earlierCount: (id: string) => number;
  factText: (id: string, variant: FactVariant) => string;
  /** The date a fact was last checked (a review entry's "law as of" date). */
  factChecked: (id: string) => string;
  /** Every amount the register holds, as pages print it: prose must not type these. */
  registerFigures: ReadonlyMap<string, string>;
  feeIds: ReadonlySet<string>;
  feeText: (id: string) => string;
  firmFields: ReadonlySet<string>;
  firmText: (field: string) => string;
  phoneText: string;
  email: string;
  lawyers: ReadonlyMap<string, string>;
  icons: ReadonlySet<string>;
  outsideLinks: ReadonlyMap<string, string>;
  resourceWebsites: ReadonlySet<string>;
  /** Paths of the pages that are not content files (the route table's hand-written part). */
  staticPaths: ReadonlySet<string>;
  /** Section ids on those pages that content may link to (#id), by path. */
  staticAnchors: ReadonlyMap<string, readonly string[]>;
}

export function factVariantText(id: FactId, v: FactVariant): string {
  if (v.effective) return effectiveOn(id);
  if (v.changed !== undefined) return changedOn(id, v.changed);
  if (v.earlier !== undefined) return earlierText(id, v.earlier);
  return factText(id);
}

/** Money and counts in the register, printed as pages print them ("$60,000", "90 days"). */
function registerFigures(): Map<string, string> {
  const figures = new Map<string, string>();
  for (const f of register) {
    for (const value of [f.value, ...(f.earlier ?? []).map((e) => e.value)]) {
      if (value.kind === "money" || value.kind === "number") {
        const printed = formatFactValue({ ...value, prefix: undefined });
        // Single digits and bare numbers are too common in prose to be a copied figure.
        if (/\d{2,}|\$/.test(printed)) figures.set(printed, f.id);
      }
    }
  }
  return figures;
}

export function createVocabulary(): Vocabulary {
  const factIds = new Set(register.map((f) => f.id));
  return {
    factIds,
    earlierCount: (id) => (factIds.has(id) ? (factById(id as FactId).earlier?.length ?? 0) : 0),
    factText: (id, v) => factVariantText(id as FactId, v),
    factChecked: (id) => factById(id as FactId).checked,
    registerFigures: registerFigures(),
    feeIds: new Set(Object.keys(feeCatalogue)),
    feeText: (id) => feeCatalogue[id]?.text ?? "",
    firmFields: new Set(Object.keys(firmFields)),
    firmText: (field) => firmFields[field as FirmField]?.() ?? "",
    phoneText: firm.phone.display,
    email: firm.email,
    lawyers: new Map(firm.lawyers.map((l) => [l.key, l.name])),
    icons: new Set(iconNames),
    outsideLinks: new Map(Object.entries(outsideLinks).map(([id, l]) => [id, l.url])),
    resourceWebsites: new Set(resourceCategories.flatMap((c) => c.resources.map((r) => r.website))),
    staticPaths: new Set(staticPages.map((p) => p.path)),
    staticAnchors: new Map(),
  };
}
