import type { ReactNode, Ref } from "react";
import { firm, principal, serviceTerms, telHref } from "~/content/firm";
import { BookButton } from "../ui/button-link";
import { Icon } from "../ui/icon";

/**
 * What the visitor sees once their message is stored (docs/PRODUCT-RULES.md#the-contact-form): that
 * it arrived, who will reply and by when (from the identity module), and the next step they can
 * take at once, booking a consultation. `children` is the form's own "Send another message".
 */
export function ContactSent({ ref, children }: { ref?: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-success-700/30 bg-success-50 p-6 outline-none focus-visible:ring-3 focus-visible:ring-success-700/40"
      data-contact-result="sent"
    >
      <div className="flex items-start gap-3">
        <Icon name="check" className="mt-1 size-6 shrink-0 text-success-700" />
        <div>
          <h3 className="text-xl font-semibold text-ink-950">
            Thank you. Your message was received.
          </h3>
          <p className="mt-2" data-reply-promise>
            {principal.name}, our {principal.title.toLowerCase()}, or a member of our team will
            write back, by e-mail or by phone if you left a number. {serviceTerms.replyTimes} If
            your matter is urgent, please call{" "}
            <a href={telHref(firm.phone)} className="font-semibold text-ink-800 underline">
              {firm.phone.display}
            </a>
            .
          </p>
          <p className="mt-4 font-semibold text-ink-900">
            Rather talk now? Book a free {firm.consultation.minutes}-minute consultation.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <BookButton>Book a time now</BookButton>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
