import { checklist as tickable } from "~/behaviours/checklist";
import { useBehaviour } from "~/behaviours/use-behaviour";
import type { ExtractedPhase } from "~/content/collections/context";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";

/** The key a tick is stored under: phase and item, both stable ids. */
export function checklistItemKey(phaseId: string, itemId: string): string {
  return `${phaseId}/${itemId}`;
}

/** What the tickable list needs: its phases (from the checklist's file) and where ticks are kept. */
export interface ChecklistData {
  /** LocalStorage key for the ticks; never rename once shipped. */
  storageKey: string;
  path: string;
  phases: readonly ExtractedPhase[];
}

/**
 * A checklist a visitor can tick off (the buyer and seller checklists). The HTML is a plain
 * form of real checkboxes, so with JavaScript off it reads as the complete list and can still be
 * ticked and reset. With JavaScript (the `checklist` behaviour, app/behaviours/checklist.ts, with
 * React or without), ticks are kept in localStorage across visits, progress is shown, and the list
 * can be printed cleanly. What only works with it is in the markup from the start, unseen until
 * the behaviour has wired the form (app.css), so nothing shifts (CLS 0).
 */
export function InteractiveChecklist({
  checklist,
  title,
}: {
  checklist: ChecklistData;
  title: string;
}) {
  const form = useBehaviour<HTMLFormElement>(tickable, [checklist.storageKey]);
  const total = checklist.phases.reduce((n, p) => n + p.items.length, 0);
  const slug = checklist.path.split("/").at(-1) ?? "checklist";

  return (
    <form
      ref={form}
      aria-labelledby={`${slug}-title`}
      data-checklist={slug}
      data-storage-key={checklist.storageKey}
    >
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
              after the count appears, and nothing moves (CLS 0). The hidden one is not read out. */}
          <p
            className="grid shrink-0 font-semibold text-ink-900"
            aria-live="polite"
            data-checklist-progress
          >
            <span className="[grid-area:1/1]" data-when-wired>
              <span data-checklist-done>0</span> of {total} done
              <span className="text-success-700" hidden data-checklist-finished>
                {" "}
                · all finished
              </span>
            </span>
            <span className="[grid-area:1/1]" data-until-wired>
              {total} tasks in {checklist.phases.length} phases
            </span>
          </p>
          <div className="flex flex-wrap gap-2 print:hidden">
            <button
              type="button"
              className={buttonClass("secondary", "cursor-pointer")}
              disabled
              data-when-wired
              data-checklist-print
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
        <div
          className="mt-3 h-2.5 w-full overflow-hidden rounded-pill bg-ink-100 print:hidden"
          role="progressbar"
          aria-label="Checklist progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={0}
          aria-valuetext={`0 of ${total} done`}
          data-when-wired
        >
          <div
            className="h-full rounded-pill bg-success-700 transition-[width] duration-300"
            style={{ width: "0%" }}
          />
        </div>
      </div>

      <ol className="mt-8 space-y-8 print:mt-4 print:space-y-4">
        {checklist.phases.map((phase, phaseIndex) => (
          <ChecklistPhase key={phase.id} phase={phase} number={phaseIndex + 1} slug={slug} />
        ))}
      </ol>
    </form>
  );
}

/** One phase of the list: its items as real checkboxes, and how many are ticked. */
function ChecklistPhase({
  phase,
  number,
  slug,
}: {
  phase: ExtractedPhase;
  number: number;
  slug: string;
}) {
  return (
    <li className="print:break-inside-avoid" data-phase>
      <section
        aria-labelledby={`${slug}-${phase.id}-heading`}
        className="rounded-card border border-line bg-white p-5 shadow-card md:p-7 print:border-ink-200 print:p-3 print:shadow-none"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${slug}-${phase.id}-heading`} className="text-2xl font-semibold">
            <span className="text-brass-700">Phase {number}:</span> {phase.title}
          </h2>
          <p className="text-sm font-semibold text-muted print:hidden" data-when-wired>
            <span data-phase-done>0</span> of {phase.items.length}
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
                    className="mt-0.5 size-6 shrink-0 cursor-pointer accent-success-700"
                    data-checklist-item={key}
                  />
                  <span>
                    <span className="block text-ink-900" data-checklist-text>
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
}
