import { AuthMessages, fieldErrors } from '@jan-seva/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useMessageTranslator } from '../../../lib/i18n/translate-message';
import { forgotPasswordRequestSchema, useForgotPassword } from '../api/password-reset';
import { FormAlert } from './auth-card';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email ?? null);
      document.getElementById('forgot-email')?.focus();
      return;
    }
    mutation.mutate(parsed.data.email);
  };

  if (mutation.isSuccess) {
    return (
      <div className="form">
        <FormAlert tone="success" testId="forgot-password-sent">
          {translate(mutation.data.message ?? AuthMessages.passwordResetLinkSent)}
        </FormAlert>
        <Link to="/login" className="btn btn--outline btn--block">
          {t('forgotPassword.backToLogin')}
        </Link>
      </div>
    );
  }

  const serverError =
    mutation.error instanceof ApiError
      ? (mutation.error.fields.email ?? mutation.error.message)
      : mutation.error
        ? t('errors.requestFailed')
        : null;

  return (
    <form className="form" noValidate onSubmit={onSubmit} data-testid="forgot-password-form">
      {serverError && !mutation.isPending ? <FormAlert testId="forgot-password-error">{translate(serverError)}</FormAlert> : null}
      <TextField
        id="forgot-email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('forgotPassword.email')}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error ? translate(error) : undefined}
        data-testid="forgot-email"
      />
      <Button type="submit" size="lg" block loading={mutation.isPending} data-testid="forgot-submit">
        {mutation.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
      </Button>
      <p className="form__footer">
        <Link to="/login" className="link">
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </form>
  );
}
