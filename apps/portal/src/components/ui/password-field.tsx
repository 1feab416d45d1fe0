import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './form-field';

/** A password input with a show/hide toggle (spec: Login and Register screens). */
export function PasswordField({ id, ...props }: Omit<TextFieldProps, 'type' | 'trailing'> & { id: string }) {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      type={visible ? 'text' : 'password'}
      {...props}
      trailing={
        <button
          type="button"
          className="field__toggle"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          data-testid={`${id}-toggle`}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="3" y1="3" x2="21" y2="21" /> : null}
    </svg>
  );
}
