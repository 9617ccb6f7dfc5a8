// Build-time rendering (scripts/prerender.ts runs it in Node after `vite build`): the HTML of
// /auth for a visitor without a session and of / for a user of each level, so their first paint
// does not wait for the JavaScript. main.tsx hydrates it with the same routes and the same
// session state: the session store starts from the localStorage scripts/prerender.ts gives it
// (none for /auth), and zustand renders that initial state here and while hydrating.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { routes } from './router';

export async function render(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://opositor.local')));
  if (context instanceof Response)
    throw new Error(`${pathname} redirige: no se puede prerenderizar`);
  if (context.errors)
    throw new Error(`${pathname} falla al prerenderizar: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration data: there are no loaders, and the CSP allows no inline script.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
