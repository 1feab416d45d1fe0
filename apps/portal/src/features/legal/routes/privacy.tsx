import { LegalPage } from '../components/legal-page';

const SECTIONS = [
  { title: 'legal.privacyCollectTitle', text: 'legal.privacyCollectText' },
  { title: 'legal.privacyUseTitle', text: 'legal.privacyUseText' },
  { title: 'legal.privacyShareTitle', text: 'legal.privacyShareText' },
  { title: 'legal.privacyRightsTitle', text: 'legal.privacyRightsText' },
  { title: 'legal.privacySecurityTitle', text: 'legal.privacySecurityText' },
];

export function PrivacyRoute() {
  return <LegalPage titleKey="legal.privacyTitle" introKey="legal.privacyIntro" sections={SECTIONS} />;
}
