// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { $auth, fullName, logoutUser, readUserInfos, restoreAuthFromCookies } from './auth.ts';

describe('auth store', () => {
  beforeEach(() => {
    document.cookie = 'userInfos=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('restores the signed-in user from the userInfos cookie and signs out', () => {
    document.cookie = `userInfos=${encodeURIComponent(JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', attributes: { newsletter: true } }))}; path=/`;
    restoreAuthFromCookies();
    expect($auth.get()).toEqual({
      authenticated: true,
      loading: false,
      attributes: { newsletter: true, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(fullName($auth.get().attributes)).toBe('Ada Lovelace');
    logoutUser();
    expect($auth.get().authenticated).toBe(false);
    expect(document.cookie).not.toContain('userInfos=');
  });

  it('treats a malformed cookie as signed out', () => {
    expect(readUserInfos('{not json')).toBeNull();
    expect(readUserInfos(JSON.stringify({ firstName: 1 }))).toBeNull();
  });
});
