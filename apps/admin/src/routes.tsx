import { Navigate, type RouteObject } from 'react-router';
import { ADMIN_BASENAME, App } from './App';

/**
 * <Admin basename> inside a router only prefixes the links react-admin builds, so the route
 * that mounts it must own the same path. Anything else (a stray link) lands on the console.
 */
export const adminRoutes: RouteObject[] = [
  { path: `${ADMIN_BASENAME}/*`, element: <App /> },
  { path: '*', element: <Navigate to={ADMIN_BASENAME} replace /> },
];
