/**
 * What the HTTP layer needs from the rest of the backend, injected by createApp(deps) so tests can build an app
 * from a tiny in-memory feed. Each part is added by the module that owns it.
 */
export interface AppDeps {
  /** Used in absolute links the API returns; never trusted for security decisions. */
  publicBaseUrl?: string;
}
