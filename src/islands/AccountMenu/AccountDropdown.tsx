import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuGroup } from './account-menu-groups.ts';
import { AccountIcon } from './AccountIcon.tsx';
import { useAnchoredPanel } from '../../ui/anchored-panel.ts';

interface Props {
  name: string;
  groups: AccountMenuGroup[];
  onLogout: () => void;
}

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-ink outline-none hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:ring-2 focus-visible:ring-primary';

/**
 * Signed-in account menu: a button with the user's full name (hidden on small screens) opening a menu below-start.
 * Arrow keys move between items, Escape and outside clicks close it and focus returns to the button.
 */
export function AccountDropdown({ name, groups, onLogout }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { anchorProps, panelProps } = useAnchoredPanel({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    role: 'menu',
  });

  let index = 0;
  return (
    <>
      <button
        type="button"
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted"
        aria-label={t('account.openMenu', { name })}
        data-testid="account-menu-button"
        {...anchorProps}
      >
        <AccountIcon name="user" className="size-5 shrink-0" />
        <span className="hidden max-w-48 truncate sm:inline" aria-hidden="true">
          {name}
        </span>
        <AccountIcon name="chevron-down" className="size-3.5 shrink-0" />
      </button>
      {open && (
        // Rendered in place (inside the header landmark); Tab out of the menu closes it.
        <div
          {...panelProps}
          className="z-overlay w-64 rounded-2xl border border-line bg-surface-raised p-1.5 text-ink shadow-xl outline-none"
          aria-labelledby={titleId}
        >
          <p id={titleId} className="px-3 pt-2 pb-1 text-base font-semibold lg:sr-only">
            {t('account.menuTitle')}
          </p>
          {groups.map((group, groupIndex) => {
            const groupTitleId = `${titleId}-g${groupIndex}`;
            return (
              <div
                key={groupIndex}
                role="group"
                aria-labelledby={group.title ? groupTitleId : undefined}
                className={groupIndex > 0 ? 'mt-1 border-t border-line pt-1' : undefined}
              >
                {group.title && (
                  <p
                    id={groupTitleId}
                    className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
                  >
                    {group.title}
                  </p>
                )}
                {group.items.map((item) => {
                  const itemIndex = index++;
                  const common = { tabIndex: -1, role: 'menuitem', className: itemClass };
                  const content = (
                    <>
                      <AccountIcon name={item.icon} className="size-5 shrink-0 text-ink-muted" />
                      <span>{item.label}</span>
                    </>
                  );
                  if (item.specific === 'logout') {
                    return (
                      <button
                        key={itemIndex}
                        type="button"
                        {...common}
                        onClick={() => {
                          setOpen(false);
                          onLogout();
                        }}
                      >
                        {content}
                      </button>
                    );
                  }
                  // Internal links go through the site (prefetched); http links are plain anchors.
                  return (
                    <a
                      key={itemIndex}
                      href={item.href}
                      data-astro-prefetch={item.external ? undefined : 'hover'}
                      {...common}
                    >
                      {content}
                    </a>
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
