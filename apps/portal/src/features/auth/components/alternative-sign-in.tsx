import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';

/** DigiLocker and Google sign-in are announced but not offered yet (spec: Login screen). */
export function AlternativeSignIn() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const comingSoon = (provider: string) =>
    toast({ title: t('errors.featureComingSoon'), description: t('errors.featureComingSoonDescription', { provider }) });

  return (
    <div className="alt-sign-in">
      <p className="divider">
        <span>{t('login.orContinueWith')}</span>
      </p>
      <div className="alt-sign-in__buttons">
        <button type="button" className="btn btn--outline" onClick={() => comingSoon(t('login.digilocker'))} data-testid="login-digilocker">
          <span className="alt-sign-in__mark alt-sign-in__mark--digilocker" aria-hidden="true">
            D
          </span>
          {t('login.digilocker')}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => comingSoon(t('login.google'))} data-testid="login-google">
          <span className="alt-sign-in__mark alt-sign-in__mark--google" aria-hidden="true">
            G
          </span>
          {t('login.google')}
        </button>
      </div>
    </div>
  );
}
