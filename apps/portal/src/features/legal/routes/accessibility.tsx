import { LegalPage } from '../components/legal-page';

const SECTIONS = [
  { title: 'legal.accessibilityMeasuresTitle', text: 'legal.accessibilityMeasuresText' },
  { title: 'legal.accessibilityFeedbackTitle', text: 'legal.accessibilityFeedbackText' },
];

export function AccessibilityRoute() {
  return <LegalPage titleKey="legal.accessibilityTitle" introKey="legal.accessibilityIntro" sections={SECTIONS} />;
}
