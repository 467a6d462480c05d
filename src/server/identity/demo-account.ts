import type { UserRepository } from '../store/repositories.ts';
import { hashPassword } from './password.ts';

/** The account anyone can sign in with to try the signed-in features (documented in the README). */
export const DEMO_ACCOUNT = {
  email: 'demo@transit.example',
  password: 'demo-traveller-2026',
  firstName: 'Alex',
  lastName: 'Martin',
} as const;

export async function ensureDemoAccount(users: UserRepository): Promise<void> {
  if (await users.findByEmail(DEMO_ACCOUNT.email)) return;
  try {
    await users.create({
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
    });
  } catch (error) {
    // Another process seeded it between our check and our insert: that is the state we wanted.
    if (!(await users.findByEmail(DEMO_ACCOUNT.email))) throw error;
  }
}
