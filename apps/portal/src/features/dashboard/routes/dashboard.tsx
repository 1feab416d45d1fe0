import { type UserDto } from '@jan-seva/contracts';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { Icon } from '../../../components/ui/icon';
import { GOVERNMENT_PORTALS } from '../../../config/contact';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatCurrency, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { getLanguageInfo } from '../../../lib/i18n/languages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RecommendedSchemes } from '../components/recommended-schemes';
import { SavedSchemes } from '../components/saved-schemes';
import '../dashboard.css';

const QUICK_ACTIONS = [
  { to: '/schemes', icon: 'schemes', key: 'dashboard.browseSchemes' },
  { to: '/verify', icon: 'shield', key: 'dashboard.verifyDocuments' },
  { to: '/complaints', icon: 'megaphone', key: 'dashboard.fileComplaint' },
  { to: '/events', icon: 'calendar', key: 'dashboard.findEvents' },
  { to: '/locations', icon: 'mapPin', key: 'dashboard.findLocations' },
  { to: '/profile', icon: 'user', key: 'dashboard.myProfile' },
] as const;

const GENDER_KEYS: Record<NonNullable<UserDto['gender']>, string> = {
  male: 'register.genders.male',
  female: 'register.genders.female',
  other: 'register.genders.other',
  'prefer-not-to-say': 'register.genders.preferNotToSay',
};

export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const language = getLanguageInfo(currentLanguage());
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : t('dashboard.guest');
  useDocumentTitle(t('nav.dashboard'));

  return (
    <div className="container dashboard">
      <section className="dashboard__welcome" aria-labelledby="dashboard-title">
        <div>
          <h1 id="dashboard-title" className="dashboard__title" data-testid="dashboard-welcome">
            {t('dashboard.welcome', { name })}
          </h1>
          <p className="dashboard__subtitle">{t('dashboard.subtitle')}</p>
        </div>
        <p className="badge badge--navy" data-testid="dashboard-language">
          <span aria-hidden="true">{language.flag} </span>
          {t('dashboard.languageBadge', { language: language.nativeName })}
        </p>
      </section>

      <RecommendedSchemes />

      <div className="dashboard__grid">
        {user ? <ProfileSummary user={user} /> : null}

        <div className="dashboard__column">
          <SavedSchemes />

          <section className="panel" aria-labelledby="dashboard-actions-title">
            <h2 id="dashboard-actions-title" className="panel__title">
              {t('dashboard.quickActions')}
            </h2>
            <ul className="quick-links">
              {QUICK_ACTIONS.map((action) => (
                <li key={action.to}>
                  <Link to={action.to} className="quick-link">
                    <Icon name={action.icon} size={20} className="quick-link__icon" />
                    {t(action.key)}
                  </Link>
                </li>
              ))}
            </ul>
            <h2 className="panel__title panel__title--spaced">{t('dashboard.officialPortals')}</h2>
            <ul className="portal-links">
              {GOVERNMENT_PORTALS.map((portal) => (
                <li key={portal.key}>
                  <ExternalLink href={portal.href}>{t(`footer.${portal.key}`)}</ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

function ProfileSummary({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation();
  const notProvided = <span className="muted">{t('common.notProvided')}</span>;
  const location = [user.address?.city, user.address?.state, user.address?.pincode].filter(Boolean).join(', ');
  const incomplete = !user.dateOfBirth || !location || !user.occupation || user.annualIncome === undefined;

  const rows: { label: string; value: ReactNode; testId: string }[] = [
    { label: t('dashboard.fieldName'), value: `${user.firstName} ${user.lastName}`, testId: 'profile-name' },
    { label: t('dashboard.fieldEmail'), value: user.email, testId: 'profile-email' },
    {
      label: t('dashboard.fieldPhone'),
      value: (
        <>
          {user.phone}{' '}
          <span className={`badge ${user.phoneVerified ? 'badge--green' : 'badge--muted'}`}>
            {user.phoneVerified ? t('dashboard.phoneVerified') : t('dashboard.phoneNotVerified')}
          </span>
        </>
      ),
      testId: 'profile-phone',
    },
    {
      label: t('dashboard.fieldDateOfBirth'),
      value: user.dateOfBirth ? formatDate(user.dateOfBirth, undefined, i18n.language) : notProvided,
      testId: 'profile-dob',
    },
    { label: t('dashboard.fieldGender'), value: user.gender ? t(GENDER_KEYS[user.gender]) : notProvided, testId: 'profile-gender' },
    { label: t('dashboard.fieldLocation'), value: location || notProvided, testId: 'profile-location' },
    { label: t('dashboard.fieldOccupation'), value: user.occupation || notProvided, testId: 'profile-occupation' },
    {
      label: t('dashboard.fieldIncome'),
      value: user.annualIncome !== undefined && user.annualIncome !== null ? formatCurrency(user.annualIncome) : notProvided,
      testId: 'profile-income',
    },
    {
      label: t('dashboard.fieldCategory'),
      value: user.category ? t(`register.categories.${user.category}`) : notProvided,
      testId: 'profile-category',
    },
    {
      label: t('dashboard.fieldMemberSince'),
      value: formatDate(user.createdAt, { month: 'long', year: 'numeric' }, i18n.language),
      testId: 'profile-member-since',
    },
  ];

  return (
    <section className="panel" aria-labelledby="profile-summary-title" data-testid="profile-summary">
      <div className="panel__header">
        <h2 id="profile-summary-title" className="panel__title">
          {t('dashboard.profileSummary')}
        </h2>
        <Link to="/profile" className="link link--strong">
          {t('dashboard.editProfile')}
        </Link>
      </div>
      <dl className="summary-list">
        {rows.map((row) => (
          <div key={row.testId} className="summary-list__row">
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {incomplete ? <p className="hint-box">{t('dashboard.profileIncomplete')}</p> : null}
    </section>
  );
}
