import { Link } from "react-router";
import type { InquiryView } from "~/desk/inquiry-view.server";
import { deskButton } from "./desk-button";
import { InquirySection } from "./inquiry-section";

/** How to reach the person, with an e-mail and a call link (docs/DESK.md#working-an-inquiry). */
export function InquiryContactDetails({
  inquiry: i,
  replyHref,
}: {
  inquiry: InquiryView["inquiry"];
  replyHref: string;
}) {
  return (
    <InquirySection id="contact" headingId="contact-heading" title="Contact details">
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">E-mail</dt>
        <dd className="break-all">
          {i.email}
          {i.sameAddress.length ? (
            <span className="mt-1 block break-normal text-muted" data-same-address>
              Also written from this address:{" "}
              {i.sameAddress.map((o, n) => (
                <span key={o.id}>
                  {n ? "; " : ""}
                  <Link
                    to={`/desk/inquiries/${o.id}`}
                    className="font-semibold text-ink-700 underline"
                  >
                    inquiry #{o.id}
                  </Link>{" "}
                  ({o.area}, {o.received})
                </span>
              ))}
              . The same address is not proof of the same person.
            </span>
          ) : null}
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{i.phone ?? "Not given"}</dd>
        <dt className="font-semibold">Heard of us</dt>
        <dd>{i.referral}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className={deskButton.secondary} href={replyHref}>
          E-mail {i.name}
        </a>
        {i.phone ? (
          <a className={deskButton.secondary} href={`tel:${i.phone.replace(/[^0-9+]/g, "")}`}>
            Call {i.phone}
          </a>
        ) : null}
      </div>
    </InquirySection>
  );
}
