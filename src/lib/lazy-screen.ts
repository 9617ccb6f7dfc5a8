import type { ComponentType } from 'react';

/**
 * A route's `lazy`: the screen's module is fetched the first time the route is opened, and its
 * export `name` is the route's component.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}
