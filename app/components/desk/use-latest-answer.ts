import { useEffect, useRef, useState } from "react";
import type { DeskAnswer } from "~/desk/desk-forms";

/**
 * The page's sentence (docs/DESK.md#working-an-inquiry): the answer to the last action, whichever
 * of the page's forms sent it (the page's own post without scripting, or one of its three fetchers
 * with); a new inquiry (next, previous) starts without one.
 */
export function useLatestAnswer(
  pageAnswer: DeskAnswer | undefined,
  inquiryId: number,
  fetched: readonly [DeskAnswer | undefined, DeskAnswer | undefined, DeskAnswer | undefined],
  /** The answer to a form of the page posted as a navigation with scripting (the conflict check's). */
  posted?: DeskAnswer,
): DeskAnswer | undefined {
  const [latest, setLatest] = useState(pageAnswer);
  const [first, second, third] = fetched;
  useEffect(() => {
    if (posted) setLatest(posted);
  }, [posted]);
  useEffect(() => {
    if (first) setLatest(first);
  }, [first]);
  useEffect(() => {
    if (second) setLatest(second);
  }, [second]);
  useEffect(() => {
    if (third) setLatest(third);
  }, [third]);
  const shownId = useRef(inquiryId);
  useEffect(() => {
    if (shownId.current !== inquiryId) setLatest(undefined);
    shownId.current = inquiryId;
  }, [inquiryId]);
  return latest;
}
