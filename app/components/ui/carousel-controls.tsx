import { Icon } from "./icon";

/** Where the controls sit: on the light page or on a dark band. */
export type CarouselTone = "onLight" | "onDark";

const arrowTone: Record<CarouselTone, string> = {
  onLight: "border-ink-900/20 text-ink-900 hover:bg-ink-50",
  onDark: "border-white/40 text-white hover:bg-white/10",
};

const dotTone: Record<CarouselTone, { current: string; other: string }> = {
  onLight: { current: "bg-ink-900", other: "bg-ink-200 group-hover:bg-ink-600" },
  onDark: { current: "bg-brass-300", other: "bg-white/50 group-hover:bg-white/80" },
};

/**
 * One dot per slide: a 32 px target (WCAG 2.5.8) around a small mark, the current one wider and
 * marked `aria-current`. `noun` names a slide for assistive technology ("Show photo 2 of 3").
 */
export function CarouselDots({
  count,
  current,
  onSelect,
  noun,
  tone,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  noun: string;
  tone: CarouselTone;
}) {
  const colours = dotTone[tone];
  return (
    <div className="flex items-center">
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the slides are fixed and in order
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={`Show ${noun} ${i + 1} of ${count}`}
          aria-current={i === current ? "true" : undefined}
          className="group inline-flex size-8 items-center justify-center rounded-full"
          data-carousel-dot
        >
          <span
            className={`block rounded-full transition-all ${i === current ? `h-2.5 w-6 ${colours.current}` : `size-2.5 ${colours.other}`}`}
          />
        </button>
      ))}
    </div>
  );
}

/** The previous or next button: a 44 px round target. */
export function CarouselArrow({
  direction,
  onClick,
  noun,
  tone,
}: {
  direction: "previous" | "next";
  onClick: () => void;
  noun: string;
  tone: CarouselTone;
}) {
  const previous = direction === "previous";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${previous ? "Previous" : "Next"} ${noun}`}
      className={`inline-flex size-11 items-center justify-center rounded-full border ${arrowTone[tone]}`}
      {...(previous ? { "data-carousel-prev": "" } : { "data-carousel-next": "" })}
    >
      <Icon name={previous ? "chevronLeft" : "chevronRight"} />
    </button>
  );
}
