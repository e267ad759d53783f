import { estatePackages } from "~/content/fees/estate-planning";
import { contactHrefForEstateQuote } from "~/lib/domain/estate-quote";
import { formatCad } from "~/lib/domain/money";
import { ButtonLink } from "../ui/button-link";
import { CheckList } from "../ui/check-list";

/**
 * The four estate planning packages, each with Get Started to the contact form with that package
 * in the message (docs/PRODUCT-RULES.md#fees). Plain links with the package in their query: a full
 * page load, with or without JavaScript, so the server answers it.
 */
export function EstatePackageCards() {
  return (
    <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
      {estatePackages.map((p) => (
        <li key={p.id} className="flex">
          <article
            aria-labelledby={`package-card-${p.id}`}
            className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card"
            data-package={p.id}
          >
            <h3 id={`package-card-${p.id}`} className="text-xl font-semibold">
              {p.title}
            </h3>
            <p className="mt-3">
              <span className="font-serif text-4xl font-semibold text-ink-900 tabular-nums">
                {formatCad(p.feeCents)}
              </span>{" "}
              <span className="text-sm text-muted">plus HST</span>
            </p>
            <p className="mt-3 text-[0.95rem] text-muted">{p.description}</p>
            <CheckList items={p.features} className="mt-4 flex-1 space-y-2 text-[0.95rem]" />
            <ButtonLink
              to={contactHrefForEstateQuote({ packageId: p.id, addOns: [] })}
              reloadDocument
              className="mt-6 self-start"
              iconAfter="arrowRight"
            >
              Get Started<span className="sr-only"> with the {p.title} package</span>
            </ButtonLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
