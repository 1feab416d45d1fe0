import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { Icon } from '../ui/icon';
import { Logo } from '../ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-items';
import { useLogout } from './use-logout';

/** Sticky shared header (spec section 2). */
export function Header() {
  const { t } = useTranslation();
  const { user, isAuthenticated, isLoading } = useAuth();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header" data-testid="site-header">
      <div className="tricolour" aria-hidden="true" />
      <div className="site-header__bar container">
        <Link to="/" className="brand" aria-label={t('nav.homeLink')} data-testid="header-logo">
          <Logo />
          <span className="brand__text" aria-hidden="true">
            <span className="brand__name">{t('app.name')}</span>
            <span className="brand__tagline">{t('app.tagline')}</span>
          </span>
        </Link>

        <div className="site-header__actions">
          <LanguageSwitcher />
          {isLoading && !user ? (
            // While the stored session is checked, show neither Login nor the profile.
            <span className="header-auth-placeholder" aria-hidden="true" />
          ) : isAuthenticated && user ? (
            <>
              <NavLink
                to="/profile"
                className="header-profile"
                data-testid="header-profile"
                aria-label={t('nav.signedInAs', { name: `${user.firstName} ${user.lastName}` })}
              >
                <span className="avatar" aria-hidden="true">
                  {user.firstName.charAt(0).toUpperCase()}
                </span>
                <span className="header-profile__name">{user.firstName}</span>
              </NavLink>
              <button type="button" className="btn btn--outline btn--sm header-logout" onClick={() => void logout()} data-testid="header-logout">
                {t('nav.logout')}
              </button>
            </>
          ) : (
            <Link to="/login" className="btn btn--primary btn--sm header-login" data-testid="header-login">
              {t('nav.login')}
            </Link>
          )}
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="mobile-menu-toggle"
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          </button>
        </div>
      </div>

      <nav className="site-nav" aria-label={t('nav.mainNavigation')} data-testid="main-nav">
        <ul className="site-nav__list container">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="site-nav__link">
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
