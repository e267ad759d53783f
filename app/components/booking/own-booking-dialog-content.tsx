import { Dialog } from "radix-ui";
import { type FormEvent, memo, useCallback, useEffect, useId, useRef, useState } from "react";
import {
  type BookingAnswer,
  type BookingChoice,
  type BookingOffer,
  bookingChoiceUrl,
  bookingJsonPath,
  bookingPagePath,
} from "~/booking/booking-page";
import { type BookingValues, bookingSchema } from "~/booking/booking-schema";
import type { TimeView } from "~/booking/slot-view";
import { firm } from "~/content/firm";
import { useAfterNextPaint } from "~/lib/hooks/use-after-next-paint";
import { useSchemaForm } from "../forms/use-schema-form";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";
import { type LazyDialogProps, OpenDialog } from "../ui/open-dialog";
import { BookingDetailsFields } from "./booking-details-fields";
import { BookingNightNote } from "./booking-night-note";
import { BookingOutcome } from "./booking-outcome";
import { BookingProblem } from "./booking-problem";
import { bookingInputClass, bookingLinkClass } from "./booking-styles";
import { BookingTimes } from "./booking-times";

type Step = "day" | "time" | "details" | "done";

/**
 * Every step is in the page at once (one form, the others `hidden`), so a step's press re-renders
 * only what it changes: the times and the details are drawn again only when their own props change,
 * not at every step (INP, docs/PERFORMANCE.md#interactions).
 */
const Times = memo(BookingTimes);
const DetailsFields = memo(BookingDetailsFields);
const noTimes: readonly TimeView[] = [];
const videoOnly = ["video"] as const;

/**
 * A step's buttons stay at the foot of the dialog while its list scrolls, so "Continue" is in view
 * as soon as a time is chosen (WCAG 2.4.11, focus not obscured: the list scrolls above them). The
 * scroll box's padding is undone (`-bottom-5`), so they sit on the dialog's bottom edge.
 */
const stickyActions =
  "sticky -bottom-5 z-10 -mx-5 -mb-5 flex flex-wrap gap-2 border-t border-line bg-white px-5 py-3 shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.18)] sm:gap-3 md:-bottom-6 md:-mx-6 md:-mb-6 md:px-6";
/** The footer's two buttons side by side on a 390 px phone. */
const stickyButton = "max-sm:px-3.5";

const stepTitles: Record<Exclude<Step, "done">, string> = {
  day: "1. Choose a day",
  time: "2. Choose a time",
  details: "3. Your details",
};

/**
 * The firm's own booking in the Book Consultation dialog (docs/BOOKING.md#the-booking-form): days,
 * then times as radio buttons, then the details, each step's heading focused as it opens so a
 * screen reader announces it. One form holds every step, so going back keeps what was typed; the
 * same steps work as plain pages at /book without JavaScript. Its own chunk, loaded when the dialog
 * opens: nothing of it, and nothing third-party, loads with the page.
 */
