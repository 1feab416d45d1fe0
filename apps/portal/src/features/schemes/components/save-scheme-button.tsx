import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { type LoginRedirectState } from '../../../lib/auth/redirect';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useBookmarkToggle } from '../api/schemes-api';

/**
 * "Save to profile": a signed-in citizen saves or removes the scheme; a visitor is sent to
 * /login, which brings them back to this page afterwards.
 */
export function SaveSchemeButton({ schemeId, schemeName, bookmarked }: { schemeId: string; schemeName: string; bookmarked: boolean }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const toggle = useBookmarkToggle();

  const onClick = () => {
    if (!isAuthenticated) {
      const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
      toast({ title: t('schemes.loginToSave') });
      void navigate('/login', { state });
      return;
    }
    toggle.mutate(
      { schemeId, save: !bookmarked },
      {
        onSuccess: ({ save }) =>
          toast({
            title: save ? t('schemes.savedToast', { name: schemeName }) : t('schemes.removedToast', { name: schemeName }),
            variant: 'success',
          }),
        onError: (error) => {
          // A 401 already ends the session and says so.
          if (error instanceof ApiError && error.status === 401) return;
          toast({ title: t('schemes.saveFailed'), description: translateMessage(t, error.message), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Button
      variant={bookmarked ? 'secondary' : 'ghost'}
      size="sm"
      onClick={onClick}
      loading={toggle.isPending}
      aria-pressed={isAuthenticated ? bookmarked : undefined}
      data-testid="scheme-save"
      data-saved={bookmarked ? 'true' : 'false'}
    >
      {bookmarked ? t('schemes.saved') : t('schemes.saveToProfile')}
    </Button>
  );
}
