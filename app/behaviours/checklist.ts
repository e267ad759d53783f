import { afterNextPaint } from "~/lib/scheduling/after-next-paint";
import { type Dispose, disposeAll, listen } from "./behaviour";

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

function writeTicks(storageKey: string, ticks: readonly string[]): void {
  try {
    if (ticks.length === 0) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify(ticks));
  } catch {
    // See readTicks.
  }
}

/**
 * A checklist a visitor ticks off (the buyer and seller checklists; `InteractiveChecklist`). The
 * server renders a plain form of real checkboxes, which without JavaScript can be ticked and reset
 * (app.css strikes a ticked item through). On `[data-checklist]` this adds:
 * - the ticks kept in localStorage (`data-storage-key`) across visits, restored when it is wired;
 * - the count done, overall (`[data-checklist-done]`, `[data-checklist-finished]`, the progress
 *   bar) and per phase (`[data-phase]`, `[data-phase-done]`);
 * - Reset asks before clearing ticks; Print (`[data-checklist-print]`) prints.
 * Once wired it marks the form `data-wired`: app.css shows what only works with it and hides the
 * count it replaces, both holding the same space (no shift). A tick is stored once it has painted,
 * or when the page goes away, whichever comes first (docs/PERFORMANCE.md#interactions).
 */
export function checklist(form: HTMLFormElement): Dispose {
  const storageKey = form.dataset.storageKey ?? "";
  const boxes = [...form.querySelectorAll<HTMLInputElement>("input[data-checklist-item]")];
  const ticked = () => boxes.filter((b) => b.checked).map((b) => b.name);
  const stored = readTicks(storageKey, new Set(boxes.map((b) => b.name)));
  for (const box of boxes) box.checked = stored.has(box.name);

  const total = boxes.length;
  const count = form.querySelector("[data-checklist-done]");
  const finished = form.querySelector<HTMLElement>("[data-checklist-finished]");
  const bar = form.querySelector<HTMLElement>('[role="progressbar"]');
  const fill = bar?.firstElementChild as HTMLElement | null | undefined;
  const phases = [...form.querySelectorAll<HTMLElement>("[data-phase]")].map((phase) => ({
    boxes: [...phase.querySelectorAll<HTMLInputElement>("input[data-checklist-item]")],
    out: phase.querySelector("[data-phase-done]"),
  }));
  function render() {
    const done = ticked().length;
    if (count) count.textContent = String(done);
    if (finished) finished.hidden = !(total > 0 && done === total);
    bar?.setAttribute("aria-valuenow", String(done));
    bar?.setAttribute("aria-valuetext", `${done} of ${total} done`);
    if (fill) fill.style.width = `${total ? Math.round((done / total) * 100) : 0}%`;
    for (const phase of phases) {
      if (phase.out) phase.out.textContent = String(phase.boxes.filter((b) => b.checked).length);
    }
  }

  let cancelWrite: (() => void) | undefined;
  const writeNow = () => {
    if (!cancelWrite) return;
    cancelWrite();
    cancelWrite = undefined;
    writeTicks(storageKey, ticked());
  };
  const writeSoon = () => {
    cancelWrite?.();
    cancelWrite = afterNextPaint(() => {
      cancelWrite = undefined;
      writeTicks(storageKey, ticked());
    });
  };

  const print = form.querySelector<HTMLButtonElement>("[data-checklist-print]");
  if (print) print.disabled = false;
  render();
  form.setAttribute("data-wired", "");

  return disposeAll([
    listen(form, "change", () => {
      render();
      writeSoon();
    }),
    listen(form, "reset", (event) => {
      if (ticked().length > 0 && !window.confirm("Clear all your ticks from this checklist?")) {
        event.preventDefault();
        return;
      }
      // The form clears its boxes after this event: count and store once it has.
      setTimeout(() => {
        render();
        writeSoon();
      }, 0);
    }),
    ...(print ? [listen(print, "click", () => window.print())] : []),
    listen(window, "pagehide", writeNow),
    () => {
      writeNow();
      form.removeAttribute("data-wired");
    },
  ]);
}
