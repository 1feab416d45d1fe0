import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides by itself; 0 keeps it until dismissed. */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
}

interface ToastContextValue {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const DEFAULT_DURATION = 5000;
const DESTRUCTIVE_DURATION = 8000;

const ToastContext = createContext<ToastContextValue | null>(null);

/** One toast at a time (spec: toast queue limit 1): a new toast replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const duration = current.duration ?? (current.variant === 'destructive' ? DESTRUCTIVE_DURATION : DEFAULT_DURATION);
    if (duration <= 0) return;
    const timer = window.setTimeout(() => setCurrent((shown) => (shown?.id === current.id ? null : shown)), duration);
    return () => window.clearTimeout(timer);
  }, [current]);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function Toaster({ toast, onDismiss }: { toast: ToastItem | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    // The live region is always present so screen readers announce toasts added to it.
    <div className="toast-region" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div
          key={toast.id}
          className={`toast toast--${toast.variant ?? 'default'}`}
          role={toast.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          data-variant={toast.variant ?? 'default'}
        >
          <div className="toast__body">
            <p className="toast__title" data-testid="toast-title">
              {toast.title}
            </p>
            {toast.description ? (
              <p className="toast__description" data-testid="toast-description">
                {toast.description}
              </p>
            ) : null}
          </div>
          <button type="button" className="toast__close" onClick={onDismiss} aria-label={t('common.dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