export default function OwnBookingDialogContent({
  onClose,
  onCloseAutoFocus,
  initialOffer,
}: LazyDialogProps & {
  /** The times the server sent with its choice of this booking, when the dialog opened. */
  initialOffer?: BookingOffer;
}) {
  const id = useId();
  const [offer, setOffer] = useState<BookingOffer | null>(initialOffer ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [step, setStep] = useState<Step>("day");
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | undefined>(undefined);
  const [nearest, setNearest] = useState<TimeView[] | null>(null);
  const [answer, setAnswer] = useState<BookingAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  // The zone chosen in the dialog's list; until then the browser's own (bookingChoiceUrl).
  const [zone, setZone] = useState<string | null>(null);
  const [zoneLoading, setZoneLoading] = useState(false);

  // A step is drawn once the press that asked for it has painted: the step's render, its layout
  // and its heading's focus make one long frame on a phone, which the press's own paint need not
  // wait for. The step follows a frame later.
  const afterPress = useAfterNextPaint();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure, `zone` for another zone.
  useEffect(() => {
    // The first times came with the server's choice of this dialog.
    if (attempt === 0 && initialOffer && zone === null) return;
    const controller = new AbortController();
    setLoadFailed(false);
    fetch(bookingChoiceUrl(zone ?? undefined), {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((r) =>
        r.ok ? (r.json() as Promise<BookingChoice>) : Promise.reject(new Error(String(r.status))),
      )
      .then((choice) =>
        // The server no longer offers this booking (BOOKING_PROVIDER changed): as if it failed,
        // "Try again" and the plain page, which leads to the booking now chosen.
        choice.provider === "own" ? choice : Promise.reject(new Error(choice.provider)),
      )
      .then(
        (next) => {
          setOffer(next);
          setZoneLoading(false);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) {
            setLoadFailed(true);
            setZoneLoading(false);
          }
          return error;
        },
      );
    return () => controller.abort();
  }, [attempt, zone]);

  /** Another zone chosen: its times replace the shown ones, and the visitor picks a day again. */
  function chooseZone(next: string) {
    setZoneLoading(true);
    setDay(null);
    setStart(undefined);
    setNearest(null);
    setZone(next);
  }

  // The first step's heading takes focus as it appears, whether the times came with the dialog (it
  // is drawn once the dialog's portal is in the page) or after it.
  const headingArrived = useCallback((heading: HTMLHeadingElement | null) => {
    headingRef.current = heading;
    heading?.focus();
  }, []);

  // Each step's heading takes focus when the step opens (WCAG 2.4.3), announcing where the visitor is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (step === "done") resultRef.current?.focus();
    else if (offer) headingRef.current?.focus();
  }, [step, offer !== null]);

  const type = offer?.types.find((t) => t.id === offer.type);
  const chosenDay = offer?.days.find((d) => d.date === day) ?? null;

  // The same schema as /book's action (app/components/forms/README.md): the details are checked
  // here before they are sent, and the server's 400 shows its errors under the same fields.
  const [form, fields] = useSchemaForm<BookingValues>(bookingSchema, {
    lastResult: answer?.status === "invalid" ? answer.result : undefined,
    // A note the opening page carried (the closing-cost estimate's link) fills the details' note,
    // as on the plain page (app/routes/book.tsx).
    defaultValue: initialOffer?.note ? { note: initialOffer.note } : undefined,
    onSubmit(event, { formData }) {
      // Booked here, in JSON, without leaving the page.
      event.preventDefault();
      void book(formData);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (step === "time") {
      event.preventDefault();
      // Only Continue (or Enter, whose submitter is the form's first button, Continue) opens the
      // next step: the form system also submits the form to check a field as it changes (Conform's
      // validate intent), and choosing a time must not move the visitor on (WCAG 3.2.2).
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (start && submitter?.hasAttribute("data-continue")) afterPress(() => setStep("details"));
      return;
    }
    if (step !== "details" || sending) {
      event.preventDefault();
      return;
    }
    form.onSubmit(event);
  }

  async function book(body: FormData) {
    setSending(true);
    setUnreachable(false);
    try {
      const response = await fetch(bookingJsonPath, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      const result = (await response.json()) as BookingAnswer;
      setAnswer(result);
      if (result.status === "booked") setStep("done");
      else if (result.status === "taken") {
        setNearest(result.nearest);
        setStart(undefined);
        setStep("time");
      } else if (result.status === "invalid" && result.errors.start) setStep("time");
      else resultRef.current?.focus();
    } catch {
      setUnreachable(true);
      resultRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  const times = nearest ?? chosenDay?.times ?? noTimes;
  const problem = unreachable
    ? "unreachable"
    : answer &&
        (answer.status === "rate-limited" ||
          answer.status === "too-large" ||
          answer.status === "unavailable")
      ? answer.status
      : null;

  return (
    <OpenDialog onClose={onClose}>
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        // Focus goes to the step's heading once the times arrive, not to the first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
        className="fixed left-1/2 top-1/2 z-[90] flex max-h-[94dvh] w-[min(44rem,94vw)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-white shadow-lift focus:outline-none"
        data-own-booking
      >
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 md:px-6">
          <div>
            <Dialog.Title className="font-serif text-xl font-semibold text-ink-950 md:text-2xl">
              Book a free consultation
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              {firm.consultation.minutes} minutes, {firm.consultation.price}, by phone or video.
              {offer
                ? ` Times are shown in ${offer.tzPlace} time${offer.tz !== firm.booking.timeZone ? `, with ${offer.firmPlace} time beside them` : ""}.`
                : ""}
            </Dialog.Description>
          </div>
          <Dialog.Close
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50"
            aria-label="Close booking window"
          >
            <Icon name="close" className="size-6" />
          </Dialog.Close>
        </div>
        {/* The padding at the foot keeps a focused time clear of the sticky buttons (WCAG 2.4.11). */}
        <div className="scroll-pb-24 overflow-y-auto p-5 md:p-6">
          {step === "done" && answer?.status === "booked" ? (
            <BookingOutcome ref={resultRef} answer={answer} />
          ) : loadFailed ? (
            <div role="alert" className="space-y-3" data-booking-load-failed>
              <p className="font-semibold text-danger-700">The free times did not load.</p>
              <p>
                Check your connection and try again, or{" "}
                <a href={bookingPagePath} className={bookingLinkClass}>
                  open the booking page
                </a>
                .
              </p>
              <button
                type="button"
                onClick={() => setAttempt((n) => n + 1)}
                className={buttonClass("secondary")}
              >
                Try again
              </button>
            </div>
          ) : !offer ? (
            <p aria-busy="true" className="text-muted" data-booking-loading>
              Loading the free times…
            </p>
          ) : !offer.available ? (
            <BookingProblem reason="unavailable" />
          ) : (
            <form
              id={form.id}
              method="post"
              action={bookingPagePath}
              noValidate
              onSubmit={onSubmit}
              aria-labelledby={`${id}-step`}
              className="space-y-6"
              data-booking-step={step}
            >
              <input type="hidden" name="type" value={offer.type} />
              <input type="hidden" name="tz" value={offer.tz} />
              <h3
                ref={headingArrived}
                id={`${id}-step`}
                tabIndex={-1}
                className="text-xl font-semibold text-ink-950 outline-none"
              >
                {stepTitles[step === "done" ? "details" : step]}
                {step === "details" && chosenDay && !nearest ? (
                  <span className="block text-base font-normal text-muted">{chosenDay.label}</span>
                ) : null}
              </h3>
              <div ref={resultRef} tabIndex={-1} className="outline-none">
                {problem ? <BookingProblem reason={problem} /> : null}
                {nearest && step === "time" ? (
                  <p role="alert" className="font-semibold text-danger-700">
                    That time was just taken by someone else.{" "}
                    {nearest.length
                      ? "These are the nearest free times."
                      : "Please choose another day."}
                  </p>
                ) : null}
              </div>

              <div hidden={step !== "day"} className="space-y-4">
                <div>
                  <label htmlFor={`${id}-tz`} className="block text-[0.95rem] font-semibold">
                    Your time zone
                  </label>
                  <select
                    id={`${id}-tz`}
                    value={offer.tz}
                    onChange={(event) => chooseZone(event.currentTarget.value)}
                    aria-describedby={offer.nightForVisitor ? `${id}-night` : undefined}
                    className={bookingInputClass}
                    data-booking-zone
                  >
                    {offer.zones.map((z) => (
                      <option key={z.value} value={z.value}>
                        {z.label}
                      </option>
                    ))}
                  </select>
                  {offer.nightForVisitor ? (
                    <BookingNightNote id={`${id}-night`} place={offer.tzPlace} />
                  ) : null}
                </div>
                {zoneLoading ? (
                  <p aria-busy="true" className="text-muted">
                    Loading the times in your zone…
                  </p>
                ) : offer.days.length === 0 ? (
                  <p>
                    No time is free in the next {firm.booking.horizonDays} days. Please call us at{" "}
                    {firm.phone.display}.
                  </p>
                ) : (
                  <ul className="grid gap-2 sm:grid-cols-2" aria-label="Days with free times">
                    {offer.days.map((d) => (
                      <li key={d.date}>
                        <button
                          type="button"
                          onClick={() =>
                            afterPress(() => {
                              setDay(d.date);
                              setNearest(null);
                              setStart(undefined);
                              setStep("time");
                            })
                          }
                          className="flex h-full min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-ink-900/20 bg-white px-3.5 py-2 text-left text-ink-950 hover:border-ink-800"
                        >
                          <span className="font-semibold text-balance">{d.label}</span>
                          <span className="whitespace-nowrap text-sm text-muted">
                            {d.times.length} {d.times.length === 1 ? "time" : "times"}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>

              <div hidden={step !== "time"} className="space-y-5">
                <Times
                  key={`${day}-${nearest ? "nearest" : "day"}`}
                  legend={
                    nearest
                      ? "The nearest free times"
                      : `Times on ${chosenDay?.label ?? "this day"}`
                  }
                  field={fields.start}
                  times={times}
                  firmPlace={offer.firmPlace}
                  onChange={setStart}
                />
                <div className={stickyActions} data-booking-actions>
                  <button
                    type="submit"
                    disabled={!start}
                    data-continue
                    className={buttonClass("primary", stickyButton)}
                  >
                    Continue
                  </button>
                  <button
                    type="button"
                    onClick={() => afterPress(() => setStep("day"))}
                    className={buttonClass("secondary", stickyButton)}
                  >
                    Choose another day
                  </button>
                </div>
              </div>

              <div hidden={step !== "details"} className="space-y-5">
                <DetailsFields fields={fields} methods={type?.methods ?? videoOnly} />
                <p className="text-sm text-muted">
                  Booking a consultation does not by itself create a lawyer-client relationship.
                </p>
                <div className={stickyActions} data-booking-actions>
                  <button
                    type="submit"
                    disabled={sending}
                    className={buttonClass("primary", stickyButton)}
                  >
                    {sending ? "Booking…" : "Book this consultation"}
                  </button>
                  <button
                    type="button"
                    onClick={() => afterPress(() => setStep("time"))}
                    className={buttonClass("secondary", stickyButton)}
                  >
                    Back to the times
                  </button>
                </div>
              </div>
            </form>
          )}
        </div>
      </Dialog.Content>
    </OpenDialog>
  );
}
