import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
