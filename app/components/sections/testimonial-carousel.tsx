import { carousel } from "~/behaviours/carousel";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { NoScript } from "~/components/ui/no-script";
import { shownStatistics } from "~/content/firm";
import { pastResultsNote, type Testimonial } from "~/content/testimonials";
import { CarouselArrow, CarouselDots } from "../ui/carousel-controls";
import { Icon } from "../ui/icon";
import { MonogramAvatar } from "../ui/portrait";

/** Advance every 3000 ms; each change fades out then in over 300 ms (docs/PRODUCT-RULES.md#accessibility-and-motion). */
export const TESTIMONIAL_INTERVAL_MS = 3000;
export const TESTIMONIAL_FADE_MS = 300;

/** One testimonial: its words and who said them (no star rating: app/content/testimonials.ts). */
function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className="flex h-full flex-col">
      <blockquote className="font-serif text-lg leading-relaxed text-ink-900 md:mt-5 md:text-2xl">
        <p>“{t.text}”</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3 md:mt-6">
        <MonogramAvatar initials={t.initials} />
        <span className="min-w-0 leading-tight">
          <span className="block font-semibold text-ink-900">{t.name}</span>
          <span className="block text-sm text-muted">
            {t.location} · {t.service}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The firm's statistics, each with its basis (LSO Rule 4.2-1); a firm can switch one off in firm.ts. */
const statistics = shownStatistics();
/** Beside the carousel's width, one column per statistic shown (from 768 px to 1024 px). */
const statisticColumns = ["", "", "md:grid-cols-2 md:divide-x", "md:grid-cols-3 md:divide-x"][
  statistics.length
];

/**
 * The home page's testimonial carousel: auto-advances with wraparound, fades,
 * previous/next and dots jump directly. A visible pause control, pause on hover and on keyboard
 * focus, and no automatic movement when the visitor prefers reduced motion (WCAG 2.2.2). It does
 * not rotate while it is out of view. Every testimonial is in the markup, stacked in one place,
 * the hidden ones kept invisible, so the card is as tall as its longest testimonial on every
 * screen and nothing below it moves when it changes; the carousel behaviour
 * (app/behaviours/carousel.ts) does the rest, with React or without.
 */
export function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const root = useBehaviour<HTMLElement>(carousel);
  const count = items.length;
  if (!count) return null;

  return (
    <div className="grid gap-5 md:gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-center">
      <section
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        ref={root}
        className="rounded-[1.5rem] border border-line bg-white p-5 shadow-card md:p-10"
        data-testimonials
        data-carousel="invisible"
        data-interval={TESTIMONIAL_INTERVAL_MS}
        data-fade={TESTIMONIAL_FADE_MS}
      >
        <div className="mb-3 flex min-h-11 items-center justify-between gap-3 md:mb-6">
          <Icon name="quote" className="size-9 text-brass-500" />
          {/* Controls need JavaScript: not shown without it, nor before they are wired (app.css). */}
          <button
            type="button"
            className="js-slot inline-flex min-h-11 items-center gap-2 rounded-pill border border-ink-900/20 px-4 text-sm font-semibold text-ink-900 hover:bg-ink-50"
            data-carousel-toggle
          >
            <Icon name="pause" className="when-playing size-4" />
            <span className="when-playing">Pause testimonials</span>
            <Icon name="play" className="when-paused size-4" />
            <span className="when-paused">Play testimonials</span>
          </button>
        </div>
        <div
          aria-live="off"
          className="grid transition-opacity ease-in-out"
          style={{ opacity: 1, transitionDuration: `${TESTIMONIAL_FADE_MS}ms` }}
          data-slides
        >
          {items.map((t, i) =>
            i === 0 ? (
              <div
                key={t.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`1 of ${count}`}
                className="[grid-area:1/1]"
                data-slide
                data-slide-index={0}
              >
                <TestimonialCard t={t} />
              </div>
            ) : (
              <div key={t.name} aria-hidden="true" className="invisible [grid-area:1/1]" data-slide>
                <TestimonialCard t={t} />
              </div>
            ),
          )}
        </div>
        <NoScript>
          <h3 className="mt-10 text-xl font-semibold">More from our clients</h3>
          <ul className="mt-4 space-y-8">
            {items.slice(1).map((t) => (
              <li key={t.name}>
                <TestimonialCard t={t} />
              </li>
            ))}
          </ul>
        </NoScript>
        <div
          className="js-slot mt-5 flex min-h-11 md:mt-8 flex-wrap items-center justify-between gap-x-4 gap-y-2"
          data-carousel-controls
        >
          <CarouselDots count={count} noun="testimonial" tone="onLight" />
          <div className="flex gap-2">
            <CarouselArrow direction="previous" noun="testimonial" tone="onLight" />
            <CarouselArrow direction="next" noun="testimonial" tone="onLight" />
          </div>
        </div>
      </section>
      <div>
        {statistics.length > 0 ? (
          <dl
            className={`grid divide-y divide-line rounded-card border border-line bg-white shadow-card md:divide-y-0 lg:grid-cols-1 lg:divide-x-0 lg:divide-y ${statisticColumns ?? ""}`}
            data-firm-statistics
          >
            {statistics.map((s) => (
              <div
                key={s.id}
                className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 px-4 py-3 md:p-4"
                data-statistic={s.id}
              >
                <dt className="order-2 text-sm text-muted">{s.label}</dt>
                <dd className="order-1 font-serif text-2xl font-semibold text-ink-900 md:text-4xl">
                  {s.value}
                </dd>
                <dd
                  className="order-3 col-span-2 mt-1 text-xs leading-snug text-muted md:mt-2"
                  data-statistic-basis
                >
                  {s.basis}, {s.period}.
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-4 text-xs leading-relaxed text-muted">{pastResultsNote}</p>
      </div>
    </div>
  );
}
