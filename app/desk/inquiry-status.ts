/**
 * The workflow of an inquiry in the lead desk (docs/DESK.md#statuses). One table says which moves
 * are allowed; the desk offers only those, and the server refuses any other.
 */
export const inquiryStatuses = [
  { value: "new", label: "New", hint: "No one has replied yet" },
  { value: "contacted", label: "Contacted", hint: "We replied or called" },
  { value: "consultation-booked", label: "Consultation booked", hint: "A consultation is set" },
  { value: "retained", label: "Retained", hint: "The person became a client" },
  { value: "not-proceeding", label: "Not proceeding", hint: "Declined, conflict, or no reply" },
  { value: "spam", label: "Spam", hint: "Not a real inquiry" },
] as const;

export type InquiryStatus = (typeof inquiryStatuses)[number]["value"];

export const statusValues = inquiryStatuses.map((s) => s.value) as [
  InquiryStatus,
  ...InquiryStatus[],
];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === "string" && (statusValues as string[]).includes(value);
}

export function statusLabel(status: InquiryStatus): string {
  return inquiryStatuses.find((s) => s.value === status)?.label ?? status;
}

/**
 * Allowed moves. Along the main line (New → Contacted → Consultation booked → Retained) a step may
 * be skipped, and a booked consultation may fall back to Contacted, but nothing returns to New once
 * someone has replied. Spam is decided only on a new inquiry and can be undone (back to New); a
 * closed inquiry (Not proceeding) can be reopened as Contacted.
 */
export const statusTransitions: Record<InquiryStatus, readonly InquiryStatus[]> = {
  new: ["contacted", "consultation-booked", "retained", "not-proceeding", "spam"],
  contacted: ["consultation-booked", "retained", "not-proceeding"],
  "consultation-booked": ["contacted", "retained", "not-proceeding"],
  retained: ["not-proceeding"],
  "not-proceeding": ["contacted"],
  spam: ["new"],
};

export function canMove(from: InquiryStatus, to: InquiryStatus): boolean {
  return statusTransitions[from].includes(to);
}

/** Statuses that mean someone from the firm has answered the person. */
const replyStatuses: readonly InquiryStatus[] = ["contacted", "consultation-booked", "retained"];

export function isReply(status: InquiryStatus): boolean {
  return replyStatuses.includes(status);
}

/** Still being worked: shown in the default inbox view. */
export function isOpen(status: InquiryStatus): boolean {
  return status === "new" || status === "contacted" || status === "consultation-booked";
}

export interface StatusState {
  status: InquiryStatus;
  firstReplyAt: number | null;
  statusChangedAt: number | null;
}

export type StatusChange =
  | { ok: true; next: StatusState; firstReply: boolean }
  | { ok: false; reason: string };

/**
 * Applies a move. The first move to a reply status records the time of the first reply, once: a
 * later move (even back from a closed state) never changes it.
 */
export function changeStatus(current: StatusState, to: InquiryStatus, now: number): StatusChange {
  if (current.status === to) return { ok: false, reason: `It is already ${statusLabel(to)}.` };
  if (!canMove(current.status, to))
    return {
      ok: false,
      reason: `${statusLabel(current.status)} cannot move to ${statusLabel(to)}.`,
    };
  const firstReply = current.firstReplyAt === null && isReply(to);
  return {
    ok: true,
    firstReply,
    next: {
      status: to,
      statusChangedAt: now,
      firstReplyAt: firstReply ? now : current.firstReplyAt,
    },
  };
}
