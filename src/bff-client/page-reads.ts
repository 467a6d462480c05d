import type { BffResult } from './bff-fetch.ts';
import { cmsMenus } from './cms-menus.ts';
import { ssrNetworkInfo } from './network-info.ts';
import { ssrBffFor, type AstroLikeContext } from './ssr-bff.ts';
import { BannersResponse } from '../contract/banners.ts';
import type { ServiceAlert } from '../contract/alerts.ts';
import { loadServiceAlerts } from './service-alerts.ts';
import type { SiteConfig } from '../config/site-schema.ts';
import type { Lang } from '../i18n/index.ts';
import type { Deadline } from '../upstream/deadline.ts';

/**
 * The reads every page's chrome makes (announcement banners, CMS menus, network info), started together when the
 * request comes in so they run side by side with the session check, within the page's one upstream budget, instead
 * of one after the other as each component renders. Components ask again and get the read already under way.
 */
type PageContext = AstroLikeContext & {
  request: Request;
  locals: { lang: Lang; site: SiteConfig; isWidget: boolean; deadline?: Deadline };
};

const banners = new WeakMap<Request, Promise<BffResult<BannersResponse>>>();

/** GET /core/v1/banners for this request (with the visitor's token and language), read once. */
export function pageBanners(context: PageContext): Promise<BffResult<BannersResponse>> {
  let read = banners.get(context.request);
  if (!read) {
    read = ssrBffFor(context).request('/core/v1/banners', BannersResponse);
    banners.set(context.request, read);
  }
  return read;
}

const networkAlerts = new WeakMap<Request, Promise<ServiceAlert[]>>();

/**
 * The service alerts in force now in the page language, for the banner strip (it shows the network-wide ones), read
 * once per request; none asked when the network reports no realtime source (no call on sites without realtime).
 */
export function pageNetworkAlerts(context: PageContext): Promise<ServiceAlert[]> {
  let read = networkAlerts.get(context.request);
  if (!read) {
    read = ssrNetworkInfo().then((info) =>
      info?.realtime.length ? loadServiceAlerts(ssrBffFor(context), { lang: context.locals.lang }) : [],
    );
    networkAlerts.set(context.request, read);
  }
  return read;
}

export function startPageReads(context: PageContext): void {
  const { site, lang, isWidget, deadline } = context.locals;
  void ssrNetworkInfo();
  if (isWidget) return;
  if (site.banners.enabled) {
    void pageBanners(context);
    void pageNetworkAlerts(context);
  }
  const menus = cmsMenus(site.cmsURL);
  void menus.get('header', lang, deadline);
  void menus.get('footer', lang, deadline);
}
