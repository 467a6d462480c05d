import { useLayoutEffect, type RefObject } from 'react';

/**
 * A server-drawn field works before its island runs: a visitor may type in it while the island loads. On the island's
 * first run, what the field holds is kept as its text (`keep`) when it differs from what the island draws, because the
 * next render would otherwise put the island's own text back. A field already left with a readable text is not kept:
 * the island writes the value back in its own form, as leaving the field does once it runs. (What the text means is
 * the form's to take over.) A layout effect: the text is kept in the commit that hydrates the field, so that no render
 * in between writes the drawn text over the typed one while the visitor goes on typing.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  drawn: string,
  readable: (typed: string) => boolean,
  keep: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const input = field.current;
    if (!input || input.value === drawn) return;
    if (document.activeElement === input || !readable(input.value)) keep(input.value);
  }, []);
}
