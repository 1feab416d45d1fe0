import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onSessionExpired } from '../../lib/api-client';
import { type LoginRedirectState } from '../../lib/auth/redirect';
import { useToast } from '../ui/toast';

/**
 * Any 401 (spec section 8): the token is already gone; tell the user and send them to /login,
 * remembering where they were so they come back after signing in.
 */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const { t } = useTranslation();

  useEffect(
    () =>
      onSessionExpired(() => {
        toast({ title: t('auth.sessionExpired'), variant: 'destructive' });
        if (location.pathname === '/login') return;
        const state: LoginRedirectState = {
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
          sessionExpired: true,
        };
        void navigate('/login', { replace: true, state });
      }),
    [navigate, location, toast, t],
  );
  return null;
}
