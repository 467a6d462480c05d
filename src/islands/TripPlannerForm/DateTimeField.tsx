import { useId } from 'react';
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
}

/** A date and a time in the network's time zone, edited separately and combined back into one ISO value. */
export function DateTimeField({ dateLabel, timeLabel, value, timeZone, locale, onChange }: DateTimeFieldProps) {
  const id = useId();
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
      />
      <div className="time-field">
        <label htmlFor={id} className="date-field__label">{timeLabel}</label>
        <input
          id={id}
          type="time"
          value={time}
          onChange={(event) => {
            const parsed = parseTimeInput(event.target.value);
            const iso = parsed ? withDateOrTime(value, timeZone, { time: parsed }) : null;
            if (iso) onChange(iso);
          }}
        />
      </div>
    </div>
  );
}
