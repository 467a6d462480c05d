import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('salts each hash, verifies the right password and refuses others', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same passwore', a)).toBe(false);
    expect(await verifyPassword('same password', 'md5$whatever')).toBe(false);
  });
});
