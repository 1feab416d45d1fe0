import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatDate, formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCommunityPosts } from '../api/community-api';
import '../community.css';

/**
 * The portal's public community feed (open to everyone): complaints their authors agreed to
 * share, posted only after a moderator approved the redacted text.
 */
export function CommunityRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(requested) && requested >= 1 ? requested : 1;
  const posts = useCommunityPosts(page);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useDocumentTitle(t('community.title'));
  const data = posts.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container community-page" data-testid="community-page">
      <header className="community-page__header">
        <span className="community-page__icon" aria-hidden="true">
          <Icon name="users" size={28} />
        </span>
        <div>
          <h1 className="community-page__title">{t('community.title')}</h1>
          <p className="community-page__subtitle">{t('community.subtitle')}</p>
        </div>
      </header>
      <p className="community-page__note small">
        {t('community.moderationNote')}{' '}
        <Link to="/complaints" className="link link--strong">
          {t('community.fileComplaint')}
        </Link>
      </p>

      {posts.isError && !data ? (
        <div className="form-alert form-alert--error" role="alert" data-testid="community-error">
          {translateMessage(t, posts.error?.message ?? '')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void posts.refetch()}>
            {t('community.retry')}
          </Button>
        </div>
      ) : !data ? (
        <p className="muted">{t('community.loading')}</p>
      ) : data.items.length === 0 ? (
        <p className="community-empty panel" data-testid="community-empty">
          {t('community.empty')}
        </p>
      ) : (
        <>
          <p className="small muted" data-testid="community-count">
            {t('community.count', { count: data.total, shown: formatNumber(data.total) })}
          </p>
          <ol className="community-feed" aria-busy={posts.isFetching || undefined}>
            {data.items.map((post) => (
              <li key={post.id} id={post.registrationNumber} className="community-post" data-testid="community-post" data-registration-number={post.registrationNumber}>
                <div className="community-post__head">
                  <span className="badge badge--navy">{t(`complaints.category.${post.category}`, { defaultValue: post.category })}</span>
                  {post.status ? (
                    <span className={`badge ${post.status === 'resolved' ? 'badge--green' : 'badge--muted'}`}>
                      {t(`complaints.status.${post.status}`, { defaultValue: post.status })}
                    </span>
                  ) : null}
                  <time className="small muted community-post__date" dateTime={post.publishedAt}>
                    {formatDate(post.publishedAt, { day: 'numeric', month: 'long', year: 'numeric' }, language)}
                  </time>
                </div>
                <p className="community-post__text" data-testid="community-post-text">
                  {post.text}
                </p>
                <div className="community-post__foot small">
                  <span className="community-post__number" data-testid="community-post-number">
                    {post.registrationNumber}
                  </span>
                  <span className="muted">{t('community.supporters', { count: post.upvotes, shown: formatNumber(post.upvotes) })}</span>
                  <Link to={`/complaints/${encodeURIComponent(post.registrationNumber)}`} className="link">
                    {t('community.viewComplaint')}
                  </Link>
                </div>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="community-pager" aria-label={t('community.pages')}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)} data-testid="community-prev">
                {t('community.previous')}
              </Button>
              <span>{t('community.pageOf', { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)} data-testid="community-next">
                {t('community.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
