import { LegalPage } from '../components/legal-page';

const SECTIONS = [
  { title: 'legal.termsUseTitle', text: 'legal.termsUseText' },
  { title: 'legal.termsAccountTitle', text: 'legal.termsAccountText' },
  { title: 'legal.termsInfoTitle', text: 'legal.termsInfoText' },
  { title: 'legal.termsConductTitle', text: 'legal.termsConductText' },
  { title: 'legal.termsChangesTitle', text: 'legal.termsChangesText' },
];

export function TermsRoute() {
  return <LegalPage titleKey="legal.termsTitle" introKey="legal.termsIntro" sections={SECTIONS} />;
}
