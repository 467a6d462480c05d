import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { TripPlace } from '../../domain/trip-place.ts';
import { $placesHistory } from '../../stores/trip-places-history.ts';
import { createPlaceSearch } from '../../stores/trip-place-search.ts';
import { searchPlaces } from '../../stores/trip-api.ts';
import { PLACE_QUERY_MAX_LENGTH } from '../../domain/place-query.ts';
import { $mapUserPosition } from '../../stores/trip-map.ts';
import type { LocateFailure, LocateResult } from '../../stores/trip-user-position.ts';
import { USER_POSITION_TYPE } from '../../domain/trip-place.ts';
import { ADDRESS_CATEGORIES, matchingFavorites } from '../../domain/favorite-places.ts';
import { $favoritePlaces, loadFavoritePlaces } from '../../stores/favorite-places.ts';
import { SavePlaceButton } from './SavePlaceButton.tsx';
import { PlaceOptionContent, type PlaceOption, type PlaceOrigin } from './PlaceOptionContent.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';

export interface PlaceComboboxProps {
  label: string;
  value: TripPlace | null;
  onChange: (place: TripPlace | null) => void;
  /** The text in the box, typed or drawn (the form's Search works with a typed text: its state needs to know). */
  onTextChange?: (text: string) => void;
  /** Offers "my position" first (departure and arrival, never via). */
  locate?: () => Promise<LocateResult>;
  invalid?: boolean;
  errorId?: string;
  /** The field's name in the form sent without JavaScript (the typed text goes to the server's place search). */
  name?: string;
  /** A fixed id for the text field, so an error summary can link to it. */
  inputId?: string;
  /** What the traveller had typed when the form came back from the server (no place chosen yet). */
  initialText?: string;
  /** The server's word on that text (no place matches, several do): shown, and tied to the field, until it changes. */
  problem?: ReactNode;
}

/** Favourites shown at most, before the recent places or the search results. */
const MAX_FAVORITES_SHOWN = 6;

/**
 * ARIA 1.2 combobox with a list popup: typing searches the places API (debounced, the previous request aborted);
 * the visitor's favourite places come first (all of them in an empty field, the matching ones while typing), then the
 * recent places or the search results. Arrow keys move, Enter chooses, Escape closes.
 */
