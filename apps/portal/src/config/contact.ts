/** Help-desk contacts shown in the footer and legal pages. One place to change them. */
export const CONTACT = {
  tollFree: '1800-121-3468',
  tollFreeHref: 'tel:18001213468',
  supportEmail: 'support@janseva.gov.in',
  address: 'New Delhi, India',
} as const;

/** Official national portals the footer and dashboard point to (open in a new tab). */
export const GOVERNMENT_PORTALS = [
  { key: 'indiaGov', href: 'https://www.india.gov.in/' },
  { key: 'mygov', href: 'https://www.mygov.in/' },
  { key: 'digilocker', href: 'https://www.digilocker.gov.in/' },
  { key: 'pgportal', href: 'https://pgportal.gov.in/' },
  { key: 'myscheme', href: 'https://www.myscheme.gov.in/' },
] as const;
