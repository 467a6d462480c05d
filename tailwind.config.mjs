// Design tokens loaded by src/styles/global.css through `@config`. Colours live in global.css as CSS variables so the
// site configuration's `colors` and the dark theme can override them at run time.
import {
  DIALOG_Z_INDEX,
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  OVERLAY_Z_INDEX,
  SCREENS,
  SELECT_MENU_MAX_HEIGHT_PX,
  THEME_SCREENS,
  TOOLTIP_OFFSET_PX,
  BANNER_STRIP_TOP_PX,
} from './src/styles/ui-constants.mjs';

const px = (table) => Object.fromEntries(Object.entries(table).map(([name, value]) => [name, `${value}px`]));

/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,ts,tsx,mdx}'],
  theme: {
    // Replaces Tailwind's default screens: mobile below lg (1280), tablet md (960), desktop lg and wider.
    screens: px(SCREENS),
    extend: {
      // The spec's second set (sm 640 … 2xl 1536) for theming: `theme-sm:`, `theme-2xl:`, … variants.
      screens: Object.fromEntries(Object.entries(px(THEME_SCREENS)).map(([name, value]) => [`theme-${name}`, value])),
      zIndex: { overlay: String(OVERLAY_Z_INDEX), dialog: String(DIALOG_Z_INDEX) },
      maxHeight: { 'select-menu': `${SELECT_MENU_MAX_HEIGHT_PX}px` },
      transitionDelay: { 'menu-open': `${MENU_OPEN_DELAY_MS}ms`, 'menu-close': `${MENU_CLOSE_DELAY_MS}ms` },
      spacing: { 'tooltip-offset': `${TOOLTIP_OFFSET_PX}px`, 'banner-top': `${BANNER_STRIP_TOP_PX}px` },
      maxWidth: { dialog: '600px', notifications: '400px' },
      height: { logo: '50px' },
    },
  },
};
