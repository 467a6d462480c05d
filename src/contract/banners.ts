import { z } from 'zod';

/** Announcement banners (spec "Announcement banners", GET /core/v1/banners). */
export const BANNER_PICTOS = ['circle_info', 'circle_check', 'circle_cone', 'circle_warning', 'circle_question'] as const;
export type BannerPicto = (typeof BANNER_PICTOS)[number];

export const Banner = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** One of BANNER_PICTOS; the site shows circle_info for anything else. */
  picto: z.string(),
  buttonText: z.string().nullable().optional(),
  link: z.string().nullable().optional(),
});
export type Banner = z.infer<typeof Banner>;

export const BannersResponse = z.object({ banners: z.array(Banner).default([]) });
export type BannersResponse = z.infer<typeof BannersResponse>;

export function bannerPicto(picto: string): BannerPicto {
  return (BANNER_PICTOS as readonly string[]).includes(picto) ? (picto as BannerPicto) : 'circle_info';
}
