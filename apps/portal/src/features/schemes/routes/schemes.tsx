import { AGE_GROUPS, INCOME_RANGES, SCHEME_SORTS, SCHEME_STATE_FILTERS } from '@jan-seva/contracts';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSchemeList } from '../api/schemes-api';
import { SchemeCard } from '../components/scheme-card';
import {
  CATEGORY_FILTERS,
  DEFAULT_FILTERS,
  hasAdvancedFilters,
  parseFilters,
  type SchemeFilters,
  toSearchParams,
} from '../lib/filters';
import '../schemes.css';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 350;

export function SchemesRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const list = useSchemeList(filters);
  const [showFilters, setShowFilters] = useState(() => hasAdvancedFilters(filters));
  const filtersId = useId();
  useDocumentTitle(t('schemes.title'));

  /** Any filter change starts again at page 1 (unless the page itself changes). */
  const update = useCallback(
    (change: Partial<SchemeFilters>, options: { replace?: boolean } = {}) => {
      const next = { ...filters, page: 1, ...change };
      setSearchParams(toSearchParams(next), { replace: options.replace ?? false });
    },
    [filters, setSearchParams],
  );

  const data = list.data;
  const total = data?.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const counts = data?.counts ?? {};

  return (
    <div className="container schemes-page">
      <header className="schemes-page__header">
        <h1 className="schemes-page__title">{t('schemes.title')}</h1>
        <p className="schemes-page__subtitle">{t('schemes.subtitle')}</p>
      </header>

      <div className="schemes-toolbar" role="search">
        <SearchBox value={filters.q} onSearch={(q) => update({ q }, { replace: true })} />
        <Button
          variant={showFilters ? 'secondary' : 'outline'}
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
          aria-controls={filtersId}
          data-testid="schemes-filter-toggle"
        >
          {t('schemes.filters')}
          {hasAdvancedFilters(filters) ? <span className="schemes-toolbar__dot" aria-label={t('schemes.filtersActive')} /> : null}
        </Button>
        <label className="schemes-toolbar__sort">
          <span>{t('schemes.sortBy')}</span>
          <select
            className="input select"
            value={filters.sort}
            onChange={(event) => update({ sort: event.target.value as SchemeFilters['sort'] })}
            data-testid="schemes-sort"
          >
            {SCHEME_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`schemes.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="category-filter" role="group" aria-label={t('schemes.categoryLabel')} data-testid="schemes-categories">
        {CATEGORY_FILTERS.map((category) => (
          <button
            key={category}
            type="button"
            className={`category-filter__button${filters.category === category ? ' category-filter__button--active' : ''}`}
            aria-pressed={filters.category === category}
            onClick={() => update({ category })}
            data-testid={`schemes-category-${category}`}
          >
            {t(`schemes.categories.${category}`)}
            <span className="category-filter__count" data-testid={`schemes-category-count-${category}`}>
              {data ? formatNumber(counts[category] ?? 0) : '…'}
            </span>
          </button>
        ))}
      </div>

      <div id={filtersId} className="advanced-filters" hidden={!showFilters} data-testid="schemes-advanced-filters">
        <FilterSelect
          label={t('schemes.state')}
          value={filters.state}
          values={SCHEME_STATE_FILTERS}
          labelOf={(state) => t(`schemes.states.${state}`)}
          onChange={(state) => update({ state })}
          testId="schemes-state"
        />
        <FilterSelect
          label={t('schemes.ageGroup')}
          value={filters.ageGroup}
          values={AGE_GROUPS}
          labelOf={(group) => t(`schemes.ageGroups.${group}`)}
          onChange={(ageGroup) => update({ ageGroup })}
          testId="schemes-age-group"
        />
        <FilterSelect
          label={t('schemes.incomeRange')}
          value={filters.incomeRange}
          values={INCOME_RANGES}
          labelOf={(range) => t(`schemes.incomeRanges.${range}`)}
          onChange={(incomeRange) => update({ incomeRange })}
          testId="schemes-income-range"
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setSearchParams(toSearchParams({ ...DEFAULT_FILTERS, q: filters.q }))}
          data-testid="schemes-clear-filters"
        >
          {t('schemes.clearFilters')}
        </Button>
      </div>

      <p
        className="schemes-page__result"
        role="status"
        aria-live="polite"
        data-testid="schemes-result-text"
        // The query string these results answer, once they are in (the previous results stay while loading).
        data-results-for={data && !list.isPlaceholderData && !list.isFetching ? toSearchParams(filters).toString() : undefined}
      >
        {data ? t('schemes.resultText', { count: total, formatted: formatNumber(total) }) : list.isError ? '' : t('schemes.loading')}
      </p>

      {list.isError ? (
        <div className="form-alert form-alert--error" role="alert" data-testid="schemes-error">
          <p>{t('schemes.loadFailed')}</p>
          <p className="small">{translateMessage(t, list.error.message)}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('schemes.retry')}
          </Button>
        </div>
      ) : null}

      {data && data.items.length === 0 ? (
        <div className="schemes-empty" data-testid="schemes-empty">
          <Icon name="search" size={32} />
          <h2>{t('schemes.emptyTitle')}</h2>
          <p>{t('schemes.emptyText')}</p>
          <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
            {t('schemes.showAll')}
          </Button>
        </div>
      ) : null}

      {data && data.items.length > 0 ? (
        <ul className={`scheme-grid${list.isPlaceholderData ? ' scheme-grid--stale' : ''}`} data-testid="schemes-list" aria-busy={list.isFetching}>
          {data.items.map((scheme) => (
            <li key={scheme.id}>
              <SchemeCard scheme={scheme} />
            </li>
          ))}
        </ul>
      ) : null}

      {data && pages > 1 ? (
        <nav className="pagination" aria-label={t('schemes.pagination')} data-testid="schemes-pagination">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => update({ page: filters.page - 1 })} data-testid="schemes-prev">
            ← {t('schemes.previous')}
          </Button>
          <span className="pagination__status">{t('schemes.pageOf', { page: filters.page, pages })}</span>
          <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => update({ page: filters.page + 1 })} data-testid="schemes-next">
            {t('schemes.next')} →
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** The search box: it searches once typing pauses, or at once on Enter. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  // The URL changed by itself (back button, a link): show its text.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = window.setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <form
      className="schemes-search"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="schemes-search-input" className="visually-hidden">
        {t('schemes.searchLabel')}
      </label>
      <Icon name="search" size={18} className="schemes-search__icon" />
      <input
        id="schemes-search-input"
        type="search"
        className="input schemes-search__input"
        placeholder={t('schemes.searchPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        data-testid="schemes-search"
      />
    </form>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input select" value={value} onChange={(event) => onChange(event.target.value as T)} data-testid={testId}>
        {values.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
