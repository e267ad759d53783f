import { type FormEvent, memo, useCallback, useEffect, useState } from "react";
import type { ExtractedPhase } from "~/content/collections/context";
import { afterNextPaint } from "~/lib/scheduling/after-next-paint";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";

/** The key a tick is stored under: phase and item, both stable ids. */
export function checklistItemKey(phaseId: string, itemId: string): string {
  return `${phaseId}/${itemId}`;
}

function readTicks(storageKey: string, known: ReadonlySet<string>): Set<string> {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(
      Array.isArray(parsed)
        ? parsed.filter((k): k is string => typeof k === "string" && known.has(k))
        : [],
    );
  } catch {
    // Storage can be blocked (private mode, policies): the list still works for this visit.
    return new Set();
  }
}

function writeTicks(storageKey: string, ticks: ReadonlySet<string>): void {
  try {
    if (ticks.size === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify([...ticks]));
  } catch {
    // See readTicks.
  }
}

/**
 * A checklist a visitor can tick off (the buyer and seller checklists). The HTML is a plain
 * form of real checkboxes, so with JavaScript off it reads as the complete list and can still be
 * ticked and reset. With JavaScript, ticks are kept in localStorage across visits, progress is
 * shown, and the list can be printed cleanly.
 */
/** What the tickable list needs: its phases (from the checklist's file) and where ticks are kept. */
export interface ChecklistData {
  /** LocalStorage key for the ticks; never rename once shipped. */
  storageKey: string;
  path: string;
  phases: readonly ExtractedPhase[];
}

