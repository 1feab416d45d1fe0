import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminRoutes } from './routes';

// Browser routing (real /admin/users URLs, which the API answers with index.html) rather
// than react-admin's default hash router; a data router also lets forms block navigation.
const router = createBrowserRouter(adminRoutes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
