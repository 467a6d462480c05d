import { useEffect, type RefObject } from 'react';

/**
 * A server-drawn field works before its island runs: a visitor may type in it while the island loads. On the island's
 * first run, what the field holds is handed to `take` when it differs from what the island draws, because the next
 * render would otherwise put the island's own text back. (What the text means is the form's to take over.)
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  drawn: string,
  take: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== drawn) take(typed);
  }, []);
}
