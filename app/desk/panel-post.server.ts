/**
 * A post from one of the inquiry page's panels that other capabilities own (documents,
 * questionnaires, engagement letters: docs/DESK.md#working-an-inquiry), after the page's action has
 * checked the session, the origin and the submission (docs/DESK.md#every-action-once). What every
 * panel's answer needs first is here once: the inquiry exists (404 otherwise), the capability runs
 * on this server (503 with a sentence the panel shows otherwise), and a refusal names the post's
 * intent, so the panel that sent it is the one that shows it.
 */
import { data } from "react-router";
import type { DeskServices } from "./desk.server";
import type { DeskAnswer } from "./desk-forms";

/** What a panel's answer works with. */
export interface PanelPost<Service> {
  desk: DeskServices;
  /** The capability's service, present on this server. */
  service: Service;
  inquiryId: number;
  staffId: number;
  form: FormData;
  /** The post refused: 400 (or `status`) with the sentence the panel shows. */
  refuse: (message: string, status?: number) => ReturnType<typeof data<DeskAnswer>>;
}

export function answerPanelPost<Service, Answer>(
  post: Omit<PanelPost<Service>, "service" | "refuse">,
  service: Service | undefined,
  unavailable: string,
  answer: (post: PanelPost<Service>) => Answer,
) {
  const intent = String(post.form.get("intent") ?? "");
  const refuse = (message: string, status = 400) =>
    data<DeskAnswer>({ ok: false, intent, message }, { status });
  if (!post.desk.inquiries.get(post.inquiryId)) throw data("Not found", { status: 404 });
  if (!service) return refuse(unavailable, 503);
  return answer({ ...post, service, refuse });
}
