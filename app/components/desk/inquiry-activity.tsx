import type { InquiryView } from "~/desk/inquiry-view.server";
import { InquirySection } from "./inquiry-section";

/** The inquiry's last 50 entries of the audit log, in words (docs/DESK.md#what-the-audit-log-keeps). */
export function InquiryActivity({ activity }: { activity: InquiryView["activity"] }) {
  return (
    <InquirySection id="activity" headingId="activity-heading" title="Activity">
      <ol className="mt-3 space-y-2 text-sm">
        {activity.map((a) => (
          <li key={a.id}>
            <span className="text-muted">{a.at}</span> · {a.text}
          </li>
        ))}
      </ol>
    </InquirySection>
  );
}
