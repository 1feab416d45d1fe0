import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlternativeSignIn } from '../components/alternative-sign-in';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
      <AlternativeSignIn />
      <p className="form__footer">
        {t('login.noAccount')}{' '}
        <Link to="/register" className="link link--strong" data-testid="login-register-link">
          {t('login.registerLink')}
        </Link>
      </p>
      <p className="form__legal">
        {t('login.agreement')} <Link to="/terms">{t('login.terms')}</Link> {t('login.and')}{' '}
        <Link to="/privacy">{t('login.privacy')}</Link>
      </p>
    </AuthCard>
  );
}
