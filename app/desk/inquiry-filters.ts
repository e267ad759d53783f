import type { InquiryFilters, StatusFilter } from "./desk-types";
import { isInquiryStatus } from "./inquiry-status";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const key = /^[a-z-]{1,40}$/;

/** The inbox filters from a query string or form; anything malformed is ignored. */
export function parseInquiryFilters(params: URLSearchParams | FormData): InquiryFilters {
  const get = (name: string) => {
    const v = params.get(name);
    return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
  };
  const status = get("status");
  const filters: InquiryFilters = {
    status: (status === "all" || isInquiryStatus(status) ? status : "open") as StatusFilter,
  };
  const area = get("area");
  if (area && key.test(area)) filters.area = area;
  const source = get("source");
  if (source && key.test(source)) filters.source = source;
  const from = get("from");
  if (from && isoDate.test(from)) filters.from = from;
  const to = get("to");
  if (to && isoDate.test(to)) filters.to = to;
  const q = get("q");
  if (q) filters.q = q.slice(0, 200);
  return filters;
}
