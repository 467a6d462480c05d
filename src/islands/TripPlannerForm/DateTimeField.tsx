import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField.tsx';
import { currentMinute, parseIsoInZone, parseTimeInput, withDateOrTime } from '../../domain/trip-time.ts';

export interface DateTimeFieldProps {
  dateLabel: string;
  timeLabel: string;
  /** ISO with offset. */
  value: string;
  timeZone: string;
  locale: string;
  onChange: (iso: string) => void;
  /** Names of the two fields in the form sent without JavaScript, and the ids an error summary links to. */
  names?: { date: string; time: string };
  /** The fields as the server got them when it could not read them (the form drawn again). */
  typed?: { date?: string | null; time?: string | null };
  /** Label contents richer than the texts (the form before its island runs: leave-at and arrive-by words, CSS picks). */
  labelContents?: { date: ReactNode; time: ReactNode };
}

/** A date and a time in the network's time zone, edited separately and combined back into one ISO value. */
export function DateTimeField({ dateLabel, timeLabel, value, timeZone, locale, onChange, names, typed, labelContents }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = names ? `trip-form-${names.time}` : generatedId;
  // A time the server could not read stays flagged until the field changes (time inputs send HH:MM, others may not).
  const badTime = typed?.time != null;
  const zoned = parseIsoInZone(value, timeZone);
  const date = zoned?.toPlainDate().toString() ?? '';
  const time = zoned ? zoned.toPlainTime().toString({ smallestUnit: 'minute' }) : '';
  return (
    <div className="datetime-field">
      <DateField
        label={dateLabel}
        value={date}
        locale={locale}
        min={currentMinute(timeZone).toPlainDate().toString()}
        onChange={(next) => {
          const iso = withDateOrTime(value, timeZone, { date: next });
          if (iso) onChange(iso);
        }}
        name={names?.date}
        inputId={names ? `trip-form-${names.date}` : undefined}
        initialText={typed?.date}
        labelContent={labelContents?.date}
      />
      <div className="time-field">
        <label htmlFor={id} className="date-field__label">{labelContents?.time ?? timeLabel}</label>
        <input
          id={id}
          name={names?.time}
          type="time"
          aria-invalid={badTime || undefined}
          aria-describedby={badTime ? `${id}-error` : undefined}
          defaultValue={badTime ? (typed?.time ?? '') : undefined}
          value={badTime ? undefined : time}
          onChange={(event) => {
            const parsed = parseTimeInput(event.target.value);
            const iso = parsed ? withDateOrTime(value, timeZone, { time: parsed }) : null;
            if (iso) onChange(iso);
          }}
        />
        {badTime ? <p id={`${id}-error`} className="form-error">{t('tripPlanner.noScript.timeInvalid')}</p> : null}
      </div>
    </div>
  );
}
