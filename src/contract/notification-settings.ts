import { z } from 'zod';

/**
 * Notification subscription (the unsubscribe page): a signed-in customer reads and changes their own; an e-mail's
 * signed link unsubscribes without signing in (the link names the account and carries an HMAC of it).
 */
export const NotificationSubscription = z.object({
  subscribed: z.boolean(),
  /** When the customer unsubscribed (ISO), absent while subscribed. */
  unsubscribedAt: z.string().optional(),
});
export type NotificationSubscription = z.infer<typeof NotificationSubscription>;

export const SubscriptionUpdate = z.object({ subscribed: z.boolean() });
export type SubscriptionUpdate = z.infer<typeof SubscriptionUpdate>;

/** The unsubscribe link's query: u the account id, s its signature (base64url). */
export const SignedUnsubscribeRequest = z.object({
  u: z.string().min(1).max(100),
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 's: expected the link signature'),
});
export type SignedUnsubscribeRequest = z.infer<typeof SignedUnsubscribeRequest>;

/** Answer to a signed unsubscribe: the account's e-mail, masked (the page confirms whose subscription it was). */
export const SignedUnsubscribeResponse = NotificationSubscription.extend({ email: z.string() });
export type SignedUnsubscribeResponse = z.infer<typeof SignedUnsubscribeResponse>;

/** The link the e-mails sent to this customer carry (path and query, to put after the site's address). */
export const UnsubscribeLinkResponse = z.object({ path: z.string() });
export type UnsubscribeLinkResponse = z.infer<typeof UnsubscribeLinkResponse>;
