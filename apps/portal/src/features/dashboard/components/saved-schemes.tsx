import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatCurrency, formatDate } from '../../../lib/format';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useRemoveSavedScheme, useSavedSchemes } from '../api/schemes';

/** The schemes the citizen saved to their profile from the Schemes page, with remove. */
export function SavedSchemes() {
  const { t, i18n } = useTranslation();
  const saved = useSavedSchemes();
  const remove = useRemoveSavedScheme();
  const { toast } = useToast();

  const onRemove = (schemeId: string, name: string) =>
    remove.mutate(schemeId, {
      onSuccess: () => toast({ title: t('dashboard.savedRemoved', { name }), variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return;
        toast({ title: t('dashboard.savedRemoveFailed'), description: translateMessage(t, error.message), variant: 'destructive' });
      },
    });

  return (
    <section className="panel" aria-labelledby="saved-title" data-testid="dashboard-saved">
      <div className="panel__header">
        <h2 id="saved-title" className="panel__title">
          {t('dashboard.savedTitle')}
        </h2>
        {saved.data ? <span className="badge badge--muted">{saved.data.length}</span> : null}
      </div>
      {saved.isPending ? (
        <p className="muted" role="status">
          {t('app.loading')}
        </p>
      ) : saved.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('dashboard.savedFailed')} {translateMessage(t, saved.error.message)}
        </p>
      ) : saved.data.length === 0 ? (
        <p className="muted" data-testid="saved-empty">
          {t('dashboard.savedEmpty')}{' '}
          <Link to="/schemes" className="link link--strong">
            {t('dashboard.browseSchemes')}
          </Link>
        </p>
      ) : (
        <ul className="saved-list">
          {saved.data.map((scheme) => (
            <li key={scheme.id} className="saved-list__item" data-testid={`saved-${scheme.id}`}>
              <div>
                <Link to={`/schemes/${scheme.id}`} className="link link--strong saved-list__name">
                  {scheme.name}
                </Link>
                <p className="small muted">
                  {[
                    scheme.maxBenefitInr !== undefined ? formatCurrency(scheme.maxBenefitInr) : null,
                    scheme.deadline ? formatDate(scheme.deadline, undefined, i18n.language) : t('dashboard.openAllYear'),
                    scheme.savedAt ? t('dashboard.savedOn', { date: formatDate(scheme.savedAt, undefined, i18n.language) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onRemove(scheme.id, scheme.name)}
                loading={remove.isPending && remove.variables === scheme.id}
                aria-label={t('dashboard.removeSavedLabel', { name: scheme.name })}
                data-testid={`saved-remove-${scheme.id}`}
              >
                {t('dashboard.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
