import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from '../../domain/temporal.ts';
import { datePattern, formatDateInput, parseLocaleDate } from '../../domain/date-input.ts';
import { parseDateInput, weekStartDay } from '../../domain/trip-time.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration.ts';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD */
  value: string;
  locale: string;
  /** First day that can be picked (today in the network's time zone). */
  min?: string;
  onChange: (date: Temporal.PlainDate) => void;
  /** Name in the form sent without JavaScript. */
  name?: string;
  inputId?: string;
  /** A date the server could not read, as typed: the field shows it flagged. */
  initialText?: string | null;
  /** What the visible label shows when it is more than the text (the words CSS picks before the island runs). */
  labelContent?: ReactNode;
}

// The calendar and its positioning library download on first opening: most trips keep the proposed date.
const DatePickerDialog = lazy(() =>
  import('./DatePickerDialog.tsx').then((module) => ({ default: module.DatePickerDialog })),
);

/** A date typed in the page language's form (or ISO), with a calendar dialog whose weeks start on the locale's day. */
export function DateField({
  label,
  value,
  locale,
  min,
  onChange,
  name,
  inputId,
  initialText,
  labelContent,
}: DateFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const [text, setText] = useState<string | null>(initialText ?? null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // The calendar exists only once the island runs: the server-drawn toggle stays disabled until then (typing works).
  const hydrated = useHydrated();
  const current = parseDateInput(value);
  const pattern = datePattern(locale);
  const invalid = text !== null && parseLocaleDate(text, locale) === null;
  const describedBy = invalid ? `${id}-error` : `${id}-hint`;
  const shown = text ?? (current ? formatDateInput(current, locale) : value);
  const field = useRef<HTMLInputElement>(null);
  const enter = (typed: string) => {
    setText(typed);
    const date = parseLocaleDate(typed, locale);
    if (date) onChange(date);
  };
  useTypedBeforeHydration(field, shown, (typed) => parseLocaleDate(typed, locale) !== null, setText);

  return (
    <div className="date-field">
      <label htmlFor={id} className="date-field__label">
        {labelContent ?? label}
      </label>
      <div className="date-field__row">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          ref={field}
          value={shown}
          onChange={(event) => enter(event.target.value)}
          onBlur={() => !invalid && setText(null)}
        />
        <button
          ref={toggle}
          type="button"
          className="date-field__toggle"
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={!hydrated}
          data-island-control
          aria-label={t('tripPlanner.openCalendar', { label })}
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="currentColor"
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9z"
            />
          </svg>
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="form-error">
          {t('tripInfo.date.invalid', { pattern })}
        </p>
      ) : (
        <p id={`${id}-hint`} className="date-field__hint">
          {t('tripInfo.date.hint', { pattern })}
        </p>
      )}
      {open && toggle.current ? (
        <Suspense fallback={null}>
          <DatePickerDialog
            anchor={toggle.current}
            value={current}
            locale={locale}
            firstDay={weekStartDay(locale)}
            min={min ? Temporal.PlainDate.from(min) : undefined}
            onPick={(date) => {
              setText(null);
              onChange(date);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
