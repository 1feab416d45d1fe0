import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AssistantWidgetSlot } from '../../features/assistant/widget-slot';
import { PageLoader } from '../ui/page-loader';
import { Footer } from './footer';
import { Header } from './header';
import { SessionExpiryHandler } from './session-expiry';

/** The page frame: skip link, header, the routed page, footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <SessionExpiryHandler />
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* The floating assistant: every page, loaded after the first paint. */}
      <AssistantWidgetSlot />
    </div>
  );
}