export function PlaceCombobox({
  label,
  value,
  onChange,
  onTextChange,
  locate,
  invalid,
  errorId,
  name,
  inputId,
  initialText,
  problem,
}: PlaceComboboxProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const hydrated = useHydrated();
  const listId = `${id}-list`;
  // The visitor's position, once known, focuses the search on what is near (spec section 4).
  const search = useMemo(
    () =>
      createPlaceSearch((query, signal) => {
        const position = $mapUserPosition.get();
        return searchPlaces(query, signal, position ? `${position.lat},${position.lon}` : undefined);
      }),
    [],
  );
  const state = useStore(search.$state);
  const history = useStore($placesHistory);
  const favorites = useStore($favoritePlaces);
  useEffect(() => loadFavoritePlaces(), []);
  const [text, setText] = useState(value?.displayName ?? initialText ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [locateFailure, setLocateFailure] = useState<LocateFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Typing over a chosen place clears the choice but keeps what is being typed; any other change (swap, reset) shows it.
  const clearedByTyping = useRef(false);
  // The first text came from the props already; the mount must not replace a text the server drew back (the form
  // sent without JavaScript, its place not found: value null, initialText what was typed).
  const valueSeen = useRef(false);
  useEffect(() => {
    if (!valueSeen.current) {
      valueSeen.current = true;
      return;
    }
    if (!value && clearedByTyping.current) {
      clearedByTyping.current = false;
      return;
    }
    setText(value?.displayName ?? '');
  }, [value?.id, value?.displayName]);
  useEffect(() => () => search.cancel(), [search]);
  useEffect(() => onTextChange?.(text), [text]);

  // The field is server-drawn and usable before this island hydrates: take over what was typed (the next render would
  // otherwise put the controlled value back) and open the list if the field already has the focus.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const typed = field.value;
    if (typed !== text) {
      setText(typed);
      search.setQuery(typed);
      if (value && typed !== value.displayName) {
        clearedByTyping.current = true;
        onChange(null);
      }
    }
    if (document.activeElement === field) setOpen(true);
  }, []);

  const showHistory = text.trim() === '' || (value !== null && text === value.displayName);
  const categoryNames = Object.fromEntries(
    ADDRESS_CATEGORIES.map((category) => [category, t(`places.category.${category}`)]),
  );
  const favoriteOptions = (showHistory ? favorites : matchingFavorites(favorites, text, categoryNames)).slice(
    0,
    MAX_FAVORITES_SHOWN,
  );
  const offered = new Set(favoriteOptions.map((place) => place.id));
  const options: PlaceOption[] = [
    ...(locate && showHistory ? [{ kind: 'position' } as const] : []),
    ...favoriteOptions.map((place) => ({ kind: 'place' as const, place, origin: 'favorite' as const })),
    ...(showHistory ? history : state.results)
      .filter((place) => !offered.has(place.id))
      .map((place) => ({ kind: 'place' as const, place, origin: (showHistory ? 'history' : 'result') as PlaceOrigin })),
  ];
  const expanded =
    open && (options.length > 0 || state.loading || state.loadingError || (!showHistory && state.query !== ''));
  // An empty popup (no match, or still loading) drew an 8 px box over the 'No place matches.' line under the field.
  const listShown = expanded && options.length > 0;

  async function choose(option: PlaceOption): Promise<void> {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'place') {
      onChange(option.place);
      setText(option.place.displayName);
      return;
    }
    if (!locate) return;
    setLocating(true);
    setLocateFailure(null);
    const located = await locate();
    setLocating(false);
    // A refused or failed location is said in one line; a failing reverse geocoding only loses the hint (spec section 8).
    if ('failure' in located) {
      setLocateFailure(located.failure);
      return;
    }
    onChange(located.place);
    setText(located.place.displayName);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter') {
      if (expanded && active >= 0 && options[active]) {
        event.preventDefault();
        void choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const positionHint = value?.type === USER_POSITION_TYPE && text === value.displayName ? value.subTitle : undefined;
  const problemShown = !!problem && !value && text === (initialText ?? '');
  const describedBy =
    [
      problemShown ? `${id}-problem` : null,
      invalid && errorId ? errorId : null,
      state.loadingError ? `${id}-error` : null,
      locateFailure ? `${id}-position` : null,
      positionHint ? `${id}-hint` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="place-combobox">
      <label htmlFor={inputId ?? `${id}-input`} className="place-combobox__label">
        {label}
      </label>
      <div className="place-combobox__field">
        <input
          ref={input}
          id={inputId ?? `${id}-input`}
          name={name}
          type="text"
          role="combobox"
          maxLength={PLACE_QUERY_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid || problemShown || undefined}
          aria-describedby={describedBy}
          aria-busy={state.loading || locating || undefined}
          value={text}
          placeholder={t('tripPlanner.placePlaceholder')}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            setLocateFailure(null);
            setOpen(true);
            setActive(-1);
            search.setQuery(next);
            if (value && next !== value.displayName) {
              clearedByTyping.current = true;
              onChange(null);
            }
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {text ? (
          <button
            type="button"
            className="place-combobox__clear"
            aria-label={t('tripPlanner.clearPlace', { label })}
            disabled={!hydrated}
            data-island-control
            onClick={() => {
              setText('');
              search.setQuery('');
              onChange(null);
              input.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
      </div>
      {/* The list and the credit its places need share one popup; the listbox itself holds only options. */}
      <div className="place-combobox__popup" hidden={!listShown}>
        <ul id={listId} role="listbox" aria-label={label} className="place-combobox__list" hidden={!listShown}>
          {options.map((option, index) => (
            <li
              key={option.kind === 'position' ? 'position' : `${option.origin}-${option.place.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="place-combobox__option"
              data-active={index === active || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void choose(option)}
            >
              <PlaceOptionContent option={option} locating={locating} categoryNames={categoryNames} />
            </li>
          ))}
        </ul>
        {!showHistory && state.attribution ? (
          <p className="place-combobox__attribution" data-testid="place-attribution">
            {state.attribution.url ? (
              <a href={state.attribution.url} target="_blank" rel="noopener noreferrer">
                {state.attribution.text}
              </a>
            ) : (
              state.attribution.text
            )}
          </p>
        ) : null}
      </div>
      <div className="sr-only" aria-live="polite">
        {expanded && !state.loading && !showHistory
          ? t('tripPlanner.placeResults', { count: state.results.length + favoriteOptions.length })
          : ''}
      </div>
      {problemShown ? (
        <div id={`${id}-problem`} className="place-combobox__problem">
          {problem}
        </div>
      ) : null}
      {value && text === value.displayName ? <SavePlaceButton place={value} /> : null}
      {positionHint ? (
        <p id={`${id}-hint`} className="place-combobox__sub place-combobox__hint">
          {positionHint}
        </p>
      ) : null}
      {locateFailure ? (
        <p id={`${id}-position`} className="place-combobox__error" role="alert">
          {t(`tripInfo.position.${locateFailure}`)}
        </p>
      ) : null}
      {state.loadingError ? (
        <p id={`${id}-error`} className="place-combobox__error" role="alert">
          {t('tripPlanner.placeSearchError')}
        </p>
      ) : null}
      {!showHistory &&
      expanded &&
      !state.loading &&
      !state.loadingError &&
      state.results.length === 0 &&
      favoriteOptions.length === 0 ? (
        <p className="place-combobox__empty">{t('tripPlanner.noPlace')}</p>
      ) : null}
    </div>
  );
}
