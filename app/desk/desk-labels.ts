/**
 * Labels the desk's loaders compute on the server, so the browser never needs the contact schema
 * and dates read the same before and after hydration (Toronto time, formatted once).
 */
import { referralSourceLabel, serviceTypeLabel } from "~/contact/contact-schema";
import { businessMsBetween, oneBusinessDayAfter } from "./business-days.server";
import { businessWait, formatDateTime, formatDuration } from "./desk-time";
import type { InquiryListItem } from "./desk-types";
import { statusLabel } from "./inquiry-status";

export function areaLabel(serviceType: string | null): string {
  return serviceTypeLabel(serviceType) ?? "Not given";
}

export function referralLabel(source: string | null, other: string | null): string {
  if (source === "other") return other ? `Other: ${other}` : "Other";
  return referralSourceLabel(source) ?? "Not given";
}

export interface InquirySummary {
  id: number;
  name: string;
  area: string;
  referral: string;
  status: InquiryListItem["status"];
  statusLabel: string;
  received: string;
  /** "Waiting 2 days 3 h" while New, else how long the first reply took. */
  waited: string | null;
  overdue: boolean;
  assignedTo: string | null;
  suspectedSpam: boolean;
  notes: number;
}

export function summarize(item: InquiryListItem, now: number): InquirySummary {
  const waiting = item.status === "new";
  return {
    id: item.id,
    name: `${item.firstName} ${item.lastName}`,
    area: areaLabel(item.serviceType),
    referral: referralLabel(item.referralSource, item.referralOther),
    status: item.status,
    statusLabel: statusLabel(item.status),
    received: formatDateTime(item.receivedAt),
    waited: waiting
      ? `W${businessWait(businessMsBetween(item.receivedAt, now)).long.slice(1)}`
      : item.firstReplyAt !== null
        ? `First reply after ${formatDuration(item.firstReplyAt - item.receivedAt)}`
        : null,
    overdue: waiting && !item.suspectedSpam && now >= oneBusinessDayAfter(item.receivedAt),
    assignedTo: item.assignedTo?.name ?? null,
    suspectedSpam: item.suspectedSpam,
    notes: item.notes,
  };
}
