import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Temporal } from '../../domain/temporal.ts';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration.ts';
import { formatTimeInput, parseLocaleTime, timeExample, timeInputMode, timePattern } from '../../domain/time-input.ts';

export interface TimeFieldProps {
  label: string;
  /** The time shown when the traveller is not typing (the form's own value). */
  value: Temporal.PlainTime | null;
  locale: string;
  onChange: (time: Temporal.PlainTime) => void;
  /** Name in the form sent without JavaScript (the server reads the text with parseLocaleTime). */
  name?: string;
  inputId?: string;
  /** A time the server could not read, as typed: the field shows it flagged. */
  initialText?: string | null;
  labelContent?: ReactNode;
}

/**
 * A time typed in the page language's clock (24-hour, or 12-hour on the English page), not the browser's: a plain
 * text field with its format as a hint, and the hint replaced by the error, both tied to the field. While typed, the
 * text is kept as it is; once left, a readable time is written back in the page's own form.
 */
export function TimeField({
  label,
  value,
  locale,
  onChange,
  name,
  inputId,
  initialText,
  labelContent,
}: TimeFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const [text, setText] = useState<string | null>(initialText ?? null);
  const invalid = text !== null && parseLocaleTime(text) === null;
  const describedBy = invalid ? `${id}-error` : `${id}-hint`;
  const format = { pattern: timePattern(locale), example: timeExample(locale) };
  const shown = text ?? (value ? formatTimeInput(value, locale) : '');
  const field = useRef<HTMLInputElement>(null);
  const enter = (typed: string) => {
    setText(typed);
    const time = parseLocaleTime(typed);
    if (time) onChange(time);
  };
  useTypedBeforeHydration(field, shown, (typed) => parseLocaleTime(typed) !== null, setText);

  return (
    <div className="time-field">
      <label htmlFor={id} className="date-field__label">
        {labelContent ?? label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={timeInputMode(locale)}
        autoComplete="off"
        spellCheck={false}
        placeholder={format.pattern}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        ref={field}
        value={shown}
        onChange={(event) => enter(event.target.value)}
        onBlur={() => !invalid && setText(null)}
      />
      {invalid ? (
        <p id={`${id}-error`} className="form-error">
          {t('tripInfo.time.invalid', format)}
        </p>
      ) : (
        <p id={`${id}-hint`} className="date-field__hint">
          {t('tripInfo.time.hint', format)}
        </p>
      )}
    </div>
  );
}
