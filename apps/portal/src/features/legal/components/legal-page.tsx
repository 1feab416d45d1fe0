import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../../config/contact';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** When the legal texts last changed (shown on each page). */
const LAST_UPDATED = '2026-11-21';

export interface LegalSection {
  title: string;
  text: string;
}

/** A short legal page: title, introduction, numbered sections and how to reach the help desk. */
export function LegalPage({ titleKey, introKey, sections }: { titleKey: string; introKey: string; sections: readonly LegalSection[] }) {
  const { t, i18n } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <article className="container legal" aria-labelledby="legal-title">
      <h1 id="legal-title" className="page-header__title">
        {title}
      </h1>
      <p className="muted">{t('legal.lastUpdated', { date: formatDate(LAST_UPDATED, undefined, i18n.language) })}</p>
      <p className="legal__intro">{t(introKey)}</p>
      <ol className="legal__sections">
        {sections.map((section) => (
          <li key={section.title}>
            <h2 className="legal__heading">{t(section.title)}</h2>
            <p>{t(section.text)}</p>
          </li>
        ))}
      </ol>
      <p className="legal__contact">{t('legal.contact', { email: CONTACT.supportEmail, phone: CONTACT.tollFree })}</p>
    </article>
  );
}
