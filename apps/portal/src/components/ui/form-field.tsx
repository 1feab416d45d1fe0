import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldChrome {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function FieldLabel({ htmlFor, label, optional, required }: { htmlFor: string; label: ReactNode; optional?: boolean; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      ) : null}
      {optional ? <span className="field__optional"> ({t('common.optional')})</span> : null}
    </label>
  );
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { id?: string; trailing?: ReactNode };

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({ label, error, hint, optional, id, trailing, className, required, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <FieldLabel htmlFor={inputId} label={label} optional={optional} required={required} />
      <div className={trailing ? 'field__control field__control--with-trailing' : 'field__control'}>
        <input
          id={inputId}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint ? `${inputId}-hint` : undefined, error ? `${inputId}-error` : undefined)}
          {...input}
        />
        {trailing}
      </div>
      <FieldMessages id={inputId} error={error} hint={hint} />
    </div>
  );
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { id?: string; children: ReactNode };

export function SelectField({ label, error, hint, optional, id, className, children, required, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <FieldLabel htmlFor={selectId} label={label} optional={optional} required={required} />
      <select
        id={selectId}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? `${selectId}-hint` : undefined, error ? `${selectId}-error` : undefined)}
        {...select}
      >
        {children}
      </select>
      <FieldMessages id={selectId} error={error} hint={hint} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: ReactNode;
  error?: string;
};

export function CheckboxField({ id, label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id} className="checkbox__label">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
}
