import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { Icon, type IconName } from '../../../components/ui/icon';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * Screens that later issues build. Each says plainly what it will offer; where an official
 * portal already does the job, it points there meanwhile.
 */
const SCREENS = {
  schemes: { icon: 'schemes', official: { label: 'myScheme', href: 'https://www.myscheme.gov.in/' } },
  events: { icon: 'calendar', official: { label: 'MyGov', href: 'https://www.mygov.in/' } },
  locations: { icon: 'mapPin', official: { label: 'National Portal of India', href: 'https://www.india.gov.in/' } },
  assistant: { icon: 'chat', official: { label: 'myScheme', href: 'https://www.myscheme.gov.in/' } },
  verify: { icon: 'shield', official: { label: 'DigiLocker', href: 'https://www.digilocker.gov.in/' } },
  complaints: { icon: 'megaphone', official: { label: 'CPGRAMS', href: 'https://pgportal.gov.in/' } },
  search: { icon: 'search', official: { label: 'National Portal of India', href: 'https://www.india.gov.in/' } },
  notifications: { icon: 'bell', official: null },
  profile: { icon: 'user', official: null },
} as const satisfies Record<string, { icon: IconName; official: { label: string; href: string } | null }>;

export type PlaceholderScreen = keyof typeof SCREENS;

export function ComingSoonRoute({ screen }: { screen: PlaceholderScreen }) {
  const { t } = useTranslation();
  const { icon, official } = SCREENS[screen];
  const title = t(`placeholders.${screen}Title`);
  useDocumentTitle(title);

  return (
    <section className="container coming-soon" aria-labelledby="coming-soon-title" data-testid={`placeholder-${screen}`}>
      <div className="coming-soon__card">
        <span className="badge badge--saffron" data-testid="coming-soon-badge">
          {t('placeholders.badge')}
        </span>
        <h1 id="coming-soon-title" className="coming-soon__title">
          <span className="coming-soon__icon">
            <Icon name={icon} size={30} />
          </span>
          {title}
        </h1>
        <h2 className="coming-soon__subtitle">{t('placeholders.whatToExpect')}</h2>
        <p className="coming-soon__text">{t(`placeholders.${screen}Text`)}</p>
        {official ? (
          <p className="coming-soon__meanwhile">
            {t('placeholders.meanwhile')} <ExternalLink href={official.href}>{official.label}</ExternalLink>
          </p>
        ) : null}
        <Link to="/" className="btn btn--outline">
          {t('common.backToHome')}
        </Link>
      </div>
    </section>
  );
}
