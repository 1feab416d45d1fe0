/** The administrator `npm start` creates for the browser journeys (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e.admin@janseva.gov.in', password: 'Sachiv-Mandal-2026' };
