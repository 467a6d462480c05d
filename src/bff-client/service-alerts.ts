import { AlertsResponse, type AlertsQuery, type ServiceAlert } from '../contract/alerts.ts';
import type { BffClient } from './bff-fetch.ts';

/**
 * Service alerts for a page, through the BFF contract. An optional section: any failure (an operator's BFF without the
 * endpoint, a timeout) reads as "no alerts" and the page renders the rest.
 */
export async function loadServiceAlerts(
  client: Pick<BffClient, 'request'>,
  query: Omit<AlertsQuery, 'lang'> & { lang: string },
): Promise<ServiceAlert[]> {
  const result = await client.request('/api/v1/alerts', AlertsResponse, { query: { ...query }, timeoutMs: 5000 });
  return result.ok ? result.data.alerts : [];
}
