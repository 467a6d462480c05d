import type { ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
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
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-end',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        aria-label={label}
        className="relative grid size-10 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
        data-testid={testId}
        disabled={!hydrated}
        {...getReferenceProps()}
      >
        {trigger}
      </button>
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              aria-label={title}
              className={`z-overlay max-w-[calc(100vw-1rem)] rounded-2xl border border-line bg-surface-raised p-3 text-ink shadow-xl ${widthClass}`}
              {...getFloatingProps()}
            >
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
