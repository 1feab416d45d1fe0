import type { SchemeCardDto } from '@jan-seva/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/external-link';
import { SaveSchemeButton } from './save-scheme-button';

/** Apply, official website and save-to-profile, on a card (compact) or the detail page. */
export function SchemeActions({
  scheme,
  compact = false,
  children,
}: {
  scheme: Pick<SchemeCardDto, 'id' | 'name' | 'applyLink' | 'officialLink' | 'bookmarked'>;
  compact?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const size = compact ? ' btn--sm' : '';
  return (
    <div className="scheme-card__actions">
      <ExternalLink href={scheme.applyLink} className={`btn btn--primary${size}`} data-testid="scheme-apply">
        {t('schemes.apply')}
      </ExternalLink>
      <ExternalLink href={scheme.officialLink} className={`btn btn--outline${size}`} data-testid="scheme-official">
        {t('schemes.officialWebsite')}
      </ExternalLink>
      <SaveSchemeButton schemeId={scheme.id} schemeName={scheme.name} bookmarked={scheme.bookmarked ?? false} />
      {children}
    </div>
  );
}
