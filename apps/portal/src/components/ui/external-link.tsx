import { type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site, opened in a new tab without giving it access to this window. */
export function ExternalLink({ children, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      <span className="external-icon" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}
