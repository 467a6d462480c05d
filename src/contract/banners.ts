import { z } from 'zod';

/** Announcement banners (spec "Announcement banners", GET /core/v1/banners). */
export { BANNER_PICTOS, bannerPicto, type BannerPicto } from './banner-picto.ts';

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
