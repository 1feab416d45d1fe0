import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { MAIN_NAV, MOBILE_EXTRA_NAV } from './nav-items';
import { useLogout } from './use-logout';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The hamburger menu for narrow screens (spec: Shared header, mobile menu). */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label={t('nav.mobileNavigation')} hidden={!open} data-testid="mobile-menu">
      <ul className="mobile-menu__list">
        {[...MAIN_NAV, ...MOBILE_EXTRA_NAV].map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="mobile-menu__link" onClick={onClose}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
        <li className="mobile-menu__auth">
          {isAuthenticated ? (
            <button
              type="button"
              className="btn btn--outline btn--block"
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t('nav.logout')}
            </button>
          ) : (
            <NavLink to="/login" className="btn btn--primary btn--block" onClick={onClose}>
              {t('nav.loginRegister')}
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
}
