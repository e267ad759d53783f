import { useEffect, useState } from "react";
import * as z from "zod/mini";
import { firm, type IntakeFormsProvider } from "~/content/firm";

const answer = z.object({ provider: z.enum(["own", "external"]) });

/** How long the page waits for the server's answer before keeping firm.ts's choice. */
const askTimeoutMs = 10_000;

/**
 * Which forms the contact page's forms tabs offer (docs/INTAKE.md#the-contact-page): firm.ts's choice,
 * which the page was prerendered with, until the server has answered `/contact-forms.json` (its
 * INTAKE_FORMS_PROVIDER may differ). The server is asked once, when a visitor first opens one of
 * those tabs: nothing is requested on the page's load. `known` is false until it answered (or did
 * not, within the time): a third-party form is never loaded before then.
 */
export function useIntakeFormsProvider(asked: boolean): {
  provider: IntakeFormsProvider;
  known: boolean;
} {
  const [provider, setProvider] = useState<IntakeFormsProvider>(firm.embeds.forms);
  const [state, setState] = useState<"idle" | "asking" | "known">("idle");
  useEffect(() => {
    if (!asked || state !== "idle") return;
    setState("asking");
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), askTimeoutMs);
    fetch("/contact-forms.json", {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then((res) => (res.ok ? res.json() : undefined))
      .then((body: unknown) => {
        const parsed = answer.safeParse(body);
        if (parsed.success) setProvider(parsed.data.provider);
      })
      .catch(() => {})
      .finally(() => {
        window.clearTimeout(timer);
        setState("known");
      });
  }, [asked, state]);
  return { provider, known: state === "known" };
}
