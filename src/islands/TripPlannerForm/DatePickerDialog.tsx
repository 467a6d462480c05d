import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useTranslation } from 'react-i18next';
import { Temporal } from '../../domain/temporal.ts';
import { monthWeeks, moveFocusedDay } from '../../domain/date-grid.ts';

export interface DatePickerDialogProps {
  /** The toggle button: the dialog sits next to it and gives it the focus back. */
  anchor: HTMLElement;
  value: Temporal.PlainDate | null;
  locale: string;
  firstDay: number;
  min?: Temporal.PlainDate;
  onPick: (date: Temporal.PlainDate) => void;
  onClose: () => void;
}

const utc = (day: Temporal.PlainDate) => new Date(Date.UTC(day.year, day.month - 1, day.day));

/**
 * The APG "date picker dialog": a modal month grid. Arrows move a day or a week, Home / End the week, Page Up / Down
 * a month (Shift: a year), Enter or Space picks, Escape closes; focus returns to the toggle. Drawn in a portal with
 * fixed positioning that flips and shifts, so no scrolling container (the home page hero) can clip it.
 */
export function DatePickerDialog({ anchor, value, locale, firstDay, min, onPick, onClose }: DatePickerDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [focused, setFocused] = useState(() => value ?? min ?? Temporal.Now.plainDateISO());
  // The portal mounts its content a render late: the grid element is state, so focusing waits for it.
  const [grid, setGrid] = useState<HTMLTableElement | null>(null);
  // The grid takes the focus on opening and on keyboard moves; the month buttons keep it.
  const focusGrid = useRef(true);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => !open && onClose(),
    elements: { reference: anchor },
    placement: 'bottom-end',
    strategy: 'fixed',
    // crossAxis: with the toggle mid-screen on a phone the 440-px month fits neither below nor above it; flip then
    // keeps a side that overflows, so shift also moves it up or down into the viewport (covering the toggle is fine
    // for a modal dialog).
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8, crossAxis: true })],
    whileElementsMounted: autoUpdate,
  });
  // Outside presses close; Escape is handled below so focus goes back to the toggle.
  const { getFloatingProps } = useInteractions([useDismiss(context, { escapeKey: false })]);
  const month = focused.toPlainYearMonth();
  const weeks = useMemo(() => monthWeeks(month, firstDay), [month.toString(), firstDay]);
  const weekdays = useMemo(() => {
    const monday = Temporal.PlainDate.from('2024-01-01');
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) => {
      const day = utc(monday.add({ days: (firstDay - 1 + i) % 7 }));
      return { short: short.format(day), long: long.format(day) };
    });
  }, [locale, firstDay]);
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(focused.with({ day: 1 })),
  );
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const disabled = (day: Temporal.PlainDate) => (min ? Temporal.PlainDate.compare(day, min) < 0 : false);

  useEffect(() => {
    if (focusGrid.current) grid?.querySelector<HTMLElement>(`[data-date="${focused.toString()}"]`)?.focus();
  }, [focused.toString(), grid]);

  function close(): void {
    onClose();
    anchor.focus();
  }

  function pick(day: Temporal.PlainDate): void {
    if (disabled(day)) return;
    onPick(day);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === 'Tab') return;
    if ((event.key === 'Enter' || event.key === ' ') && (event.target as HTMLElement).dataset.date) {
      event.preventDefault();
      pick(focused);
      return;
    }
    const next = (event.target as HTMLElement).dataset.date
      ? moveFocusedDay(focused, event.key, event.shiftKey, firstDay)
      : null;
    if (next) {
      event.preventDefault();
      focusGrid.current = true;
      setFocused(next);
    }
  }

  return (
    <FloatingPortal>
      <div
        ref={refs.setFloating}
        style={floatingStyles}
        className="date-picker"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-keys`}
        {...getFloatingProps({ onKeyDown })}
      >
        <div className="date-picker__nav">
          <button
            type="button"
            aria-label={t('tripPlanner.previousMonth')}
            onClick={() => {
              focusGrid.current = false;
              setFocused((d) => d.subtract({ months: 1 }));
            }}
          >
            ‹
          </button>
          <h2 id={`${id}-title`} aria-live="polite">
            {title}
          </h2>
          <button
            type="button"
            aria-label={t('tripPlanner.nextMonth')}
            onClick={() => {
              focusGrid.current = false;
              setFocused((d) => d.add({ months: 1 }));
            }}
          >
            ›
          </button>
        </div>
        <table ref={setGrid} role="grid" className="date-picker__grid" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day.long} scope="col" abbr={day.long}>
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((day, d) =>
                  day ? (
                    <td
                      key={d}
                      data-date={day.toString()}
                      tabIndex={day.equals(focused) ? 0 : -1}
                      aria-selected={value ? day.equals(value) : false}
                      aria-disabled={disabled(day) || undefined}
                      aria-label={fullDate.format(utc(day))}
                      onClick={() => pick(day)}
                    >
                      {day.day}
                    </td>
                  ) : (
                    <td key={d} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <p id={`${id}-keys`} className="date-picker__keys">
          {t('tripInfo.date.keys')}
        </p>
        <button type="button" className="date-picker__close" onClick={close}>
          {t('tripInfo.date.close')}
        </button>
      </div>
    </FloatingPortal>
  );
}