export function InteractiveChecklist({
  checklist,
  title,
}: {
  checklist: ChecklistData;
  title: string;
}) {
  const known = new Set(
    checklist.phases.flatMap((p) => p.items.map((i) => checklistItemKey(p.id, i.id))),
  );
  const total = known.size;
  const [ticks, setTicks] = useState<ReadonlySet<string>>(() => new Set());
  const [hydrated, setHydrated] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per checklist; `known` is derived from it
  useEffect(() => {
    setTicks(readTicks(checklist.storageKey, known));
    setHydrated(true);
  }, [checklist.storageKey]);

  // Stable, so a tick redraws only its own phase (each phase is memoised).
  const toggle = useCallback((key: string, checked: boolean) => {
    setTicks((current) => {
      const next = new Set(current);
      if (checked) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  // The ticks are stored once the tick has painted (localStorage writes synchronously, and the
  // press's frame should carry only the tick); at the latest when the list changes again or goes
  // away, so leaving the page at once loses nothing.
  useEffect(() => {
    if (!hydrated) return;
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      writeTicks(checklist.storageKey, ticks);
    };
    const cancel = afterNextPaint(write);
    return () => {
      cancel();
      write();
    };
  }, [hydrated, ticks, checklist.storageKey]);

  function onReset(event: FormEvent<HTMLFormElement>) {
    if (ticks.size > 0 && !window.confirm("Clear all your ticks from this checklist?")) {
      event.preventDefault();
      return;
    }
    setTicks(new Set());
  }

  const done = ticks.size;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const slug = checklist.path.split("/").at(-1) ?? "checklist";

  return (
    <form onReset={onReset} aria-labelledby={`${slug}-title`} data-checklist={slug}>
      <p
        id={`${slug}-title`}
        className="hidden font-serif text-3xl font-semibold text-ink-900 print:block"
      >
        {title}
      </p>
      <div
        data-sticky-progress
        className="top-18 z-10 [@media(min-height:44rem)]:sticky -mx-5 border-b border-line bg-paper/95 px-5 py-4 backdrop-blur md:mx-0 md:rounded-card md:border md:bg-white md:px-6 md:shadow-card print:static print:mx-0 print:border-0 print:bg-transparent print:p-0 print:shadow-none"
      >
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          {/* Both texts share one grid cell, so the box is as big as the larger one before and
              after hydration and nothing moves when the count appears (CLS 0). The hidden one is
              not read out. */}
          <p
            className="grid shrink-0 font-semibold text-ink-900"
            aria-live="polite"
            data-checklist-progress
          >
            <span className={`[grid-area:1/1] ${hydrated ? "" : "invisible"}`}>
              {done} of {total} done
              {done === total && total > 0 ? (
                <span className="text-success-700"> · all finished</span>
              ) : null}
            </span>
            <span className={`[grid-area:1/1] ${hydrated ? "invisible" : ""}`}>
              {total} tasks in {checklist.phases.length} phases
            </span>
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            {/* Rendered from the start but invisible until it works, so nothing shifts (CLS 0). */}
            <button
              type="button"
              className={buttonClass("secondary", `cursor-pointer ${hydrated ? "" : "invisible"}`)}
              onClick={() => window.print()}
              disabled={!hydrated}
            >
              <Icon name="document" className="size-[1.1em]" />
              Print checklist
            </button>
            <button type="reset" className={buttonClass("ghost", "cursor-pointer")}>
              <Icon name="close" className="size-[1.1em]" />
              Reset
            </button>
          </div>
        </div>
        {hydrated ? (
          <div
            className="mt-3 h-2.5 w-full overflow-hidden rounded-pill bg-ink-100 print:hidden"
            role="progressbar"
            aria-label="Checklist progress"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={`${done} of ${total} done`}
          >
            <div
              className="h-full rounded-pill bg-success-700 transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
        ) : (
          // Holds the bar's place before hydration so the list below does not move.
          <div aria-hidden="true" className="invisible mt-3 h-2.5 print:hidden" />
        )}
      </div>

      <ol className="mt-8 space-y-8 print:mt-4 print:space-y-4">
        {checklist.phases.map((phase, phaseIndex) => (
          <ChecklistPhase
            key={phase.id}
            phase={phase}
            number={phaseIndex + 1}
            slug={slug}
            hydrated={hydrated}
            ticked={phase.items
              .filter((i) => ticks.has(checklistItemKey(phase.id, i.id)))
              .map((i) => i.id)
              .join(" ")}
            onToggle={toggle}
          />
        ))}
      </ol>
    </form>
  );
}

/**
 * One phase of the list. Memoised with the ids of its ticked items as one string, so ticking an
 * item redraws its own phase and not the others (Interaction to Next Paint,
 * docs/PERFORMANCE.md#interactions).
 */
const ChecklistPhase = memo(function ChecklistPhase({
  phase,
  number,
  slug,
  hydrated,
  ticked,
  onToggle,
}: {
  phase: ExtractedPhase;
  number: number;
  slug: string;
  hydrated: boolean;
  /** The ids of the phase's ticked items, separated by spaces. */
  ticked: string;
  onToggle: (key: string, checked: boolean) => void;
}) {
  const tickedIds = new Set(ticked.split(" "));
  const phaseDone = phase.items.filter((i) => tickedIds.has(i.id)).length;
  return (
    <li className="print:break-inside-avoid">
      <section
        aria-labelledby={`${slug}-${phase.id}-heading`}
        className="rounded-card border border-line bg-white p-5 shadow-card md:p-7 print:border-ink-200 print:p-3 print:shadow-none"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${slug}-${phase.id}-heading`} className="text-2xl font-semibold">
            <span className="text-brass-700">Phase {number}:</span> {phase.title}
          </h2>
          <p
            className={`text-sm font-semibold text-muted print:hidden ${hydrated ? "" : "invisible"}`}
          >
            {phaseDone} of {phase.items.length}
          </p>
        </div>
        <p className="mt-1 text-muted">{phase.summary}</p>
        <ul className="mt-5 divide-y divide-line border-t border-line">
          {phase.items.map((item) => {
            const key = checklistItemKey(phase.id, item.id);
            const id = `${slug}-${phase.id}-${item.id}`;
            return (
              <li key={item.id} className="py-1 print:py-0.5">
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg px-1 py-2.5 hover:bg-paper"
                >
                  <input
                    id={id}
                    name={key}
                    type="checkbox"
                    checked={tickedIds.has(item.id)}
                    onChange={(e) => onToggle(key, e.currentTarget.checked)}
                    className="mt-0.5 size-6 shrink-0 cursor-pointer accent-success-700"
                    data-checklist-item={key}
                  />
                  <span>
                    <span
                      className={`block ${tickedIds.has(item.id) ? "text-muted line-through decoration-1" : "text-ink-900"}`}
                    >
                      {item.text}
                    </span>
                    {item.detail ? (
                      <span className="mt-0.5 block text-sm text-muted">{item.detail}</span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </section>
    </li>
  );
});
