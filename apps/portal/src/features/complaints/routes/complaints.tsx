import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ComplaintForm } from '../components/complaint-form';
import { ComplaintLists } from '../components/complaint-lists';
import { CommunityLink, ComplaintStatsPanel, EmergencyContacts, Guidelines, GrievancePortals, PopularCategories } from '../components/sidebar';
import { type PageState, parsePageState, toPageParams } from '../lib/filters';
import '../complaints.css';

/**
 * The Complaints page (spec section 2, login required): the submit form and the lists on the
 * left; statistics, guidelines, popular categories, grievance portals and emergency contacts
 * beside them. The list's tab and filters live in the URL.
 */
export function ComplaintsRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parsePageState(searchParams), [searchParams]);
  useDocumentTitle(t('complaints.title'));

  const update = useCallback(
    (change: Partial<PageState>) => {
      const next = { ...state, ...change };
      if (!('page' in change)) next.page = 1;
      setSearchParams(toPageParams(next), { preventScrollReset: true });
    },
    [state, setSearchParams],
  );

  return (
    <div className="container complaints-page" data-testid="complaints-page">
      <header className="complaints-page__header">
        <span className="complaints-page__icon" aria-hidden="true">
          <Icon name="megaphone" size={28} />
        </span>
        <div>
          <h1 className="complaints-page__title">{t('complaints.title')}</h1>
          <p className="complaints-page__subtitle">{t('complaints.subtitle')}</p>
        </div>
      </header>
      <div className="complaints-layout">
        <div className="complaints-layout__main">
          {/* A filed complaint is shown at the top of "My complaints". */}
          <ComplaintForm onFiled={() => update({ tab: 'mine' })} />
          <ComplaintLists state={state} onChange={update} />
        </div>
        <aside className="complaints-layout__side" aria-label={t('complaints.sideLabel')}>
          <ComplaintStatsPanel />
          <Guidelines />
          <PopularCategories onPick={(category) => update({ tab: 'all', category, status: 'all' })} />
          <GrievancePortals />
          <EmergencyContacts />
          <CommunityLink />
        </aside>
      </div>
    </div>
  );
}
