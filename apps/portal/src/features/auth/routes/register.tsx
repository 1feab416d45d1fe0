import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} wide>
      <RegisterForm />
      <p className="form__footer">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="link link--strong" data-testid="register-login-link">
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
