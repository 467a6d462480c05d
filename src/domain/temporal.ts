import type { Temporal as TemporalSpec } from 'temporal-polyfill';

/**
 * The one `Temporal` of every module that can run in the browser: the host's own when it has one (current Chrome,
 * Edge and Firefox), else temporal-polyfill, fetched only then, so those browsers never download its ~18 KiB gz.
 * Node has no native Temporal and takes the polyfill, as the polyfill itself would defer to a native one. Types come
 * from temporal-polyfill, which follows the finished proposal. Server-only code may import the polyfill directly.
 * Kept out of the `chrome` chunk group (astro.config.mjs): pages that use no dates must not wait for it.
 */
export type TemporalApi = typeof TemporalSpec;

/** The host's Temporal when present, else the one `loadPolyfill` brings (called only then). */
export async function chooseTemporal(
  host: { Temporal?: TemporalApi },
  loadPolyfill: () => Promise<TemporalApi>,
): Promise<TemporalApi> {
  return host.Temporal ?? loadPolyfill();
}

export const Temporal: TemporalApi = await chooseTemporal(
  globalThis as { Temporal?: TemporalApi },
  async () => (await import('temporal-polyfill')).Temporal,
);

/** The proposal's types under the usual names (`Temporal.PlainDate` as a type), beside the value above. */
export declare namespace Temporal {
  export type Duration = TemporalSpec.Duration;
  export type DurationLike = TemporalSpec.DurationLike;
  export type Instant = TemporalSpec.Instant;
  export type PlainDate = TemporalSpec.PlainDate;
  export type PlainDateTime = TemporalSpec.PlainDateTime;
  export type PlainMonthDay = TemporalSpec.PlainMonthDay;
  export type PlainTime = TemporalSpec.PlainTime;
  export type PlainYearMonth = TemporalSpec.PlainYearMonth;
  export type ZonedDateTime = TemporalSpec.ZonedDateTime;
}
