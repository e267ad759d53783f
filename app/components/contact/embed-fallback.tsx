import type { MouseEvent } from "react";
import { Link } from "react-router";
import { firm, serviceTerms, telHref } from "~/content/firm";
import { buttonClass } from "../ui/button-link";
import { Icon } from "../ui/icon";

const linkClass = "font-semibold text-ink-800 underline underline-offset-2 hover:text-ink-600";

/**
 * What replaces a third-party embed that did not load (blocked by the browser or a network filter,
 * an outage, a very slow connection): a short explanation and three other ways to get the same
 * thing done (docs/PRODUCT-RULES.md#contact-and-privacy). Never a spinner that turns forever, never
 * the browser's grey error frame.
 */
export function EmbedFallback({
  heading,
  href,
  linkText,
  onMessageForm,
  onRetry,
}: {
  /** E.g. "The booking calendar did not load". */
  heading: string;
  /** The provider's own page, opened in a new tab. */
  href: string;
  /** E.g. "Open the booking page in a new tab". */
  linkText: string;
  /** Called instead of following the link to the message form (e.g. to close a dialog first). */
  onMessageForm?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onRetry: () => void;
}) {
  return (
    <div className="max-w-3xl rounded-card border border-brass-500/40 bg-brass-100 p-5 text-ink-900 md:p-6">
      <h3 className="flex items-start gap-2 text-lg font-semibold text-ink-950">
        <Icon name="alert" className="mt-1 size-5 shrink-0 text-brass-700" />
        <span>{heading}</span>
      </h3>
      <p className="mt-2 text-[0.95rem]">
        It may be blocked by your browser or network, or the provider may be slow right now. You can
        still reach us:
      </p>
      <ul className="mt-3 space-y-2 text-[0.95rem]">
        <li className="flex gap-2">
          <Icon name="external" className="mt-1 size-4 shrink-0 text-brass-700" />
          <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {linkText}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li className="flex gap-2">
          <Icon name="phone" className="mt-1 size-4 shrink-0 text-brass-700" />
          <span>
            Call{" "}
            <a href={telHref(firm.phone)} className={`${linkClass} whitespace-nowrap`}>
              {firm.phone.display}
            </a>{" "}
            during office hours
          </span>
        </li>
        <li className="flex gap-2">
          <Icon name="mail" className="mt-1 size-4 shrink-0 text-brass-700" />
          <span>
            <Link to="/contact#send-message" onClick={onMessageForm} className={linkClass}>
              Send us a message
            </Link>
            . {serviceTerms.replyTimes}
          </span>
        </li>
      </ul>
      <button type="button" onClick={onRetry} className={buttonClass("secondary", "mt-4")}>
        Try again
      </button>
    </div>
  );
}
