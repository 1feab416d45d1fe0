import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { useToast } from '../ui/toast';

/** Logout runs the logout action, then goes to / (spec: Shared header). */
export function useLogout(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useTranslation();
  return useCallback(async () => {
    // Leave for / synchronously before the user becomes anonymous, otherwise the login guard
    // of the page being left would redirect to /login first.
    await logout({ beforeSignOut: () => void navigate('/', { flushSync: true }) });
    toast({ title: t('auth.loggedOut'), variant: 'success' });
  }, [logout, navigate, toast, t]);
}
