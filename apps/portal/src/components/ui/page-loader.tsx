import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="page-loader__title">{t('app.loading')}</p>
    </div>
  );
}
