import { type ComponentType, lazy } from 'react';
import { type RouteObject, createBrowserRouter } from 'react-router';
import { Layout } from '../components/layout/layout';
import { ProtectedRoute } from '../lib/auth/protected-route';
import { RouteError } from './route-error';

/** React.lazy for a named export: each page is its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const HomeRoute = lazyNamed(() => import('../features/home/routes/home'), 'HomeRoute');
const LoginRoute = lazyNamed(() => import('../features/auth/routes/login'), 'LoginRoute');
const RegisterRoute = lazyNamed(() => import('../features/auth/routes/register'), 'RegisterRoute');
const ForgotPasswordRoute = lazyNamed(() => import('../features/auth/routes/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyNamed(() => import('../features/auth/routes/reset-password'), 'ResetPasswordRoute');
const DashboardRoute = lazyNamed(() => import('../features/dashboard/routes/dashboard'), 'DashboardRoute');
const SchemesRoute = lazyNamed(() => import('../features/schemes/routes/schemes'), 'SchemesRoute');
const SchemeDetailRoute = lazyNamed(() => import('../features/schemes/routes/scheme-detail'), 'SchemeDetailRoute');
const LanguageRoute = lazyNamed(() => import('../features/language/routes/language'), 'LanguageRoute');
const TermsRoute = lazyNamed(() => import('../features/legal/routes/terms'), 'TermsRoute');
const PrivacyRoute = lazyNamed(() => import('../features/legal/routes/privacy'), 'PrivacyRoute');
const AccessibilityRoute = lazyNamed(() => import('../features/legal/routes/accessibility'), 'AccessibilityRoute');
const AssistantRoute = lazyNamed(() => import('../features/assistant/routes/assistant'), 'AssistantRoute');
const ComplaintsRoute = lazyNamed(() => import('../features/complaints/routes/complaints'), 'ComplaintsRoute');
const ComplaintDetailRoute = lazyNamed(() => import('../features/complaints/routes/complaint-detail'), 'ComplaintDetailRoute');
const CommunityRoute = lazyNamed(() => import('../features/community/routes/community'), 'CommunityRoute');
const NotFoundRoute = lazyNamed(() => import('../features/not-found/routes/not-found'), 'NotFoundRoute');
const ComingSoonRoute = lazy(async () => ({
  default: (await import('../features/placeholders/routes/coming-soon')).ComingSoonRoute,
}));

/** The spec's route table (section 2) plus the password and legal pages linked from it. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'login', element: <LoginRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'schemes', element: <SchemesRoute /> },
      { path: 'schemes/:id', element: <SchemeDetailRoute /> },
      { path: 'events', element: <ComingSoonRoute screen="events" /> },
      { path: 'locations', element: <ComingSoonRoute screen="locations" /> },
      { path: 'sarkarqna', element: <AssistantRoute /> },
      { path: 'language', element: <LanguageRoute /> },
      { path: 'terms', element: <TermsRoute /> },
      { path: 'privacy', element: <PrivacyRoute /> },
      { path: 'accessibility', element: <AccessibilityRoute /> },
      { path: 'community', element: <CommunityRoute /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: 'dashboard', element: <DashboardRoute /> },
          { path: 'verify', element: <ComingSoonRoute screen="verify" /> },
          { path: 'complaints', element: <ComplaintsRoute /> },
          { path: 'complaints/:id', element: <ComplaintDetailRoute /> },
          { path: 'search', element: <ComingSoonRoute screen="search" /> },
          { path: 'notifications', element: <ComingSoonRoute screen="notifications" /> },
          { path: 'profile', element: <ComingSoonRoute screen="profile" /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
