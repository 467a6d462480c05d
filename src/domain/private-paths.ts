/**
 * What must never be stored by any cache, the browser's included (`Cache-Control: no-store`): account pages and the
 * sign-in landing and the mailed-link pages, and the API paths that answer or change a person's data or session.
 */
export function isAccountRoute(routeName: string | undefined): boolean {
  return (
    routeName !== undefined &&
    (routeName.startsWith('account') || ['signedin', 'reset-password', 'confirm-email'].includes(routeName))
  );
}

const PRIVATE_API_PREFIXES = [
  '/auth/',
  '/me',
  '/userinfo/',
  '/api/v1/favorites',
  '/store/cart',
  '/store/notifications',
];

/** `path` is the API path under `/bff` (`/auth/signin`, `/api/v1/favorites/12`). */
export function isPrivateApiPath(path: string): boolean {
  return PRIVATE_API_PREFIXES.some(
    (prefix) =>
      path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}
