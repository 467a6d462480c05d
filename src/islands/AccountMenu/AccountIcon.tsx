import { iconHref } from '../../icons/icon-catalog.ts';

/** An icon of the site's sprite set, or the logout arrow (not part of the shared set). Decorative. */
export function AccountIcon({ name, className = 'size-5' }: { name?: string; className?: string }) {
  if (!name) return null;
  if (name === 'logout') {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
        <path d="M10 17l-5-5 5-5" />
        <path d="M5 12h11" />
      </svg>
    );
  }
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={iconHref(name)} />
    </svg>
  );
}
