import { lineMatches } from '../../domain/line-filter.ts';
import { bff } from '../../bff-client/bff-fetch.ts';
import { LineStopWordsAnswer } from '../../bff-client/line-answer-outlines.ts';
import { $favorites, ensureFavoritesLoaded } from '../../stores/favorites.ts';
import { $auth, restoreAuthFromCookies } from '../../stores/auth.ts';

/**
 * The landing's progressive enhancement: filters the server-rendered list as you type (the form still works without
 * JavaScript through ?q=), and lists the visitor's favourite lines first (local storage when anonymous, the account
 * when signed in). The words of the stops each line serves are loaded on the first keystroke (the list filters by
 * names meanwhile, then again with them), so the page itself stays as light as before.
 */
export function enhanceLineList(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('[data-line-filter]');
  const items = [...root.querySelectorAll<HTMLLIElement>('[data-line-id]')];
  const status = root.querySelector<HTMLElement>('[data-filter-status]');
  const favoritesGroup = root.querySelector<HTMLElement>('[data-favorite-lines]');

  let stops: Record<string, string> = {};
  // biome-ignore lint/correctness/noUnusedVariables: read by `??=` below, so the words load once
  let stopsLoading: Promise<unknown> | null = null;
  const loadStops = () => {
    stopsLoading ??= bff.request('/api/v1/lineStopWords', LineStopWordsAnswer).then((answer) => {
      if (!answer.ok) return;
      stops = answer.data.lines;
      if (input?.value) apply();
    });
  };

  const apply = () => {
    const query = input?.value ?? '';
    if (query) loadStops();
    let shown = 0;
    for (const item of items) {
      const visible = lineMatches(
        { shortName: item.dataset.short ?? '', text: item.dataset.text ?? '', stops: stops[item.dataset.lineId ?? ''] },
        query,
      );
      item.hidden = !visible;
      if (visible && !item.closest('[data-favorite-lines]')) shown++;
    }
    for (const group of root.querySelectorAll<HTMLElement>('[data-line-group]')) {
      const count = group.querySelectorAll('[data-line-id]:not([hidden])').length;
      group.hidden = count === 0;
    }
    if (status) {
      const template = !query
        ? ''
        : shown === 0
          ? status.dataset.none
          : shown === 1
            ? status.dataset.one
            : status.dataset.other;
      status.textContent = (template ?? '').replace('{{count}}', String(shown)).replace('{{query}}', query);
    }
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };
  input?.addEventListener('input', apply);
  input?.addEventListener('focus', loadStops, { once: true });

  const showFavorites = () => {
    if (!favoritesGroup) return;
    const ids = new Set($favorites.get().favoriteLines.map((favorite) => favorite.line.id));
    const list = favoritesGroup.querySelector('ul')!;
    list.replaceChildren(
      ...items
        .filter((item) => ids.has(item.dataset.lineId ?? '') && !item.closest('[data-favorite-lines]'))
        .map((item) => item.cloneNode(true) as HTMLLIElement),
    );
    favoritesGroup.hidden = list.children.length === 0;
    items.push(...[...list.querySelectorAll<HTMLLIElement>('[data-line-id]')]);
    if (input?.value) apply();
  };
  if (!$auth.get().authenticated) restoreAuthFromCookies();
  void ensureFavoritesLoaded($auth.get().authenticated).then(showFavorites);
}
