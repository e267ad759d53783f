import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { DeskAnswer } from "~/desk/desk-forms";
import { changedSinceLoad } from "~/lib/dom/changed-since-load";

/** A form of one field whose change is the action (WCAG 3.2.2: the label says so). */
export function useAutoSubmit() {
  const fetcher = useFetcher<DeskAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  // A choice made while the page showed but before its scripts ran has no button to send it (the
  // button is for visitors without scripting) and no handler yet: the field shows the choice, so
  // it is sent as soon as the scripts run, instead of being lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page first runs
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if ([...form.elements].some(changedSinceLoad) && form.checkValidity()) fetcher.submit(form);
  }, []);
  return {
    fetcher,
    formRef,
    submitOnChange: (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
      const form = event.currentTarget.form;
      if (form && event.currentTarget.checkValidity()) fetcher.submit(form);
    },
  };
}

export type AutoSubmit = ReturnType<typeof useAutoSubmit>;

/** The desk's answers to forms posted in place, for Conform to show a form's field errors. */
export type DeskFetcher = ReturnType<typeof useFetcher<DeskAnswer>>;

/** The action's answer to this form (by its intent), for Conform to show its field errors. */
export function replyTo(answer: DeskAnswer | undefined, intent: string) {
  return answer?.intent === intent ? answer.result : undefined;
}
