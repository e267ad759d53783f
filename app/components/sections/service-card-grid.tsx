import { Link } from "react-router";
import {
  balancedGridClass,
  balancedItemClass,
  type GridColumns,
} from "~/components/ui/balanced-grid";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { serviceCards } from "~/content/services";

const serviceColumns: GridColumns = { md: 2, lg: 3 };

/** The home page's practice areas: a card for each, with its features and a link to its page. */
export function ServiceCardGrid() {
  return (
    <ul className={`${balancedGridClass(serviceColumns)} gap-4 md:gap-5`} data-balanced-grid>
      {serviceCards.map((s, i) => (
        <li
          key={s.id}
          className={`flex ${balancedItemClass(i, serviceCards.length, serviceColumns)}`}
        >
          {/* On a phone, Learn More sits on the title's line and the features follow; from
              768 px the description joins them and Learn More closes the card. */}
          <article className="grid w-full grid-cols-[1fr_auto] items-center gap-x-2 rounded-card border border-line bg-white p-4 shadow-card md:flex md:flex-col md:items-stretch md:p-6">
            <h3 className="flex items-center gap-3 text-xl font-semibold md:order-1 md:text-2xl">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
                <Icon name={s.icon} className="size-5" />
              </span>
              {s.title}
            </h3>
            <Link
              to={s.path}
              prefetch="intent"
              className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-ink-700 underline-offset-4 hover:underline md:order-4 md:mt-4 md:gap-1.5 md:text-base"
            >
              Learn More<span className="sr-only"> about {s.title}</span>
              <Icon name="arrowRight" className="size-4" />
            </Link>
            <p className="mt-3 hidden text-[0.95rem] text-muted md:order-2 md:block">
              {s.description}
            </p>
            <CheckList
              items={s.features}
              className="col-span-2 mt-2 flex-1 space-y-1 text-sm leading-snug md:order-3 md:mt-3 md:space-y-1.5 md:text-[0.95rem] md:leading-normal"
            />
          </article>
        </li>
      ))}
    </ul>
  );
}
