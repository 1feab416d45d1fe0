import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { ADMIN_BASENAME, App } from './App';

// Browser routing (real /admin/users URLs, which the API answers with index.html), not
// react-admin's default hash router. <Admin basename> inside a router only prefixes links,
// so the route that mounts it must own the same path.
const router = createBrowserRouter([
  { path: `${ADMIN_BASENAME}/*`, element: <App /> },
  { path: '*', element: <Navigate to={ADMIN_BASENAME} replace /> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
