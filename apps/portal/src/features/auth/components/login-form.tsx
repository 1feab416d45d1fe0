import { fieldErrors, loginFormSchema } from '@jan-seva/contracts';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { type LoginRedirectState, redirectTarget } from '../../../lib/auth/redirect';
import { useMessageTranslator } from '../../../lib/i18n/translate-message';
import { focusFirstError } from '../lib/focus';
import { readRememberedEmail, saveRememberedEmail } from '../lib/remembered-email';
import { FormAlert } from './auth-card';

type Field = 'email' | 'password';
const FIELDS: readonly Field[] = ['email', 'password'];
const FORM_ID = 'login';

/** Maps the API's field names (identifier) onto this form's fields. */
function formFieldErrors(fields: Record<string, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const email = fields.identifier ?? fields.email;
  if (email) errors.email = email;
  if (fields.password) errors.password = fields.password;
  return errors;
}

export function LoginForm() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { login } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionExpired = Boolean((location.state as LoginRedirectState | null)?.sessionExpired);

  const [values, setValues] = useState<Record<Field, string>>(() => ({ email: readRememberedEmail(), password: '' }));
  const [remember, setRemember] = useState(() => readRememberedEmail() !== '');
  // Errors are kept in English (as contracts and the API give them) and translated when shown.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error clears when that field is edited (spec section 4).
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = loginFormSchema.safeParse(values);
    if (!parsed.success) {
      const found = formFieldErrors(fieldErrors(parsed.error));
      setErrors(found);
      focusFirstError(FORM_ID, FIELDS, found);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    const outcome = await login(parsed.data.email, parsed.data.password);
    if (outcome.success) {
      saveRememberedEmail(remember ? parsed.data.email : null);
      toast({ title: t('auth.loginSuccessful'), variant: 'success' });
      await navigate(redirectTarget(location.state), { replace: true });
      return;
    }
    setSubmitting(false);
    const found = formFieldErrors(outcome.fields);
    setErrors(found);
    let message = outcome.error ? translate(outcome.error) : t('errors.loginFailed');
    if (outcome.status === 429 && outcome.retryAfter) {
      message = `${message}. ${t('errors.retryAfter', { minutes: Math.max(1, Math.ceil(outcome.retryAfter / 60)) })}`;
    }
    setFormError(message);
    toast({ title: t('errors.loginFailedTitle'), description: message, variant: 'destructive' });
    focusFirstError(FORM_ID, FIELDS, found);
  };

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="login-form">
      {sessionExpired && !formError ? (
        <FormAlert tone="info" testId="login-session-expired">
          {t('auth.sessionExpired')}
        </FormAlert>
      ) : null}
      {formError ? <FormAlert testId="login-error">{formError}</FormAlert> : null}

      <TextField
        id="login-email"
        name="email"
        type="email"
        label={t('login.email')}
        placeholder={t('login.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={onChange('email')}
        error={errors.email ? translate(errors.email) : undefined}
        data-testid="login-email"
      />
      <PasswordField
        id="login-password"
        name="password"
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange('password')}
        error={errors.password ? translate(errors.password) : undefined}
        data-testid="login-password"
      />

      <div className="form__row form__row--between">
        <CheckboxField
          id="login-remember"
          label={t('login.rememberMe')}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          data-testid="login-remember"
        />
        <Link to="/forgot-password" className="link" data-testid="login-forgot-password">
          {t('login.forgotPassword')}
        </Link>
      </div>

      <Button type="submit" size="lg" block loading={submitting} data-testid="login-submit">
        {submitting ? t('login.signingIn') : t('login.signIn')}
      </Button>
    </form>
  );
}
