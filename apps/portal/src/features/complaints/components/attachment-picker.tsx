import { type EvidenceKind } from '@jan-seva/contracts';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useComplaintMessage } from '../lib/messages';
import { ATTACHMENT_RULES, formatBytes, MAX_ATTACHMENTS, maxMegabytes } from '../lib/evidence';
import { type Attachment, type AttachmentsState } from '../lib/use-attachments';
import { VoiceRecorder } from './voice-recorder';

const KINDS: { kind: EvidenceKind; multiple: boolean }[] = [
  { kind: 'photo', multiple: true },
  { kind: 'voice', multiple: false },
  { kind: 'document', multiple: true },
];

/**
 * Photos, a voice note (recorded here or chosen) and documents, each checked for type and size
 * as it is chosen; after submission each file shows its own upload progress.
 */
export function AttachmentPicker({
  state,
  disabled,
  existing = 0,
  progressOnly = false,
}: {
  state: AttachmentsState;
  disabled?: boolean;
  existing?: number;
  /** After filing: only the files and their upload progress. */
  progressOnly?: boolean;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const full = existing + state.attachments.length >= MAX_ATTACHMENTS;

  const choose = (kind: EvidenceKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files ? Array.from(event.target.files) : [];
    state.add(files, kind);
    // The same file can be chosen again after removing it.
    event.target.value = '';
  };

  if (progressOnly) {
    return (
      <section className="attachments" aria-label={t('complaints.form.attachments')} data-testid="complaint-attachments">
        <ul className="attachments__list attachments__list--bare" data-testid="complaint-attachment-list">
          {state.attachments.map((item) => (
            <AttachmentRow key={item.id} item={item} onRemove={() => state.remove(item.id)} disabled />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <fieldset className="attachments" data-testid="complaint-attachments">
      <legend className="attachments__legend">
        {t('complaints.form.attachments')} <span className="field__optional">({t('common.optional')})</span>
      </legend>
      <p className="field__hint">{t('complaints.form.attachmentsHint', { max: MAX_ATTACHMENTS })}</p>
      <div className="attachments__pickers">
        {KINDS.map(({ kind, multiple }) => {
          const inputId = `${baseId}-${kind}`;
          return (
            <div className="attachments__picker" key={kind}>
              <label htmlFor={inputId} className="attachments__label">
                {t(`complaints.evidenceKind.${kind}`)}
              </label>
              <span className="attachments__rule">{t(`complaints.form.rule.${kind}`, { mb: maxMegabytes(kind) })}</span>
              {kind === 'voice' ? (
                <VoiceRecorder onRecorded={(file) => state.add([file], 'voice')} disabled={disabled || full} />
              ) : null}
              <input
                id={inputId}
                type="file"
                className="attachments__input"
                accept={ATTACHMENT_RULES[kind].accept}
                multiple={multiple}
                onChange={choose(kind)}
                disabled={disabled || full}
                data-testid={`complaint-attach-${kind}`}
              />
            </div>
          );
        })}
      </div>

      {state.rejections.length > 0 ? (
        <ul className="form-alert form-alert--error attachments__rejections" role="alert" data-testid="complaint-attachment-errors">
          {state.rejections.map((rejection, index) => (
            <li key={`${rejection.name}-${index}`}>
              {t(`complaints.form.rejected.${rejection.problem}`, {
                name: rejection.name,
                kind: t(`complaints.evidenceKind.${rejection.kind}`),
                mb: maxMegabytes(rejection.kind),
                max: MAX_ATTACHMENTS,
              })}
            </li>
          ))}
        </ul>
      ) : null}

      {state.attachments.length > 0 ? (
        <ul className="attachments__list" data-testid="complaint-attachment-list">
          {state.attachments.map((item) => (
            <AttachmentRow key={item.id} item={item} onRemove={() => state.remove(item.id)} disabled={disabled} />
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}

function AttachmentRow({ item, onRemove, disabled }: { item: Attachment; onRemove: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const translateMessage = useComplaintMessage();
  const label = t('complaints.form.uploadProgress', { name: item.file.name });
  return (
    <li className={`attachment attachment--${item.status}`} data-testid="complaint-attachment" data-status={item.status}>
      <div className="attachment__head">
        <span className="badge badge--muted">{t(`complaints.evidenceKind.${item.kind}`)}</span>
        <span className="attachment__name">{item.file.name}</span>
        <span className="attachment__size muted small">{formatBytes(item.file.size)}</span>
        {item.status === 'ready' || item.status === 'failed' ? (
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled && item.status === 'ready'} aria-label={t('complaints.form.removeAttachment', { name: item.file.name })}>
            {t('complaints.form.remove')}
          </Button>
        ) : null}
      </div>
      {item.status !== 'ready' ? (
        <div className="attachment__progress">
          <div
            className="progress"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            data-testid="complaint-attachment-progress"
          >
            <div className="progress__bar" style={{ width: `${item.progress}%` }} />
          </div>
          <span className="attachment__status small" data-testid="complaint-attachment-status">
            {item.status === 'uploading'
              ? t('complaints.form.uploading', { percent: item.progress })
              : item.status === 'done'
                ? t('complaints.form.uploaded')
                : t('complaints.form.uploadFailed', { reason: translateMessage(item.error ?? '') })}
          </span>
        </div>
      ) : null}
    </li>
  );
}
