import { Icon } from "./icon";

/** Where the controls sit: on the light page or on a dark band. */
export type CarouselTone = "onLight" | "onDark";

const arrowTone: Record<CarouselTone, string> = {
  onLight: "border-ink-900/20 text-ink-900 hover:bg-ink-50",
  onDark: "border-white/40 text-white hover:bg-white/10",
};

/** A dot's mark: wider and stronger on the shown slide (`aria-current` on its button). */
const dotTone: Record<CarouselTone, string> = {
  onLight:
    "bg-ink-200 group-hover:bg-ink-600 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-ink-900",
  onDark:
    "bg-white/50 group-hover:bg-white/80 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brass-300",
};

/**
 * One dot per slide: a 32 px target (WCAG 2.5.8) around a small mark, the shown one wider and
 * marked `aria-current`. `noun` names a slide for assistive technology ("Show photo 2 of 3"). The
 * carousel behaviour (app/behaviours/carousel.ts) acts on them and moves `aria-current`.
 */
export function CarouselDots({
  count,
  noun,
  tone,
}: {
  count: number;
  noun: string;
  tone: CarouselTone;
}) {
  return (
    <div className="flex items-center">
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the slides are fixed and in order
          key={i}
          type="button"
          aria-label={`Show ${noun} ${i + 1} of ${count}`}
          aria-current={i === 0 ? "true" : undefined}
          className="group inline-flex size-8 items-center justify-center rounded-full"
          data-carousel-dot
        >
          <span className={`block size-2.5 rounded-full transition-all ${dotTone[tone]}`} />
        </button>
      ))}
    </div>
  );
}

/** The previous or next button: a 44 px round target. */
export function CarouselArrow({
  direction,
  noun,
  tone,
}: {
  direction: "previous" | "next";
  noun: string;
  tone: CarouselTone;
}) {
  const previous = direction === "previous";
  return (
    <button
      type="button"
      aria-label={`${previous ? "Previous" : "Next"} ${noun}`}
      className={`inline-flex size-11 items-center justify-center rounded-full border ${arrowTone[tone]}`}
      {...(previous ? { "data-carousel-prev": "" } : { "data-carousel-next": "" })}
    >
      <Icon name={previous ? "chevronLeft" : "chevronRight"} />
    </button>
  );
}
