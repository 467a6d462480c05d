// UI constants of the spec (section 9), shared by tailwind.config.mjs (as theme tokens) and islands (as numbers).
export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;
export const OVERLAY_Z_INDEX = 2000;
export const DIALOG_Z_INDEX = 2400;
export const SELECT_MENU_MAX_HEIGHT_PX = 310;
export const TOOLTIP_OFFSET_PX = 10;
export const BANNER_STRIP_TOP_PX = 65;
export const LAZY_LOAD_MARGIN_PX = 1200;

/** Layout breakpoints (px): mobile below lg, tablet md, desktop lg and wider. */
export const SCREENS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 };
/** The spec's second breakpoint set, defined for theming only. */
export const THEME_SCREENS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 };
