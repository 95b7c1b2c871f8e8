import { appPagePaths } from '@aula/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicPages } from './features/public/public-pages';
import { routes } from './routes';

function paths(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('app paths the server answers with status 200', () => {
  it('are exactly the routes of the app outside the public site', () => {
    const publicPaths = new Set([...publicPages.map((page) => page.path), '*']);
    const appRoutes = paths(routes).filter((path) => !publicPaths.has(path));
    expect([...appRoutes].sort()).toEqual([...appPagePaths].sort());
  });
});
