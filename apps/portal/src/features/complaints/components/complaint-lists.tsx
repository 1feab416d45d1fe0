import { COMPLAINT_SORTS } from '@jan-seva/contracts';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { type ComplaintSummary, useComplaintList, useMyComplaints } from '../api/complaints-api';
import { CATEGORY_FILTERS, type ListTab, type PageState, STATUS_FILTERS } from '../lib/filters';
import { useComplaintMessage } from '../lib/messages';
import { ComplaintCard } from './complaint-card';

const TABS: ListTab[] = ['all', 'mine'];

/**
 * The public list (status and category filters, search, sort recent / most upvoted / urgency,
 * pages) and "My complaints" (every own complaint, whatever its moderation state).
 */
export function ComplaintLists({ state, onChange }: { state: PageState; onChange: (change: Partial<PageState>) => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const mine = useMyComplaints();
  const myIds = new Set((mine.data?.items ?? []).map((item) => item.id));
  const isOwn = (item: ComplaintSummary) => item.mine ?? myIds.has(item.id);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    onChange({ tab: TABS[next]! });
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="panel complaint-lists" aria-labelledby={`${baseId}-heading`} data-testid="complaint-lists">
      <h2 id={`${baseId}-heading`} className="panel__title">
        {t('complaints.list.title')}
      </h2>
      <div className="tabs" role="tablist" aria-label={t('complaints.list.title')}>
        {TABS.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-controls={`${baseId}-panel-${tab}`}
            aria-selected={state.tab === tab}
            tabIndex={state.tab === tab ? 0 : -1}
            className={`tabs__tab ${state.tab === tab ? 'tabs__tab--active' : ''}`}
            onClick={() => onChange({ tab })}
            onKeyDown={(event) => onTabKey(event, index)}
            data-testid={`complaints-tab-${tab}`}
          >
            {t(`complaints.list.tab.${tab}`)}
            {tab === 'mine' && mine.data ? <span className="tabs__count">{formatNumber(mine.data.total)}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel-${state.tab}`} aria-labelledby={`${baseId}-tab-${state.tab}`}>
        {state.tab === 'all' ? <PublicList state={state} onChange={onChange} isOwn={isOwn} /> : <MyList query={mine} />}
      </div>
    </section>
  );
}

function PublicList({ state, onChange, isOwn }: { state: PageState; onChange: (change: Partial<PageState>) => void; isOwn: (item: ComplaintSummary) => boolean }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const list = useComplaintList(state);
  const [q, setQ] = useState(state.q);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: q.trim(), page: 1 });
  };

  return (
    <div className="complaint-list" data-testid="complaints-public">
      <div className="complaint-toolbar">
        <form className="complaint-toolbar__search" role="search" onSubmit={onSearch}>
          <label className="visually-hidden" htmlFor="complaints-search">
            {t('complaints.list.search')}
          </label>
          <input
            id="complaints-search"
            className="input"
            type="search"
            value={q}
            maxLength={100}
            placeholder={t('complaints.list.searchPlaceholder')}
            onChange={(event) => setQ(event.target.value)}
            data-testid="complaints-search"
          />
          <Button type="submit" variant="outline">
            {t('complaints.list.searchButton')}
          </Button>
        </form>
        <ToolbarSelect
          label={t('complaints.list.status')}
          value={state.status}
          options={STATUS_FILTERS}
          optionLabel={(status) => (status === 'all' ? t('complaints.list.allStatuses') : t(`complaints.status.${status}`))}
          onSelect={(status) => onChange({ status, page: 1 })}
          testId="complaints-status-filter"
        />
        <ToolbarSelect
          label={t('complaints.list.category')}
          value={state.category}
          options={CATEGORY_FILTERS}
          optionLabel={(category) => (category === 'all' ? t('complaints.list.allCategories') : t(`complaints.category.${category}`))}
          onSelect={(category) => onChange({ category, page: 1 })}
          testId="complaints-category-filter"
        />
        <ToolbarSelect
          label={t('complaints.list.sortBy')}
          value={state.sort}
          options={COMPLAINT_SORTS}
          optionLabel={(sort) => t(`complaints.list.sort.${sort}`)}
          onSelect={(sort) => onChange({ sort, page: 1 })}
          testId="complaints-sort"
        />
      </div>

      <p className="small muted" role="status" aria-live="polite" data-testid="complaints-count">
        {data ? t('complaints.list.count', { count: data.total, shown: formatNumber(data.total) }) : ''}
      </p>

      {list.isPending ? (
        <p className="muted" data-testid="complaints-loading">
          {t('complaints.list.loading')}
        </p>
      ) : list.isError && !data ? (
        <div className="form-alert form-alert--error" role="alert" data-testid="complaints-error">
          {translate(list.error.message)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>
            {t('complaints.retry')}
          </Button>
        </div>
      ) : data && data.items.length === 0 ? (
        <p className="complaint-list__empty" data-testid="complaints-empty">
          {t('complaints.list.empty')}
        </p>
      ) : (
        <div className={`complaint-list__items ${list.isFetching ? 'is-refreshing' : ''}`} aria-busy={list.isFetching || undefined}>
          {data?.items.map((item) => <ComplaintCard key={item.id} complaint={item} own={isOwn(item)} />)}
        </div>
      )}

      {pages > 1 ? (
        <nav className="pager" aria-label={t('complaints.list.pages')}>
          <Button variant="outline" size="sm" disabled={state.page <= 1} onClick={() => onChange({ page: state.page - 1 })} data-testid="complaints-prev">
            {t('complaints.list.previous')}
          </Button>
          <span className="pager__label">{t('complaints.list.pageOf', { page: state.page, pages })}</span>
          <Button variant="outline" size="sm" disabled={state.page >= pages} onClick={() => onChange({ page: state.page + 1 })} data-testid="complaints-next">
            {t('complaints.list.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function MyList({ query }: { query: ReturnType<typeof useMyComplaints> }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  if (query.isPending) return <p className="muted">{t('complaints.list.loading')}</p>;
  if (query.isError) {
    return (
      <div className="form-alert form-alert--error" role="alert">
        {translate(query.error.message)}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('complaints.retry')}
        </Button>
      </div>
    );
  }
  const items = query.data.items;
  return (
    <div className="complaint-list" data-testid="complaints-mine">
      {items.length === 0 ? (
        <p className="complaint-list__empty" data-testid="complaints-mine-empty">
          {t('complaints.list.mineEmpty')}
        </p>
      ) : (
        <>
          <p className="small muted">{t('complaints.list.mineHint')}</p>
          <div className="complaint-list__items">
            {items.map((item) => (
              <ComplaintCard key={item.id} complaint={item} own variant="mine" />
            ))}
          </div>
          {query.data.total > items.length ? <p className="small muted">{t('complaints.list.mineMore', { shown: items.length, total: query.data.total })}</p> : null}
        </>
      )}
    </div>
  );
}

/** One labelled filter or sort select of the list toolbar. */
function ToolbarSelect<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onSelect: (option: T) => void;
  testId: string;
}) {
  return (
    <label className="complaint-toolbar__select">
      <span>{props.label}</span>
      <select className="input select" value={props.value} onChange={(event) => props.onSelect(event.target.value as T)} data-testid={props.testId}>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
