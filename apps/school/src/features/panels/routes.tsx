import type { RouteObject } from 'react-router';

export const panelsRoutes: RouteObject[] = [];
