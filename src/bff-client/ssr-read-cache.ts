const TTL_MS = 10 * 60_000;

/**
 * A value pages read on the server through the BFF that changes only when another network or configuration is loaded
 * (the network info, the transport modes of the preferences template), cached per process: fresh for `ttlMs`, then
 * the next caller refreshes it; callers at once share one read in flight; a failing read keeps the last good copy,
 * and with none yet the answer is null (callers render without it).
 */
export function createSsrReadCache<T>(
  load: () => Promise<T | null>,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const now = options.now ?? Date.now;
  let good: { value: T; at: number } | null = null;
  let pending: Promise<T | null> | null = null;

  return function cachedRead(): Promise<T | null> {
    if (good && now() - good.at < ttlMs) return Promise.resolve(good.value);
    pending ??= load()
      .catch(() => null)
      .then((value) => {
        if (value) good = { value, at: now() };
        return good?.value ?? null;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
