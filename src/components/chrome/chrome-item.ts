import type { ChromeSlot } from '../../domain/header-layout.ts';
import type { ComponentProps } from './chrome-props.ts';

/** What every configured chrome component receives (`area` because `slot` is reserved by Astro). */
export interface ChromeItemProps {
  props: ComponentProps;
  /** Display variant configured for the devices this instance shows on (e.g. 'icon'). */
  variant?: string;
  area: ChromeSlot;
  /** Unique per rendered instance, for ids. */
  uid: string;
}
