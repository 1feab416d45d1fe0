import { AuthMessages } from '@jan-seva/contracts';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth-context';
import { type LoginRedirectState } from './redirect';

/** Login guard of spec section 2: wait for the session check, else send to /login and remember. */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { isAuthenticated, isLoading, error } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();

  if (isLoading) {
    return (
      <div className="page-loader" role="status" aria-live="polite" data-testid="auth-guard-loading">
        <span className="spinner" aria-hidden="true" />
        <p className="page-loader__title">{t('guard.loading')}</p>
        <p className="page-loader__text">{t('guard.verifying')}</p>
      </div>
    );
  }
  if (!isAuthenticated) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
      sessionExpired: error === AuthMessages.sessionExpired,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}
