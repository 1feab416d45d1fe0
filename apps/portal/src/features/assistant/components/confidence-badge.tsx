import { useTranslation } from 'react-i18next';

export type ConfidenceLevel = 'high' | 'medium' | 'low';

/** Spec section 9: green at 80 or more, yellow 60 to 79, red below 60. */
export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 80) return 'high';
  if (confidence >= 60) return 'medium';
  return 'low';
}

export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const { t } = useTranslation();
  const level = confidenceLevel(confidence);
  return (
    <span
      className={`chat-confidence chat-confidence--${level}`}
      data-testid="assistant-confidence"
      data-level={level}
      title={t(`assistant.confidenceLevels.${level}`)}
    >
      {t('assistant.confidence', { percent: confidence })}
    </span>
  );
}
