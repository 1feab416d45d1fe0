/** Header navigation (spec: Shared header), in order. */
export const MAIN_NAV = [
  { to: '/dashboard', labelKey: 'nav.dashboard' },
  { to: '/schemes', labelKey: 'nav.schemes' },
  { to: '/verify', labelKey: 'nav.verify' },
  { to: '/events', labelKey: 'nav.events' },
  { to: '/complaints', labelKey: 'nav.complaints' },
  { to: '/locations', labelKey: 'nav.locations' },
  { to: '/sarkarqna', labelKey: 'nav.assistant' },
] as const;

/** What the mobile menu adds below the main navigation. */
export const MOBILE_EXTRA_NAV = [
  { to: '/search', labelKey: 'nav.search' },
  { to: '/notifications', labelKey: 'nav.notifications' },
  { to: '/language', labelKey: 'nav.language' },
  { to: '/profile', labelKey: 'nav.profile' },
] as const;
