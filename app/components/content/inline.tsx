/**
 * The components content files use inside sentences: facts, fees and the firm's details, each
 * read from the one module that holds it (docs/EDITING.md#facts-and-fees). They render on the
 * server when a page is prerendered; none of this reaches the browser as JavaScript.
 */
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import type { ContentProps } from "~/content/collections/components";
import { type FactVariant, factVariantText, firmFields } from "~/content/collections/vocabulary";
import type { FactId } from "~/content/facts";
import { feeCatalogue } from "~/content/fees/catalogue";
import { firm, mailtoHref, telHref } from "~/content/firm";

type Index = ContentProps<"Fact">["earlier"];

const indexOf = (v: Index): number | undefined =>
  v === true ? 0 : v === undefined ? undefined : Number(v);

/** <Fact id="home-buyers-plan-limit" /> "$60,000"; `earlier`, `changed`, `effective` for the rest. */
export function Fact({ id, earlier, changed, effective }: ContentProps<"Fact">) {
  const variant: FactVariant = {
    earlier: indexOf(earlier),
    changed: indexOf(changed),
    effective: effective || undefined,
  };
  return <>{factVariantText(id as FactId, variant)}</>;
}

export function Fee({ id }: ContentProps<"Fee">) {
  const fee = feeCatalogue[id];
  if (!fee) throw new Error(`No fee ${id}`);
  return <>{fee.text}</>;
}

export function Phone() {
  return <a href={telHref(firm.phone)}>{firm.phone.display}</a>;
}

export function Email({ subject }: ContentProps<"Email">) {
  return <a href={mailtoHref(firm.email, subject)}>{firm.email}</a>;
}

export function Firm({ field }: ContentProps<"Firm">) {
  return <>{firmFields[field]()}</>;
}

/** An amount that only happens to equal a register figure: shown as written. */
export function Unrelated({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/**
 * Links in prose. Outside websites open in a new tab and say so to screen readers; links to the
 * site's own pages are plain links (the page around them decides how they navigate).
 */
export function ProseLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
