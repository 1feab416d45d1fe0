import { GENDERS, SOCIAL_CATEGORIES } from '@jan-seva/contracts';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { DEFAULT_AFTER_LOGIN } from '../../../lib/auth/redirect';
import { useMessageTranslator } from '../../../lib/i18n/translate-message';
import { focusFirstError } from '../lib/focus';
import { STATES_AND_TERRITORIES } from '../lib/indian-states';
import {
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  phoneInput,
  pincodeInput,
  toFormErrors,
  validateRegistration,
} from '../lib/registration';
import { FormAlert } from './auth-card';

const FORM_ID = 'register';
const GENDER_KEYS: Record<(typeof GENDERS)[number], string> = {
  male: 'register.genders.male',
  female: 'register.genders.female',
  other: 'register.genders.other',
  'prefer-not-to-say': 'register.genders.preferNotToSay',
};

export function RegisterForm() {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  const { register } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();

  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = <F extends RegisterField>(field: F, value: RegisterValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };
  const text = (field: RegisterField, sanitise: (raw: string) => string = (raw) => raw) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setField(field, sanitise(event.target.value));
  const checkbox = (field: 'acceptTerms' | 'acceptPrivacy') => (event: ChangeEvent<HTMLInputElement>) =>
    setField(field, event.target.checked);
  const errorOf = (field: RegisterField) => (errors[field] ? translate(errors[field]) : undefined);
  const common = (field: RegisterField) => ({
    id: `${FORM_ID}-${field}`,
    name: field,
    error: errorOf(field),
    'data-testid': `${FORM_ID}-${field}`,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateRegistration(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstError(FORM_ID, REGISTER_FIELDS, result.errors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    const outcome = await register(result.request);
    if (outcome.success) {
      toast({ title: t('auth.registrationSuccessful'), variant: 'success' });
      await navigate(DEFAULT_AFTER_LOGIN, { replace: true });
      return;
    }
    setSubmitting(false);
    // 400 field messages and 409 duplicates land on their fields (spec section 8).
    const found = toFormErrors(outcome.fields);
    setErrors(found);
    const message = outcome.error ? translate(outcome.error) : t('errors.registrationFailed');
    setFormError(message);
    toast({ title: t('errors.registrationFailedTitle'), description: message, variant: 'destructive' });
    focusFirstError(FORM_ID, REGISTER_FIELDS, found);
  };

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="register-form">
      {formError ? <FormAlert testId="register-error">{formError}</FormAlert> : null}

      <Fieldset legend={t('register.accountSection')}>
        <div className="form__grid">
          <TextField {...common('firstName')} label={t('register.firstName')} autoComplete="given-name" required value={values.firstName} onChange={text('firstName')} />
          <TextField {...common('lastName')} label={t('register.lastName')} autoComplete="family-name" required value={values.lastName} onChange={text('lastName')} />
          <TextField {...common('email')} type="email" inputMode="email" label={t('register.email')} autoComplete="email" required value={values.email} onChange={text('email')} />
          <TextField
            {...common('phone')}
            type="tel"
            inputMode="numeric"
            label={t('register.phone')}
            placeholder={t('register.phonePlaceholder')}
            autoComplete="tel-national"
            maxLength={10}
            required
            value={values.phone}
            onChange={text('phone', phoneInput)}
          />
          <PasswordField
            {...common('password')}
            label={t('register.password')}
            hint={t('register.passwordHint')}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={text('password')}
          />
          <PasswordField
            {...common('confirmPassword')}
            label={t('register.confirmPassword')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={text('confirmPassword')}
          />
        </div>
      </Fieldset>

      <Fieldset legend={t('register.personalSection')} hint={t('register.optionalHint')}>
        <div className="form__grid">
          <TextField
            {...common('dateOfBirth')}
            type="date"
            label={t('register.dateOfBirth')}
            optional
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            value={values.dateOfBirth}
            onChange={text('dateOfBirth')}
          />
          <SelectField {...common('gender')} label={t('register.gender')} optional value={values.gender} onChange={text('gender')}>
            <option value="">{t('register.genderSelect')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(GENDER_KEYS[gender])}
              </option>
            ))}
          </SelectField>
          <TextField {...common('occupation')} label={t('register.occupation')} optional autoComplete="organization-title" value={values.occupation} onChange={text('occupation')} />
          <TextField
            {...common('annualIncome')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            label={t('register.annualIncome')}
            optional
            value={values.annualIncome}
            onChange={text('annualIncome')}
          />
          <SelectField {...common('category')} label={t('register.category')} optional value={values.category} onChange={text('category')}>
            <option value="">{t('register.categorySelect')}</option>
            {SOCIAL_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`register.categories.${category}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Fieldset>

      <Fieldset legend={t('register.addressSection')}>
        <div className="form__grid">
          <TextField {...common('city')} label={t('register.city')} optional autoComplete="address-level2" value={values.city} onChange={text('city')} />
          <SelectField {...common('state')} label={t('register.state')} optional value={values.state} onChange={text('state')}>
            <option value="">{t('register.stateSelect')}</option>
            {STATES_AND_TERRITORIES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField
            {...common('pincode')}
            inputMode="numeric"
            label={t('register.pincode')}
            optional
            autoComplete="postal-code"
            maxLength={6}
            value={values.pincode}
            onChange={text('pincode', pincodeInput)}
          />
        </div>
      </Fieldset>

      <div className="form__agreements">
        <CheckboxField
          {...common('acceptTerms')}
          checked={values.acceptTerms}
          onChange={checkbox('acceptTerms')}
          label={
            <>
              {t('register.acceptTermsPrefix')}{' '}
              <Link to="/terms" target="_blank" rel="noopener">
                {t('register.terms')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </Link>
            </>
          }
        />
        <CheckboxField
          {...common('acceptPrivacy')}
          checked={values.acceptPrivacy}
          onChange={checkbox('acceptPrivacy')}
          label={
            <>
              {t('register.acceptPrivacyPrefix')}{' '}
              <Link to="/privacy" target="_blank" rel="noopener">
                {t('register.privacy')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </Link>
            </>
          }
        />
      </div>

      <Button type="submit" size="lg" block loading={submitting} data-testid="register-submit">
        {submitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}

function Fieldset({ legend, hint, children }: { legend: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="form__section">
      <legend className="form__legend">{legend}</legend>
      {hint ? <p className="form__section-hint">{hint}</p> : null}
      {children}
    </fieldset>
  );
}
