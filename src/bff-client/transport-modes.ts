import { PreferencesTemplate } from '../contract/trip-planner.ts';
import { offeredModes } from '../domain/trip-url-preferences.ts';
import { createSsrReadCache } from './ssr-read-cache.ts';
import { ssrBff } from './ssr-bff.ts';

/**
 * The transport modes the trip form offers as switches, read on the server from the preferences template (the panel
 * the island loads) and cached like the network info: the form draws them as plain boxes, so modes can be changed
 * before the island runs or without JavaScript. [] when the template cannot be read (the form then draws no boxes and
 * the search link's modes travel unchanged).
 */
const cachedModes = createSsrReadCache(async () => {
  const answer = await ssrBff().request('/api/trip-planner/v3/journeys/preferences', PreferencesTemplate);
  return answer.ok ? offeredModes(answer.data) : null;
});

export async function ssrTransportModes(): Promise<string[]> {
  return (await cachedModes()) ?? [];
}
