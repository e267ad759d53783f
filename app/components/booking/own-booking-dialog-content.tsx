import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type BookingOffer, bookingPagePath, chosenTimeLabel } from "~/booking/booking-page";
import { type BookingValues, bookingSchema } from "~/booking/booking-schema";
import type { TimeView } from "~/booking/slot-view";
import { useAfterNextPaint } from "~/lib/hooks/use-after-next-paint";
import { useSchemaForm } from "../forms/use-schema-form";
import type { LazyDialogProps } from "../ui/open-dialog";
import { BookingOutcome } from "./booking-outcome";
import { BookingProblem } from "./booking-problem";
import { OwnBookingFrame, OwnBookingLoadFailed } from "./own-booking-frame";
import { useOwnBookingOffer, useOwnBookingPost } from "./own-booking-requests";
import {
  OwnBookingDayStep,
  OwnBookingDetailsStep,
  OwnBookingStepHead,
  OwnBookingTimeStep,
} from "./own-booking-steps";

type Step = "day" | "time" | "details" | "done";

const noTimes: readonly TimeView[] = [];

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
  const { offer, loadFailed, zoneLoading, retry, loadZone } = useOwnBookingOffer(initialOffer);
  const [step, setStep] = useState<Step>("day");
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | undefined>(undefined);
  const [nearest, setNearest] = useState<TimeView[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // A step is drawn once the press that asked for it has painted: the step's render, its layout
  // and its heading's focus make one long frame on a phone, which the press's own paint need not
  // wait for. The step follows a frame later.
  const afterPress = useAfterNextPaint();

  const { answer, sending, problem, book } = useOwnBookingPost((result) => {
    if (result?.status === "booked") setStep("done");
    else if (result?.status === "taken") {
      setNearest(result.nearest);
      setStart(undefined);
      setStep("time");
    } else if (result?.status === "invalid" && result.errors.start) setStep("time");
    else resultRef.current?.focus();
  });

  /** Another zone chosen: its times replace the shown ones, and the visitor picks a day again. */
  function chooseZone(next: string) {
    loadZone(next);
    setDay(null);
    setStart(undefined);
    setNearest(null);
  }

  // Each step's heading takes focus when the step opens (WCAG 2.4.3), announcing where the visitor is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (step === "done") resultRef.current?.focus();
    else if (offer) headingRef.current?.focus();
  }, [step, offer !== null]);

  const type = offer?.types.find((t) => t.id === offer.type);
  const chosenDay = offer?.days.find((d) => d.date === day) ?? null;
  const shown = nearest ? { times: nearest } : chosenDay;

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

  return (
    <OwnBookingFrame onClose={onClose} onCloseAutoFocus={onCloseAutoFocus} offer={offer}>
      {step === "done" && answer?.status === "booked" ? (
        <BookingOutcome ref={resultRef} answer={answer} />
      ) : loadFailed ? (
        <OwnBookingLoadFailed pagePath={bookingPagePath} onRetry={retry} />
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
          <OwnBookingStepHead
            id={id}
            title={stepTitles[step === "done" ? "details" : step]}
            chosen={step === "details" ? chosenTimeLabel(offer, start, shown) : null}
            headingRef={headingRef}
            resultRef={resultRef}
            problem={problem}
            nearest={step === "time" ? nearest : null}
          />
          <OwnBookingDayStep
            id={id}
            offer={offer}
            hidden={step !== "day"}
            zoneLoading={zoneLoading}
            onZone={chooseZone}
            onDay={(date) =>
              afterPress(() => {
                setDay(date);
                setNearest(null);
                setStart(undefined);
                setStep("time");
              })
            }
          />
          <OwnBookingTimeStep
            hidden={step !== "time"}
            timesKey={`${day}-${nearest ? "nearest" : "day"}`}
            legend={
              nearest ? "The nearest free times" : `Times on ${chosenDay?.label ?? "this day"}`
            }
            field={fields.start}
            times={shown?.times ?? noTimes}
            firmPlace={offer.firmPlace}
            chosen={Boolean(start)}
            onTime={setStart}
            onBack={() => afterPress(() => setStep("day"))}
          />
          <OwnBookingDetailsStep
            hidden={step !== "details"}
            fields={fields}
            methods={type?.methods}
            sending={sending}
            onBack={() => afterPress(() => setStep("time"))}
          />
        </form>
      )}
    </OwnBookingFrame>
  );
}
