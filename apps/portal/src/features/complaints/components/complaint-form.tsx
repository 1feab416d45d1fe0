import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  ComplaintMessages,
  type FileComplaintForm,
  fileComplaintRequestSchema,
  RESPONSE_TIME_GUIDANCE,
  URGENCY_LEVELS,
  type Urgency,
} from '@jan-seva/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { type ComplaintDetail, useFileComplaint, useRefreshComplaint } from '../api/complaints-api';
import { newIdempotencyKey } from '../lib/idempotency';
import { useComplaintMessage } from '../lib/messages';
import { useAttachments, type UploadOutcome } from '../lib/use-attachments';
import { AttachmentPicker } from './attachment-picker';

type Field = 'title' | 'description' | 'category' | 'location';

interface Draft {
  title: string;
  description: string;
  category: string;
  location: string;
  urgency: Urgency;
  postToSocial: boolean;
}

const EMPTY_DRAFT: Draft = { title: '', description: '', category: '', location: '', urgency: 'medium', postToSocial: true };

/**
 * The submit form of the Complaints page (spec sections 2, 3 and 5): title, description and
 * category required (else the alert 'Please fill in all required fields'), location optional,
 * urgency medium by default, attachments, and the auto-post box checked by default. The
 * attachments go up one by one after the complaint is registered.
 */
