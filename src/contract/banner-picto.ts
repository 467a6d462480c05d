/**
 * Banner pictogram names, apart from the zod schemas of banners.ts so that browser islands can use them without
 * bundling zod.
 */
export const BANNER_PICTOS = [
  'circle_info',
  'circle_check',
  'circle_cone',
  'circle_warning',
  'circle_question',
] as const;
export type BannerPicto = (typeof BANNER_PICTOS)[number];

export function bannerPicto(picto: string): BannerPicto {
  return (BANNER_PICTOS as readonly string[]).includes(picto) ? (picto as BannerPicto) : 'circle_info';
}
