import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, visitorLanguage } from './language-choice.ts';

describe('visitor language', () => {
  it('prefers the locale cookie, then Accept-Language, then fr', () => {
    expect(visitorLanguage('it', 'de-DE,de;q=0.9')).toBe('it');
    expect(visitorLanguage('xx', 'de-DE,de;q=0.9')).toBe('de');
    expect(visitorLanguage(undefined, 'ja,ko;q=0.5')).toBe('fr');
    expect(visitorLanguage(undefined, null)).toBe('fr');
  });

  it('ranks Accept-Language by weight and order', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, es;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('pt-BR, en-GB;q=0.7, fr;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=0, it')).toBe('it');
    expect(languageFromAcceptLanguage('*')).toBeNull();
  });
});
