import type { APIRoute } from 'astro';
import { embeddedBackend } from '../../server/embedded.ts';

export const prerender = false;

/** Same-origin API for the browser: every /bff/* request is answered by the embedded transit backend. */
export const ALL: APIRoute = async ({ request }) => (await embeddedBackend()).fetch(request);