export function ComplaintForm({ onFiled }: { onFiled?: (complaint: ComplaintDetail) => void }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [alert, setAlert] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [filed, setFiled] = useState<ComplaintDetail | null>(null);
  const [uploads, setUploads] = useState<UploadOutcome | null>(null);
  const [uploading, setUploading] = useState(false);
  const attachments = useAttachments();
  const refresh = useRefreshComplaint();
  const submit = useFileComplaint();
  /** One key per submission of this draft: a double click or a retry records one complaint. */
  const idempotencyKey = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const filedRef = useRef<HTMLHeadingElement>(null);

  // Screen-reader and keyboard users land on the confirmation with the registration number.
  useEffect(() => {
    if (filed) filedRef.current?.focus();
  }, [filed]);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in fieldErrors) setFieldErrors(({ [key as Field]: _cleared, ...rest }) => rest);
    // A changed draft is a new submission.
    if (!submit.isPending) idempotencyKey.current = null;
  };

  const upload = async (complaint: ComplaintDetail) => {
    setUploading(true);
    try {
      const outcome = await attachments.uploadAll(complaint.id);
      setUploads(outcome);
      if (outcome.uploaded > 0) refresh();
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const input: FileComplaintForm = {
      title: draft.title,
      description: draft.description,
      category: (draft.category || undefined) as FileComplaintForm['category'],
      location: draft.location,
      urgency: draft.urgency,
      postToSocial: draft.postToSocial,
    };
    const parsed = fileComplaintRequestSchema.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      let missing = false;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (issue.message === ComplaintMessages.requiredFields) missing = true;
        errors[field] ??= translate(issue.message);
      }
      setFieldErrors(errors);
      setAlert(translate(missing ? ComplaintMessages.requiredFields : parsed.error.issues[0]!.message));
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setAlert(null);
    setFieldErrors({});
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const complaint = await submit.mutateAsync({ request: parsed.data, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = null;
      setFiled(complaint);
      onFiled?.(complaint);
      if (attachments.attachments.length > 0) void upload(complaint);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setAlert(translate(apiError?.message ?? String(error)));
      if (apiError) {
        const errors: Partial<Record<Field, string>> = {};
        for (const field of ['title', 'description', 'category', 'location'] as const) {
          if (apiError.fields[field]) errors[field] = translate(apiError.fields[field]);
        }
        setFieldErrors(errors);
        // The server refused this draft for good: the next try is a new submission.
        if (apiError.status >= 400 && apiError.status < 500) idempotencyKey.current = null;
      }
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  const startOver = () => {
    setDraft(EMPTY_DRAFT);
    setFiled(null);
    setUploads(null);
    setAlert(null);
    attachments.reset();
    submit.reset();
  };

  if (filed) {
    const failed = attachments.attachments.some((item) => item.status === 'failed');
    return (
      <section className="panel complaint-filed" data-testid="complaint-filed" aria-labelledby="complaint-filed-title">
        <div className="form-alert form-alert--success" role="status">
          <h2 id="complaint-filed-title" className="complaint-filed__title" tabIndex={-1} ref={filedRef}>
            {t('complaints.form.filedTitle')}
          </h2>
          <p>{t('complaints.form.filedText')}</p>
          <p className="complaint-filed__number">
            <span className="complaint-filed__label">{t('complaints.registrationNumber')}</span>
            <strong data-testid="complaint-registration-number">{filed.registrationNumber}</strong>
          </p>
          <p className="small">
            {t('complaints.form.filedGuidance', { time: t(`complaints.guidance.${filed.urgency}`) })}
            {filed.postToSocial ? ` ${t('complaints.form.filedSocial')}` : ''}
          </p>
        </div>
        {attachments.attachments.length > 0 ? (
          <AttachmentPicker state={attachments} disabled progressOnly />
        ) : null}
        {uploads && uploads.failed > 0 ? (
          <p className="form-alert form-alert--error" role="alert" data-testid="complaint-upload-failed">
            {t('complaints.form.someUploadsFailed', { count: uploads.failed })}
          </p>
        ) : null}
        <div className="complaint-filed__actions">
          <Link className="btn btn--primary btn--md" to={`/complaints/${encodeURIComponent(filed.registrationNumber)}`} data-testid="complaint-view-filed">
            {t('complaints.form.viewComplaint')}
          </Link>
          {failed ? (
            <Button variant="outline" onClick={() => void upload(filed)} loading={uploading} data-testid="complaint-retry-uploads">
              {t('complaints.form.retryUploads')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={startOver} disabled={uploading} data-testid="complaint-file-another">
            {t('complaints.form.fileAnother')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form className="form panel complaint-form" onSubmit={(event) => void onSubmit(event)} noValidate data-testid="complaint-form" aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="panel__title">
        {t('complaints.form.title')}
      </h2>
      <p className="muted small">{t('complaints.form.intro')}</p>
      {alert ? (
        <div className="form-alert form-alert--error" role="alert" tabIndex={-1} ref={alertRef} data-testid="complaint-form-alert">
          {alert}
        </div>
      ) : null}
      <TextField
        id="complaint-title"
        label={t('complaints.form.titleLabel')}
        placeholder={t('complaints.form.titlePlaceholder')}
        value={draft.title}
        onChange={(event) => change('title', event.target.value)}
        maxLength={COMPLAINT_LIMITS.title}
        required
        error={fieldErrors.title}
        data-testid="complaint-title"
      />
      <TextAreaField
        id="complaint-description"
        label={t('complaints.form.descriptionLabel')}
        placeholder={t('complaints.form.descriptionPlaceholder')}
        value={draft.description}
        onChange={(value) => change('description', value)}
        maxLength={COMPLAINT_LIMITS.description}
        error={fieldErrors.description}
        hint={t('complaints.form.descriptionHint')}
      />
      <div className="form__grid">
        <SelectField
          id="complaint-category"
          label={t('complaints.form.categoryLabel')}
          value={draft.category}
          onChange={(event) => change('category', event.target.value)}
          required
          error={fieldErrors.category}
          data-testid="complaint-category"
        >
          <option value="">{t('complaints.form.categoryPlaceholder')}</option>
          {COMPLAINT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`complaints.category.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id="complaint-location"
          label={t('complaints.form.locationLabel')}
          placeholder={t('complaints.form.locationPlaceholder')}
          value={draft.location}
          onChange={(event) => change('location', event.target.value)}
          maxLength={COMPLAINT_LIMITS.location}
          optional
          error={fieldErrors.location}
          data-testid="complaint-location"
        />
      </div>
      <fieldset className="urgency-choice">
        <legend className="field__label">{t('complaints.form.urgencyLabel')}</legend>
        <div className="urgency-choice__options">
          {URGENCY_LEVELS.map((level) => (
            <label key={level} className={`urgency-option urgency-option--${level} ${draft.urgency === level ? 'urgency-option--checked' : ''}`}>
              <input
                type="radio"
                name="complaint-urgency"
                value={level}
                checked={draft.urgency === level}
                onChange={() => change('urgency', level)}
                data-testid={`complaint-urgency-${level}`}
              />
              <span className="urgency-option__name">{t(`complaints.urgency.${level}`)}</span>
              <span className="urgency-option__time small">{t(`complaints.guidance.${level}`, { defaultValue: RESPONSE_TIME_GUIDANCE[level] })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <AttachmentPicker state={attachments} disabled={submit.isPending} />
      <CheckboxField
        id="complaint-post-social"
        label={t('complaints.form.postToSocial')}
        checked={draft.postToSocial}
        onChange={(event) => change('postToSocial', event.target.checked)}
        data-testid="complaint-post-social"
      />
      <p className="field__hint complaint-form__social-hint">{t('complaints.form.postToSocialHint')}</p>
      <div className="form__footer">
        <Button type="submit" size="lg" loading={submit.isPending} data-testid="complaint-submit">
          {submit.isPending ? t('complaints.form.submitting') : t('complaints.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled textarea with its hint, counter and error, like the shared TextField. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  maxLength,
  error,
  hint,
  placeholder,
  required = true,
  rows = 5,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  rows?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ');
  return (
    <div className={`field ${error ? 'field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : (
          <span className="field__optional"> ({t('common.optional')})</span>
        )}
      </label>
      <textarea
        id={id}
        className="input textarea"
        rows={rows}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described}
        data-testid={testId ?? id}
      />
      <div className="textarea__meta">
        {hint ? (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        <span className="field__hint textarea__count" id={`${id}-count`}>
          {t('complaints.form.characters', { used: value.length, max: maxLength })}
        </span>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
