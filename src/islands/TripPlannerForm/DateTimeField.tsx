import type { ReactNode } from 'react';
import { DateField } from './DateField.tsx';
import { TimeField } from './TimeField.tsx';
import { currentMinute, parseIsoInZone, withDateOrTime } from '../../domain/trip-time.ts';

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
export function DateTimeField({
  dateLabel,
  timeLabel,
  value,
  timeZone,
  locale,
  onChange,
  names,
  typed,
  labelContents,
}: DateTimeFieldProps) {
  const zoned = parseIsoInZone(value, timeZone);
  const date = zoned?.toPlainDate().toString() ?? '';
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
      <TimeField
        label={timeLabel}
        value={zoned?.toPlainTime() ?? null}
        locale={locale}
        onChange={(next) => {
          const iso = withDateOrTime(value, timeZone, { time: next });
          if (iso) onChange(iso);
        }}
        name={names?.time}
        inputId={names ? `trip-form-${names.time}` : undefined}
        initialText={typed?.time}
        labelContent={labelContents?.time}
      />
    </div>
  );
}
