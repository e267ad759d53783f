import type { InquiryStatus } from "~/desk/inquiry-status";

const styles: Record<InquiryStatus, string> = {
  new: "bg-brass-100 text-brass-700 ring-brass-700/30",
  contacted: "bg-ink-100 text-ink-800 ring-ink-800/20",
  "consultation-booked": "bg-ink-50 text-ink-700 ring-ink-700/30",
  retained: "bg-success-50 text-success-700 ring-success-700/30",
  "not-proceeding": "bg-sand text-muted ring-muted/30",
  spam: "bg-danger-50 text-danger-700 ring-danger-700/30",
};

export function StatusBadge({ status, label }: { status: InquiryStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[status]}`}
    >
      {label}
    </span>
  );
}
