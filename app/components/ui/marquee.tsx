import { type ReactNode, useId } from "react";
import { offscreen } from "~/behaviours/offscreen";
import { useBehaviour } from "~/behaviours/use-behaviour";
import { Icon } from "./icon";

/**
 * An endlessly scrolling strip. The list is rendered twice so the loop is seamless;
 * the copy is hidden and inert. Motion pauses on hover, while focus is inside the strip, and with
 * the visible pause control (WCAG 2.2.2), a checkbox that works before JavaScript loads, and while
 * the strip is off screen (`offscreen`). Under
 * prefers-reduced-motion the strip does not move at all and shows the items as a wrapped list.
 * A page shows one strip at most (docs/PRODUCT-RULES.md#motion-wcag-222-pause-stop-hide).
 */
export function Marquee({
  items,
  label,
  seconds,
  secondsSmall,
  className = "",
  tone = "light",
}: {
  items: readonly ReactNode[];
  /** What the strip shows, e.g. "Professional affiliations". */
  label: string;
  /** Loop duration on wide screens. */
  seconds: number;
  /** Loop duration below 768 px. */
  secondsSmall: number;
  className?: string;
  tone?: "light" | "dark";
}) {
  const id = useId();
  const strip = useBehaviour<HTMLDivElement>(offscreen);
  const durations = {
    "--marquee-small": `${secondsSmall}s`,
    "--marquee-wide": `${seconds}s`,
  } as React.CSSProperties;
  return (
    <div ref={strip} className={`marquee relative ${className}`} style={durations}>
      <div className="marquee-control mb-3 flex justify-end">
        <input id={id} type="checkbox" className="marquee-pause peer sr-only" />
        <label
          htmlFor={id}
          className={`inline-flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-pill border px-4 text-sm font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 ${
            tone === "dark"
              ? "border-white/30 text-white peer-focus-visible:outline-brass-300 hover:bg-white/10 peer-checked:bg-white peer-checked:text-ink-900"
              : "border-ink-900/20 bg-white text-ink-900 peer-focus-visible:outline-brass-700 hover:bg-ink-50 peer-checked:border-ink-900 peer-checked:bg-ink-900 peer-checked:text-white"
          } [&_.when-paused]:hidden peer-checked:[&_.when-paused]:inline peer-checked:[&_.when-playing]:hidden`}
        >
          {/* The name stays "Pause …" (checked = paused), so speech and voice control match the
              visible words; the pressed look and the icon show the state. */}
          <Icon name="pause" className="when-playing size-4" />
          <Icon name="play" className="when-paused size-4" />
          Pause {label.toLowerCase()}
        </label>
      </div>
      <div className="marquee-window overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
        <ul
          className="marquee-track flex w-max gap-4 [--marquee-duration:var(--marquee-small)] md:[--marquee-duration:var(--marquee-wide)]"
          aria-label={label}
        >
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, order never changes
            <li key={i} className="shrink-0">
              {item}
            </li>
          ))}
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, order never changes
            <li key={`copy-${i}`} className="shrink-0" aria-hidden="true" inert data-marquee-copy>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
