import type { RouteObject } from 'react-router';
import { authRoutes } from './features/auth/routes';
import { panelRoutes } from './features/panels/routes';
import { publicRoutes } from './features/public/routes';

/** Every route of the product. Each feature owns its own list; the public list holds the 404 catch-all. */
export const routes: RouteObject[] = [...publicRoutes, ...authRoutes, ...panelRoutes];
