import type { APIRoute } from 'astro';
import { getEnv } from '../config/env.ts';
import { embeddedDeps } from '../server/embedded.ts';
import { CONNECTED_READINESS, embeddedReadiness } from '../server/readiness.ts';

export const prerender = false;

/** Readiness for a load balancer: 200 when the network is loaded and the database answers, else 503 (see docs/deployment.md). */
export const GET: APIRoute = async () => {
  const readiness = getEnv().bffUrl ? CONNECTED_READINESS : await embeddedReadiness(embeddedDeps);
  const detail = {
    status: readiness.ready ? 'ready' : 'unavailable',
    checks: readiness.checks,
    feeds: readiness.feeds,
  };
  return new Response(JSON.stringify(detail), {
    status: readiness.ready ? 200 : 503,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
};
