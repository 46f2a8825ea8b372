import type { RouteOptions } from 'fastify';

/** A call as the members-only tests list it: `route` where the path fills in the route's parameters. */
export interface ListedCall {
  method: string;
  path: string;
  route?: string;
}

/** 'METHOD /route' of each call, sorted: how the route table names them. */
export const routeNames = (calls: readonly ListedCall[]) =>
  calls.map(({ method, path, route }) => `${method} ${route ?? path}`).sort();

/**
 * The app's route table with the hooks each route runs before its handler, by name. Give `onRoute` to
 * the test app and read `split` once it is ready: a scope's sign-in hook joins a route in the scope's own
 * onRoute hook (membership/signed-in.ts), which runs after this one, on the same route options.
 */
export function routeTable() {
  const routes: RouteOptions[] = [];
  return {
    onRoute(route: RouteOptions) {
      routes.push(route);
    },
    /**
     * The routes under `prefixes` (a module's) as 'METHOD /route', sorted: those that run the hook of
     * the scope function `scopeHook` (named after it) and those that do not. HEAD, Fastify's copy of
     * each GET with its hooks, is left out.
     */
    split(prefixes: readonly string[], scopeHook: { name: string }) {
      const calls = routes
        .filter(({ url }) => prefixes.some((prefix) => url.startsWith(prefix)))
        .flatMap(({ method, url, preHandler }) => {
          const hooks = [preHandler ?? []].flat().map((hook) => hook.name);
          return [method]
            .flat()
            .filter((each) => each !== 'HEAD')
            .map((each) => ({ name: `${each} ${url}`, runs: hooks.includes(scopeHook.name) }));
        });
      const names = (runs: boolean) =>
        calls
          .filter((call) => call.runs === runs)
          .map(({ name }) => name)
          .sort();
      return { carrying: names(true), without: names(false) };
    },
  };
}
