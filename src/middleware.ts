import { sequence } from 'astro:middleware';
import { context } from './middleware/context.ts';
import { guards } from './middleware/guards.ts';
import { headers } from './middleware/headers.ts';
import { locale } from './middleware/locale.ts';
import { upstreams } from './middleware/upstreams.ts';

/** Every request: language and route → security headers → upstream budget and early reads → navigation guards → navigation context. */
export const onRequest = sequence(locale, headers, upstreams, guards, context);
