import { useRef, type PointerEvent } from 'react';
import type { NotificationType } from '../../stores/notifications.ts';
import { dragDismisses } from './toast-drag.ts';

const TONE: Record<NotificationType, string> = {
  success: 'border-success text-success',
  error: 'border-danger text-danger',
  warning: 'border-warning text-warning',
  info: 'border-info text-info',
};

const ICON_PATH: Record<NotificationType, string> = {
  success: 'M9 12.75 11.25 15 15 9.75M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  error: 'M12 9v3.75m9-.75a9 9 0 1 1-18 0 9 9 0 0 1 18 0Zm-9 3.75h.008v.008H12v-.008Z',
  warning:
    'M12 9v3.75m-9.303 3.376c-.866 1.5.217 3.374 1.948 3.374h14.71c1.73 0 2.813-1.874 1.948-3.374L13.949 3.378c-.866-1.5-3.032-1.5-3.898 0L2.697 16.126ZM12 15.75h.007v.008H12v-.008Z',
  info: 'm11.25 11.25.041-.02a.75.75 0 0 1 1.063.852l-.708 2.836a.75.75 0 0 0 1.063.853l.041-.021M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Zm-9-3.75h.008v.008H12V8.25Z',
};

interface Props {
  type: NotificationType;
  message: string;
  typeLabel: string;
  closeLabel: string;
  onDismiss: () => void;
}

/** One toast: icon, message and close button; a horizontal drag past 60% of its width dismisses it. */
export function DraggableToast({ type, message, typeLabel, closeLabel, onDismiss }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; dx: number } | null>(null);

  // Styles are set through the CSSOM (not style attributes) so a strict style-src CSP allows them.
  const move = (dx: number) => {
    const element = box.current;
    if (!element) return;
    element.style.transform = dx ? `translateX(${dx}px)` : '';
    element.style.opacity = dx ? String(Math.max(0.2, 1 - Math.abs(dx) / element.offsetWidth)) : '';
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, dx: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current.dx = event.clientX - drag.current.startX;
    move(drag.current.dx);
  };
  const onPointerEnd = () => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    if (dragDismisses(state.dx, box.current?.offsetWidth ?? 0)) onDismiss();
    else move(0);
  };

  return (
    <div
      ref={box}
      data-notification-type={type}
      className={`flex w-[min(356px,calc(100vw-2rem))] touch-pan-y select-none items-start gap-3 rounded-xl border-l-4 bg-surface-raised p-4 shadow-lg ring-1 ring-line transition-[transform,opacity] duration-150 ${TONE[type]}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        className="mt-0.5 size-5 shrink-0"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d={ICON_PATH[type]} />
      </svg>
      <p className="flex-1 text-sm leading-5 text-ink">
        <span className="sr-only">{typeLabel}: </span>
        {message}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={closeLabel}
        className="-m-1 rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  );
}
