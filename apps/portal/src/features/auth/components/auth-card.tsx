import { type ReactNode } from 'react';

/** The frame shared by the sign-in, registration and password screens. */
export function AuthCard({ title, subtitle, children, wide = false }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className="auth-page">
      <div className={`auth-card ${wide ? 'auth-card--wide' : ''}`}>
        <div className="auth-card__header">
          <h1 className="auth-card__title">{title}</h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

export function FormAlert({ children, testId, tone = 'error' }: { children: ReactNode; testId?: string; tone?: 'error' | 'info' | 'success' }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
