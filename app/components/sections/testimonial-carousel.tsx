import { memo, useCallback, useEffect, useRef, useState } from "react";
import { offscreen } from "~/behaviours/offscreen";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { shownStatistics } from "~/content/firm";
import { pastResultsNote, type Testimonial } from "~/content/testimonials";
import { nextIndex, previousIndex, wrapIndex } from "~/lib/domain/carousel";
import { useHydrated } from "~/lib/hooks/use-hydrated";
import { CarouselArrow, CarouselDots } from "../ui/carousel-controls";
import { Icon } from "../ui/icon";
import { MonogramAvatar } from "../ui/portrait";

/** Advance every 3000 ms; each change fades out then in over 300 ms (docs/PRODUCT-RULES.md#accessibility-and-motion). */
export const TESTIMONIAL_INTERVAL_MS = 3000;
export const TESTIMONIAL_FADE_MS = 300;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

function Stars({ rating, hidden }: { rating: number; hidden?: boolean }) {
  const stars = [1, 2, 3, 4, 5].map((i) => (
    <Icon key={i} name="star" className={`size-4 ${i <= rating ? "fill-current" : "opacity-30"}`} />
  ));
  return hidden ? (
    <span className="flex gap-0.5 text-brass-500">{stars}</span>
  ) : (
    <span
      className="flex gap-0.5 text-brass-500"
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      {stars}
    </span>
  );
}

/**
 * One testimonial. As a `sizer` it draws the same box without its meaning (no figure, quote or
 * rating for assistive technology): the hidden slides stacked under the shown one, so the card
 * is as tall as its longest testimonial on every screen and nothing below it moves when the
 * slide changes. Memoised: a press on the controls (pause, a dot, focus coming in) redraws the
 * carousel's state, not every card.
 */
const TestimonialCard = memo(function TestimonialCard({
  t,
  sizer = false,
}: {
  t: Testimonial;
  sizer?: boolean;
}) {
  const Figure = sizer ? "div" : "figure";
  const Quote = sizer ? "div" : "blockquote";
  const Caption = sizer ? "div" : "figcaption";
  return (
    <Figure className="flex h-full flex-col">
      <Stars rating={t.rating} hidden={sizer} />
      <Quote className="mt-4 font-serif text-lg leading-relaxed text-ink-900 md:mt-5 md:text-2xl">
        <p>“{t.text}”</p>
      </Quote>
      <Caption className="mt-4 flex items-center gap-3 md:mt-6">
        <MonogramAvatar initials={t.initials} />
        <span className="min-w-0 leading-tight">
          <span className="block font-semibold text-ink-900">{t.name}</span>
          <span className="block text-sm text-muted">
            {t.location} · {t.service}
          </span>
        </span>
      </Caption>
    </Figure>
  );
});

/**
 * The home page's testimonial carousel: auto-advances with wraparound, fades,
 * previous/next and dots jump directly. A visible pause control, pause on hover and on keyboard
 * focus, and no automatic movement when the visitor prefers reduced motion (WCAG 2.2.2). It does
 * not rotate while it is out of view (`offscreen`).
 */
/** The firm's statistics, each with its basis (LSO Rule 4.2-1); a firm can switch one off in firm.ts. */
const statistics = shownStatistics();

export function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Out of view it does not rotate: the visitor who scrolls to it finds the testimonial it showed.
  const [outOfView, setOutOfView] = useState(false);
  const carousel = useBehaviour<HTMLElement>((el) => offscreen(el, setOutOfView));
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const count = items.length;

  const goTo = useCallback(
    (target: number) => {
      clearTimeout(fadeTimer.current);
      const next = wrapIndex(target, count);
      if (reducedMotion) {
        setIndex(next);
        return;
      }
      setVisible(false);
      fadeTimer.current = setTimeout(() => {
        setIndex(next);
        setVisible(true);
      }, TESTIMONIAL_FADE_MS);
    },
    [count, reducedMotion],
  );

  const indexRef = useRef(index);
  indexRef.current = index;
  const rotating =
    !pausedByUser && !hovered && !focused && !outOfView && !reducedMotion && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => goTo(nextIndex(indexRef.current, count)),
      TESTIMONIAL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, goTo, count]);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const current = items[index];
  if (!current) return null;

  return (
    <div className="grid gap-5 md:gap-10 lg:grid-cols-[1.6fr_1fr] lg:items-center">
      <section
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        ref={carousel}
        className="rounded-[1.5rem] border border-line bg-white p-5 shadow-card md:p-10"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
        data-testimonials
      >
        <div className="mb-3 flex min-h-11 items-center justify-between gap-3 md:mb-6">
          <Icon name="quote" className="size-9 text-brass-500" />
          {/* The controls need JavaScript: drawn once the page has hydrated (.js-slot in app.css). */}
          {hydrated ? (
            <button
              type="button"
              onClick={() => {
                // WAI-ARIA APG: focus inside stops rotation until the visitor presses Play.
                if (pausedByUser) setFocused(false);
                setPausedByUser(!pausedByUser);
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-pill border border-ink-900/20 px-4 text-sm font-semibold text-ink-900 hover:bg-ink-50"
              data-carousel-toggle
            >
              <Icon name={pausedByUser ? "play" : "pause"} className="size-4" />
              {pausedByUser ? "Play testimonials" : "Pause testimonials"}
            </button>
          ) : null}
        </div>
        <div
          aria-live={rotating ? "off" : "polite"}
          className="grid transition-opacity ease-in-out"
          style={{ opacity: visible ? 1 : 0, transitionDuration: `${TESTIMONIAL_FADE_MS}ms` }}
          data-slides
        >
          {items.map((t, i) =>
            i === index ? (
              <div
                key={t.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                className="[grid-area:1/1]"
                data-slide-index={index}
              >
                <TestimonialCard t={t} />
              </div>
            ) : (
              <div key={t.name} aria-hidden="true" className="invisible [grid-area:1/1]">
                <TestimonialCard t={t} sizer />
              </div>
            ),
          )}
        </div>
        <noscript>
          <h3 className="mt-10 text-xl font-semibold">More from our clients</h3>
          <ul className="mt-4 space-y-8">
            {items.slice(1).map((t) => (
              <li key={t.name}>
                <TestimonialCard t={t} />
              </li>
            ))}
          </ul>
        </noscript>
        <div
          className="js-slot mt-5 flex min-h-11 md:mt-8 flex-wrap items-center justify-between gap-x-4 gap-y-2"
          data-carousel-controls
        >
          {hydrated ? (
            <>
              <CarouselDots
                count={count}
                current={index}
                onSelect={goTo}
                noun="testimonial"
                tone="onLight"
              />
              <div className="flex gap-2">
                <CarouselArrow
                  direction="previous"
                  onClick={() => goTo(previousIndex(index, count))}
                  noun="testimonial"
                  tone="onLight"
                />
                <CarouselArrow
                  direction="next"
                  onClick={() => goTo(nextIndex(index, count))}
                  noun="testimonial"
                  tone="onLight"
                />
              </div>
            </>
          ) : null}
        </div>
      </section>
      <div>
        {statistics.length > 0 ? (
          <dl
            className="grid divide-y divide-line rounded-card border border-line bg-white shadow-card md:grid-cols-3 md:divide-x md:divide-y-0 lg:grid-cols-1 lg:divide-x-0 lg:divide-y"
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
