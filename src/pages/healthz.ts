import type { APIRoute } from 'astro';

export const prerender = false;

/** Liveness for a load balancer or supervisor: the process answers HTTP. Never touches the database or the network. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
