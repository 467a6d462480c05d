import { z } from 'zod';
import { Email, NewPassword } from './account.ts';

/**
 * The account's own lifecycle in the embedded identity service: forgotten password (a mailed single-use link), password
 * change, e-mail change (confirmed from the new address) and deletion. The mailed links carry a token that is stored
 * hashed; a page shows what the link will do and a same-origin POST does it (a mail scanner opening links changes nothing).
 */

/** A mailed link's token: 256 random bits in base64url. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a link token');

export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** The same answer whether or not the address has an account: the rest goes by e-mail. */
export const PasswordResetAccepted = z.object({ status: z.literal('reset_link_sent_if_registered') });
export type PasswordResetAccepted = z.infer<typeof PasswordResetAccepted>;

export const PasswordReset = z.object({ token: LinkToken, password: NewPassword });
export type PasswordReset = z.infer<typeof PasswordReset>;

export const PasswordChange = z.object({
  currentPassword: z.string().min(1, 'is required').max(200, 'is at most 200 characters'),
  newPassword: NewPassword,
});
export type PasswordChange = z.infer<typeof PasswordChange>;

/** Deleting the account is confirmed with its password. */
export const AccountDeletion = z.object({
  password: z.string().min(1, 'is required').max(200, 'is at most 200 characters'),
});
export type AccountDeletion = z.infer<typeof AccountDeletion>;

export const EmailChangeRequest = z.object({
  newEmail: Email,
  password: z.string().min(1, 'is required').max(200, 'is at most 200 characters'),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequest>;

export const EmailChangeAccepted = z.object({ status: z.literal('confirmation_sent') });
export type EmailChangeAccepted = z.infer<typeof EmailChangeAccepted>;

export const LinkConfirmation = z.object({ token: LinkToken });
export type LinkConfirmation = z.infer<typeof LinkConfirmation>;

/** What a confirmation page may show before the POST: the address concerned, masked (a***@example.org). */
export const LinkPreview = z.object({ email: z.string() });
export type LinkPreview = z.infer<typeof LinkPreview>;

export const LinkTokenQuery = z.object({ token: LinkToken });
