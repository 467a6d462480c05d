import { DEVICES, type Device } from '../../domain/header-layout.ts';

/**
 * Classes of the `display: contents` wrapper that shows an entry only on some devices (mobile below md 960, tablet md,
 * desktop lg 1280+). Written out in full so Tailwind finds them.
 */
const CLASSES: Record<string, string> = {
  'mobile,tablet,desktop': 'contents',
  'mobile,tablet': 'contents lg:hidden',
  'mobile,desktop': 'contents md:hidden lg:contents',
  'tablet,desktop': 'hidden md:contents',
  mobile: 'contents md:hidden',
  tablet: 'hidden md:contents lg:hidden',
  desktop: 'hidden lg:contents',
  '': 'hidden',
};

export function deviceVisibilityClass(devices: readonly Device[]): string {
  const key = DEVICES.filter((device) => devices.includes(device)).join(',');
  return CLASSES[key];
}
