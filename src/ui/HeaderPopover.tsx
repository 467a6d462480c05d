import type { ReactNode } from 'react';
import { useAnchoredPanel } from './anchored-panel.ts';
import { useHydrated } from './use-hydrated.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (icon, badge). */
  trigger: ReactNode;
  /** Accessible name of the panel. */
  title: string;
  /** Panel width classes. */
  widthClass?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A header button opening a non-modal panel below it (cart summary, notifications): Escape and outside clicks close it,
 * focus moves into the panel on open and back to the button on close. The button stays disabled until the island has
 * hydrated: before that a click would be lost.
 */
export function HeaderPopover({
  open,
  onOpenChange,
  label,
  trigger,
  title,
  widthClass = 'w-80',
  children,
  testId,
}: Props) {
  const { anchorProps, panelProps } = useAnchoredPanel({ open, onOpenChange, placement: 'bottom-end', role: 'dialog' });
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="button"
        aria-label={label}
        className="relative grid size-10 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
        data-testid={testId}
        disabled={!hydrated}
        {...anchorProps}
      >
        {trigger}
      </button>
      {open && (
        // In place after its button, so Tab goes from the button into the panel; the popover draws it above the page.
        <div
          {...panelProps}
          aria-label={title}
          className={`z-overlay max-w-[calc(100vw-1rem)] rounded-2xl border border-line bg-surface-raised p-3 text-ink shadow-xl outline-none ${widthClass}`}
        >
          {children}
        </div>
      )}
    </>
  );
}
