import { AuthMessages, ValidationMessages, fieldErrors } from '@jan-seva/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/i18n/translate-message';
import { resetPasswordRequestSchema, useResetPassword } from '../api/password-reset';
import { FormAlert } from './auth-card';

type Field = 'password' | 'confirmPassword';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useResetPassword();
  const tokenUsable = token !== null && resetPasswordRequestSchema.shape.token.safeParse(token).success;

  if (!tokenUsable) {
    return (
      <div className="form">
        <FormAlert testId="reset-invalid-link">{t('auth.resetTokenInvalid')}</FormAlert>
        <Link to="/forgot-password" className="btn btn--primary btn--block">
          {t('resetPassword.requestNewLink')}
        </Link>
      </div>
    );
  }

  const onChange = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, password: values.password });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) found.password = fieldErrors(parsed.error).password;
    if (values.password !== values.confirmPassword) found.confirmPassword = ValidationMessages.passwordsDoNotMatch;
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      document.getElementById(found.password ? 'reset-password' : 'reset-confirmPassword')?.focus();
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: async (result) => {
        toast({ title: translate(result.message ?? AuthMessages.passwordResetDone), variant: 'success' });
        await navigate('/login', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.password) setErrors({ password: error.fields.password });
      },
    });
  };

  const serverError =
    mutation.error instanceof ApiError ? mutation.error.message : mutation.error ? t('errors.requestFailed') : null;
  const tokenRejected = serverError === AuthMessages.resetTokenInvalid;

  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="reset-password-form">
      {serverError && !mutation.isPending ? (
        <FormAlert testId="reset-error">
          {translate(serverError)}
          {tokenRejected ? (
            <>
              {' '}
              <Link to="/forgot-password">{t('resetPassword.requestNewLink')}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <PasswordField
        id="reset-password"
        label={t('resetPassword.password')}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => onChange('password')(event.target.value)}
        error={errors.password ? translate(errors.password) : undefined}
        data-testid="reset-password"
      />
      <PasswordField
        id="reset-confirmPassword"
        label={t('resetPassword.confirmPassword')}
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => onChange('confirmPassword')(event.target.value)}
        error={errors.confirmPassword ? translate(errors.confirmPassword) : undefined}
        data-testid="reset-confirm-password"
      />
      <Button type="submit" size="lg" block loading={mutation.isPending} data-testid="reset-submit">
        {mutation.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
      <p className="form__footer">
        <Link to="/login" className="link">
          {t('resetPassword.goToLogin')}
        </Link>
      </p>
    </form>
  );
}
