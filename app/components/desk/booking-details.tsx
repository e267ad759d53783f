import { deskCard } from "./desk-button";

/** Who booked what, as they gave it (docs/DESK.md#bookings): "Not given" for what they left out. */
export function BookingDetails({
  booking: b,
}: {
  booking: {
    type: string;
    method: string;
    lawyer: string;
    client: string;
    email: string;
    phone: string | null;
    serviceType: string | null;
    note: string | null;
    otherParties: string | null;
    bookedAt: string;
    bookedBy: string;
  };
}) {
  const row = (label: string, value: string | null) => (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{value ?? "Not given"}</dd>
    </div>
  );
  return (
    <section aria-labelledby="details-heading" className={`${deskCard} mt-6`}>
      <h2 id="details-heading" className="text-xl">
        Details
      </h2>
      <dl className="mt-2 divide-y divide-line">
        {row(
          "Consultation",
          `${b.type}, ${b.method === "video" ? "by video" : "by phone"} with ${b.lawyer}`,
        )}
        {row("Client", b.client)}
        {row("E-mail", b.email)}
        {row("Phone", b.phone)}
        {row("Practice area", b.serviceType)}
        {row("Note", b.note)}
        {row("Other people involved", b.otherParties)}
        {row("Booked", `${b.bookedAt}, by ${b.bookedBy}`)}
      </dl>
    </section>
  );
}
