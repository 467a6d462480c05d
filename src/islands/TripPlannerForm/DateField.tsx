import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Temporal } from 'temporal-polyfill';
import { parseDateInput, weekStartDay } from '../../domain/trip-time.ts';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD */
  value: string;
  locale: string;
  /** First day that can be picked (today in the network's time zone). */
  min?: string;
  onChange: (date: Temporal.PlainDate) => void;
}

/** Days of the month grid, padded so the first column is the locale's first day of the week. */
function monthGrid(month: Temporal.PlainYearMonth, firstDay: number): Array<Temporal.PlainDate | null> {
  const first = month.toPlainDate({ day: 1 });
  const lead = (first.dayOfWeek - firstDay + 7) % 7;
  const days: Array<Temporal.PlainDate | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= month.daysInMonth; day++) days.push(month.toPlainDate({ day }));
  while (days.length % 7) days.push(null);
  return days;
}

/**
 * A date typed as year-month-day (spec section 5), with a month calendar whose weeks start on the locale's first day.
 */
export function DateField({ label, value, locale, min, onChange }: DateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const current = parseDateInput(value);
  const [month, setMonth] = useState(() => (current ?? Temporal.Now.plainDateISO()).toPlainYearMonth());
  const firstDay = weekStartDay(locale);
  const weekdays = useMemo(() => {
    const monday = Temporal.PlainDate.from('2024-01-01');
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => {
      const day = monday.add({ days: (firstDay - 1 + i) % 7 });
      return format.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
    });
  }, [locale, firstDay]);
  const invalid = text !== null && parseDateInput(text) === null;
  const monthTitle = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );

  return (
    <div className="date-field">
      <label htmlFor={id} className="date-field__label">{label}</label>
      <div className="date-field__row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          value={text ?? value}
          onChange={(event) => {
            setText(event.target.value);
            const date = parseDateInput(event.target.value);
            if (date) onChange(date);
          }}
          onBlur={() => setText(null)}
        />
        <button
          type="button"
          className="date-field__toggle"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          aria-label={t('tripPlanner.openCalendar', { label })}
          onClick={() => setOpen((o) => !o)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18"><path fill="currentColor" d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9z" /></svg>
        </button>
      </div>
      {invalid ? <p id={`${id}-error`} className="form-error">{t('tripPlanner.dateFormat')}</p> : null}
      {open ? (
        <div id={`${id}-calendar`} className="date-field__calendar" role="group" aria-label={monthTitle}>
          <div className="date-field__nav">
            <button type="button" aria-label={t('tripPlanner.previousMonth')} onClick={() => setMonth((m) => m.subtract({ months: 1 }))}>‹</button>
            <span aria-live="polite">{monthTitle}</span>
            <button type="button" aria-label={t('tripPlanner.nextMonth')} onClick={() => setMonth((m) => m.add({ months: 1 }))}>›</button>
          </div>
          <table className="date-field__grid">
            <thead>
              <tr>{weekdays.map((day) => <th key={day} scope="col">{day}</th>)}</tr>
            </thead>
            <tbody>
              {Array.from({ length: monthGrid(month, firstDay).length / 7 }, (_, week) => (
                <tr key={week}>
                  {monthGrid(month, firstDay).slice(week * 7, week * 7 + 7).map((day, i) => (
                    <td key={i}>
                      {day ? (
                        <button
                          type="button"
                          aria-pressed={current ? day.equals(current) : false}
                          disabled={min ? Temporal.PlainDate.compare(day, min) < 0 : false}
                          aria-label={new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)))}
                          onClick={() => {
                            onChange(day);
                            setOpen(false);
                          }}
                        >
                          {day.day}
                        </button>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
