// Records every route the server registers, with its schemas, through an onRoute hook added to
// each Fastify instance the moment it is created. Used from a test file as
//   const captured = vi.hoisted(() => [] as CapturedRoute[]);
//   vi.mock('fastify', async (original) =>
//     (await import('./security-capture')).withRouteCapture(await original(), captured));
// so that a route added to the server without a row in the security tests fails them.
import type * as FastifyModule from 'fastify';

export interface CapturedRoute {
  methods: string[];
  url: string;
  schema: { body?: unknown; querystring?: unknown } | undefined;
}

type Factory = (options?: unknown) => FastifyModule.FastifyInstance;

export function withRouteCapture(
  mod: typeof FastifyModule,
  captured: CapturedRoute[],
): typeof FastifyModule {
  const original = mod.default as unknown as Factory;
  const wrapped = (options?: unknown) => {
    const app = original(options);
    app.addHook('onRoute', (route) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      captured.push({ methods, url: route.url, schema: route.schema as CapturedRoute['schema'] });
    });
    return app;
  };
  return { ...mod, default: wrapped as unknown as typeof mod.default };
}

/** 'METHOD /url' for every route but the HEAD twins Fastify adds to each GET. */
export function routeKeys(captured: readonly CapturedRoute[]): string[] {
  const keys = new Set<string>();
  for (const route of captured)
    for (const method of route.methods) if (method !== 'HEAD') keys.add(`${method} ${route.url}`);
  return [...keys].sort();
}
