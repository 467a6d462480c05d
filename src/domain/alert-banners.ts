import type { ServiceAlert } from '../contract/alerts.ts';
import type { BannerPicto } from '../contract/banner-picto.ts';
import type { Banner } from '../contract/banners.ts';

/**
 * Network-wide service alerts (about a whole agency or mode, in force now) as announcement banners: the banner strip
 * shows them beside the editorial banners, dismissible the same way. The banner id is stable for one alert ("alert:"
 * and the alert's id), so once closed it stays closed across pages and reloads like any banner.
 */

export const ALERT_BANNER_PREFIX = 'alert:';

function pictoOf(effect: ServiceAlert['effect']): BannerPicto {
  if (effect === 'NO_SERVICE' || effect === 'REDUCED_SERVICE' || effect === 'SIGNIFICANT_DELAYS')
    return 'circle_warning';
  if (
    effect === 'DETOUR' ||
    effect === 'MODIFIED_SERVICE' ||
    effect === 'STOP_MOVED' ||
    effect === 'ACCESSIBILITY_ISSUE'
  )
    return 'circle_cone';
  return 'circle_info';
}

/**
 * `effectLabel` names an effect in the page language ("Detour"): the title when the feed gives no header, and the
 * description's first words otherwise; `more` labels the link when the alert has one.
 */
export function alertBanners(
  alerts: ServiceAlert[],
  effectLabel: (effect: ServiceAlert['effect']) => string,
  more: string,
): Banner[] {
  return alerts
    .filter((alert) => alert.networkWide)
    .map((alert) => {
      const effect = effectLabel(alert.effect);
      const title = alert.header || effect;
      const description = alert.header ? [effect, alert.description].filter(Boolean).join(' — ') : alert.description;
      return {
        id: `${ALERT_BANNER_PREFIX}${alert.id}`,
        title,
        description,
        picto: pictoOf(alert.effect),
        buttonText: alert.url ? more : null,
        link: alert.url,
      };
    });
}
