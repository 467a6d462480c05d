import { describe, expect, it } from 'vitest';
import { isAlertActive, pickTranslation } from './alert-text.ts';

describe('service alert rules', () => {
  const texts = [
    { language: '', text: 'Default' },
    { language: 'en-us', text: 'Delays' },
    { language: 'fr', text: 'Retards' },
  ];

  it('reads the visitor language, its regional variant, else the untagged text, else English, else the first', () => {
    expect(pickTranslation(texts, 'fr')?.text).toBe('Retards');
    expect(pickTranslation(texts, 'en')?.text).toBe('Delays');
    expect(pickTranslation(texts, 'de')?.text).toBe('Default');
    expect(pickTranslation(texts.slice(1), 'de')?.text).toBe('Delays');
    expect(pickTranslation([{ language: 'es', text: 'Retrasos' }], 'it')?.text).toBe('Retrasos');
    expect(pickTranslation([], 'fr')).toBeUndefined();
  });

  it('is in force without periods, or inside one (open ends allowed, the end excluded)', () => {
    expect(isAlertActive([], 5)).toBe(true);
    expect(isAlertActive([{ startMs: 10, endMs: 20 }], 5)).toBe(false);
    expect(isAlertActive([{ startMs: 10, endMs: 20 }], 10)).toBe(true);
    expect(isAlertActive([{ startMs: 10, endMs: 20 }], 20)).toBe(false);
    expect(isAlertActive([{ startMs: 10 }, { endMs: 3 }], 2)).toBe(true);
  });
});
