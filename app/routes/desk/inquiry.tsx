import { useRef } from "react";
import { Link, useFetcher } from "react-router";
import { InquiryBookings } from "~/components/booking/inquiry-bookings";
import { ClientJourneySummary } from "~/components/desk/client-journey-summary";
import { ClientJourneyTimeline } from "~/components/desk/client-journey-timeline";
import { deskCard } from "~/components/desk/desk-button";
import { InquiryActions } from "~/components/desk/inquiry-actions";
import { InquiryActivity } from "~/components/desk/inquiry-activity";
import { InquiryConflicts } from "~/components/desk/inquiry-conflicts";
import { InquiryContactDetails } from "~/components/desk/inquiry-contact-details";
import { InquiryContents } from "~/components/desk/inquiry-contents";
import { InquiryConversation } from "~/components/desk/inquiry-conversation";
import { InquiryHeading } from "~/components/desk/inquiry-heading";
import { hasIntakeFields, InquiryIntakeFields } from "~/components/desk/inquiry-intake-fields";
import { InquiryListNav } from "~/components/desk/inquiry-list-nav";
import { InquiryNotes } from "~/components/desk/inquiry-notes";
import { InquiryNotification } from "~/components/desk/inquiry-notification";
import { InquiryPager } from "~/components/desk/inquiry-pager";
import { InquiryPrivacy } from "~/components/desk/inquiry-privacy";
import { ReplyComposer } from "~/components/desk/reply-composer";
import { useAutoSubmit } from "~/components/desk/use-auto-submit";
import { useInquiryKeys } from "~/components/desk/use-inquiry-keys";
import { useLatestAnswer } from "~/components/desk/use-latest-answer";
import { InquiryDocumentsPanel } from "~/components/documents/inquiry-documents-panel";
import { InquiryEngagementPanel } from "~/components/engagement/inquiry-engagement-panel";
import { InquiryIntakePanel } from "~/components/intake/inquiry-intake-panel";
import type { DeskAnswer } from "~/desk/desk-forms";
import { requireStaff, requireStaffAction } from "~/desk/desk-guard";
import { deskMeta } from "~/desk/desk-meta";
import { actOnce } from "~/desk/desk-once.server";
import { answerInquiryPost } from "~/desk/inquiry-intents.server";
import { inquiryView } from "~/desk/inquiry-view.server";
import { isDocumentIntent } from "~/documents/desk-document-forms";
import type { Route } from "./+types/inquiry";

export const meta = ({ data: d }: Route.MetaArgs) =>
  deskMeta(d ? `Inquiry #${d.inquiry.id}` : "Inquiry");

/** One inquiry (docs/DESK.md#working-an-inquiry): its view model is app/desk/inquiry-view.server.ts. */
export function loader(args: Route.LoaderArgs) {
  return inquiryView(requireStaff(args), args.context, args.params.id, new URL(args.request.url));
}

/** Every post of the page (app/desk/inquiry-intents.server.ts). */
export async function action(args: Route.ActionArgs) {
  const signedIn = requireStaffAction(args);
  // The same post twice acts once (docs/DESK.md#every-action-once).
  return actOnce(
    {
      desk: signedIn.desk,
      staffId: signedIn.session.staff.id,
      request: args.request,
      url: args.url,
    },
    () => answerInquiryPost(signedIn, args.context, args.request, args.params.id),
  );
}

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { inquiry: i } = loaderData;
  const pageAnswer = actionData as DeskAnswer | undefined;
  // One fetcher for the page's forms; without JavaScript they post as plain forms.
  const fetcher = useFetcher<DeskAnswer>();
  const assign = useAutoSubmit();
  const follow = useAutoSubmit();
  const latest = useLatestAnswer(
    pageAnswer,
    i.id,
    [fetcher.data, assign.fetcher.data, follow.fetcher.data],
    // The conflict check's decisions post as plain forms (docs/DESK.md#the-conflict-check).
    pageAnswer?.intent?.endsWith("-conflict") ? pageAnswer : undefined,
  );
  // The reply composer and the documents panel show their own answers, next to their forms.
  const result =
    latest?.intent !== "reply" && !isDocumentIntent(latest?.intent) ? latest : undefined;
  const helpRef = useRef<HTMLDialogElement>(null);
  useInquiryKeys(loaderData, fetcher, helpRef);
  const answer = fetcher.data ?? pageAnswer;

  return (
    <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <InquiryListNav list={loaderData.list} currentId={i.id} />
      <article className="min-w-0 space-y-4">
        <InquiryPager
          listHref={loaderData.listHref}
          previous={loaderData.previous}
          next={loaderData.next}
          helpRef={helpRef}
        />
        <InquiryHeading inquiry={i} />
        <InquiryActions
          page={loaderData}
          fetcher={fetcher}
          assign={assign}
          follow={follow}
          pageAnswer={pageAnswer}
        />

        <div aria-live="polite">
          {result ? (
            <p
              role={result.ok ? "status" : "alert"}
              className={`rounded-card p-3 font-semibold ${result.ok ? "bg-success-50 text-success-700" : "bg-danger-50 text-danger-700"}`}
            >
              {result.message}
            </p>
          ) : null}
        </div>

        <InquiryContents
          bookings={loaderData.bookings.length}
          documents={loaderData.documents !== null}
          intake={hasIntakeFields(i.intake)}
        />

        {/* Below the contents, which stay on a phone's first screen (docs/DESK.md#an-inquiry). */}
        <ClientJourneySummary journey={loaderData.journey} />
        <InquiryConflicts view={loaderData.conflict} />
        <InquiryBookings bookings={loaderData.bookings} />
        {loaderData.sameAddress.map((l) => (
          // docs/BOOKING.md#an-address-proves-itself: staff merge on the booking's page.
          <p key={l.bookingId} className={`${deskCard} mt-4 border-brass-500/60`} data-same-address>
            <strong>{l.summary}.</strong>{" "}
            <Link
              to={`/desk/bookings/${l.bookingId}`}
              className="font-semibold text-ink-800 underline"
            >
              Booking #{l.bookingId}
            </Link>{" "}
            can be merged into it there.
          </p>
        ))}

        <div className="grid gap-4 xl:grid-cols-[1.4fr_1fr] xl:items-start">
          <div className="space-y-4">
            <InquiryConversation inquiry={i} thread={loaderData.thread} fetcher={fetcher} />
            <ReplyComposer {...loaderData.reply} pageAnswer={pageAnswer} />
            <InquiryIntakeFields intake={i.intake} />
            <InquiryNotes
              notes={i.notes}
              fetcher={fetcher}
              answer={answer}
              today={loaderData.today}
            />
            <InquiryDocumentsPanel view={loaderData.documents} pageAnswer={pageAnswer} />
            <InquiryIntakePanel view={loaderData.intake} pageAnswer={pageAnswer} />
            <InquiryEngagementPanel view={loaderData.engagement} pageAnswer={pageAnswer} />
          </div>

          <div className="space-y-4">
            <ClientJourneyTimeline journey={loaderData.journey} />
            <InquiryContactDetails inquiry={i} replyHref={loaderData.replyHref} />
            <InquiryNotification
              delivery={loaderData.delivery}
              canRetry={loaderData.canRetry && loaderData.notificationsOn}
              fetcher={fetcher}
            />
            <InquiryPrivacy
              inquiryId={i.id}
              deletedOn={i.deletedOn}
              retentionDays={loaderData.retentionDays}
              fetcher={fetcher}
              answer={answer}
            />
            <InquiryActivity activity={loaderData.activity} />
          </div>
        </div>
      </article>
    </div>
  );
}
