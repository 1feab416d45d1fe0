import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Any unknown path (spec section 2): the message, a way home, and the bad path in the console. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('notFound.title'));

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className="not-found__title" data-testid="not-found-title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__text">{t('notFound.description')}</p>
      <Link to="/" className="btn btn--primary btn--lg" data-testid="not-found-home">
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
