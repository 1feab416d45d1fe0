import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <section className="container not-found" role="alert">
      <h1 className="not-found__title">{t('errors.pageErrorTitle')}</h1>
      <p className="not-found__text">{t('errors.pageErrorBody')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </section>
  );
}
