import { useEffect, useEffectEvent, useRef } from "react";

/**
 * Calls `handle` once for each new answer of a fetcher (`fetcher.data`): to toast it, close the
 * dialog that sent it, and so on. Not again when the component re-renders with the same answer.
 */
export function useFetcherAnswer<T>(answer: T | undefined, handle: (answer: T) => void): void {
  const onAnswer = useEffectEvent(handle);
  // Effects may run twice for one answer (development re-mounts): the toast must not repeat.
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (answer === undefined || answer === null || handled.current === answer) return;
    handled.current = answer;
    onAnswer(answer);
  }, [answer]);
}
