import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT, GOVERNMENT_PORTALS } from '../../config/contact';
import { ExternalLink } from '../ui/external-link';

const QUICK_LINKS = [
  { to: '/schemes', key: 'footer.findSchemes' },
  { to: '/schemes', key: 'footer.applyOnline' },
  { to: '/dashboard', key: 'footer.trackApplication' },
  { to: '/verify', key: 'footer.documentVerification' },
  { to: '/complaints', key: 'footer.fileComplaint' },
  { to: '/events', key: 'footer.governmentEvents' },
] as const;

const HELP_LINKS = [
  { to: '/sarkarqna', key: 'footer.askAssistant' },
  { to: '/complaints', key: 'footer.raiseGrievance' },
  { to: '/dashboard', key: 'footer.myDashboard' },
] as const;

const LEGAL_LINKS = [
  { to: '/privacy', key: 'footer.privacy' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/accessibility', key: 'footer.accessibility' },
  { to: '/language', key: 'footer.languageSettings' },
] as const;

/** Four-column footer (spec section 2). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="site-footer__list">
            {QUICK_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-portals">
          <h2 id="footer-portals" className="site-footer__heading">
            {t('footer.portals')}
          </h2>
          <ul className="site-footer__list">
            {GOVERNMENT_PORTALS.map((portal) => (
              <li key={portal.key}>
                <ExternalLink href={portal.href}>{t(`footer.${portal.key}`)}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('footer.help')}
          </h2>
          <ul className="site-footer__list">
            {HELP_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
          <address className="site-footer__contact">
            <p>
              {t('footer.tollFree')}: <a href={CONTACT.tollFreeHref}>{CONTACT.tollFree}</a>
            </p>
            <p>
              {t('footer.email')}: <a href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</a>
            </p>
            <p>{t('footer.address')}</p>
          </address>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {t('footer.legal')}
          </h2>
          <ul className="site-footer__list">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__about">{t('footer.about')}</p>
          <p data-testid="footer-copyright">{t('footer.copyright', { year })}</p>
        </div>
      </div>
      <div className="tricolour" aria-hidden="true" />
    </footer>
  );
}
