import {
  appealRequestSchema,
  commentRequestSchema,
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  type ComplaintCategory,
  feedbackRequestSchema,
  updateComplaintRequestSchema,
  URGENCY_LEVELS,
  type Urgency,
} from '@jan-seva/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { type ComplaintDetail, useAddComment, useAppeal, useGiveFeedback, useRefreshComplaint, useUpdateComplaint } from '../api/complaints-api';
import { newIdempotencyKey } from '../lib/idempotency';
import { useComplaintMessage } from '../lib/messages';
import { useAttachments } from '../lib/use-attachments';
import { AttachmentPicker } from './attachment-picker';
import { TextAreaField } from './complaint-form';

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/** The author's edit while the complaint is pending (PUT /complaints/:id sends only what changed). */
export function EditComplaint({ complaint, onDone }: { complaint: ComplaintDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const { toast } = useToast();
  const update = useUpdateComplaint(complaint.id);
  const [title, setTitle] = useState(complaint.title);
  const [description, setDescription] = useState(complaint.description);
  const [category, setCategory] = useState<ComplaintCategory>(complaint.category);
  const [location, setLocation] = useState(complaint.location ?? '');
  const [urgency, setUrgency] = useState<Urgency>(complaint.urgency);
  const [postToSocial, setPostToSocial] = useState(complaint.postToSocial);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    if (title !== complaint.title) changes.title = title;
    if (description !== complaint.description) changes.description = description;
    if (category !== complaint.category) changes.category = category;
    if (location.trim() !== (complaint.location ?? '')) changes.location = location;
    if (urgency !== complaint.urgency) changes.urgency = urgency;
    if (postToSocial !== complaint.postToSocial) changes.postToSocial = postToSocial;
    const parsed = updateComplaintRequestSchema.safeParse(changes);
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('complaints.edit.saved'), variant: 'success' });
        onDone();
      },
      onError: (failure) => setError(translate(errorText(failure))),
    });
  };

  return (
    <form className="form panel detail-form" onSubmit={onSubmit} noValidate data-testid="complaint-edit-form">
      <h2 className="panel__title">{t('complaints.edit.title')}</h2>
      <p className="small muted">{t('complaints.edit.hint')}</p>
      {error ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="complaint-edit-error">
          {error}
        </p>
      ) : null}
      <TextField id="edit-title" label={t('complaints.form.titleLabel')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={COMPLAINT_LIMITS.title} required />
      <TextAreaField id="edit-description" label={t('complaints.form.descriptionLabel')} value={description} onChange={setDescription} maxLength={COMPLAINT_LIMITS.description} />
      <div className="form__grid">
        <SelectField id="edit-category" label={t('complaints.form.categoryLabel')} value={category} onChange={(e) => setCategory(e.target.value as ComplaintCategory)} required>
          {COMPLAINT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`complaints.category.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField id="edit-location" label={t('complaints.form.locationLabel')} value={location} onChange={(e) => setLocation(e.target.value)} maxLength={COMPLAINT_LIMITS.location} optional />
        <SelectField id="edit-urgency" label={t('complaints.form.urgencyLabel')} value={urgency} onChange={(e) => setUrgency(e.target.value as Urgency)}>
          {URGENCY_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`complaints.urgency.${level}`)} ({t(`complaints.guidance.${level}`)})
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField id="edit-post-social" label={t('complaints.form.postToSocial')} checked={postToSocial} onChange={(e) => setPostToSocial(e.target.checked)} />
      <div className="form__footer form__row">
        <Button type="submit" loading={update.isPending} data-testid="complaint-edit-save">
          {t('complaints.edit.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('complaints.edit.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** More photos, a voice note or documents for an open complaint (the author). */
export function AddEvidence({ complaint }: { complaint: ComplaintDetail }) {
  const { t } = useTranslation();
  const attachments = useAttachments(complaint.evidenceCount);
  const refresh = useRefreshComplaint();
  const [busy, setBusy] = useState(false);
  const pending = attachments.attachments.filter((item) => item.status === 'ready' || item.status === 'failed').length;

  const onUpload = async () => {
    setBusy(true);
    try {
      const outcome = await attachments.uploadAll(complaint.id);
      if (outcome.uploaded > 0) refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="add-evidence-title" data-testid="complaint-add-evidence">
      <h2 id="add-evidence-title" className="panel__title">
        {t('complaints.detail.addEvidence')}
      </h2>
      <AttachmentPicker state={attachments} disabled={busy} existing={complaint.evidenceCount} />
      {pending > 0 || busy ? (
        <div className="form__row add-evidence__actions">
          <Button onClick={() => void onUpload()} loading={busy} data-testid="complaint-upload-evidence">
            {t('complaints.detail.uploadEvidence', { count: pending })}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** A comment by any signed-in citizen while the complaint is open. */
export function CommentForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const add = useAddComment(complaintId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = commentRequestSchema.safeParse({ text });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    key.current ??= newIdempotencyKey();
    add.mutate(
      { text: parsed.data.text, idempotencyKey: key.current },
      {
        onSuccess: () => {
          key.current = null;
          setText('');
        },
        onError: (failure) => setError(translate(errorText(failure))),
      },
    );
  };

  return (
    <form className="form comment-form" onSubmit={onSubmit} noValidate data-testid="complaint-comment-form">
      <TextAreaField
        id="complaint-comment-text"
        label={t('complaints.comments.add')}
        value={text}
        onChange={(value) => {
          setText(value);
          key.current = null;
        }}
        maxLength={COMPLAINT_LIMITS.comment}
        rows={3}
        error={error ?? undefined}
      />
      <Button type="submit" loading={add.isPending} data-testid="complaint-comment-submit">
        {t('complaints.comments.submit')}
      </Button>
    </form>
  );
}

/** 1-5 stars and a remark, once, by the author after resolution (CPGRAMS feedback). */
export function FeedbackForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const { toast } = useToast();
  const give = useGiveFeedback(complaintId);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = feedbackRequestSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    give.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('complaints.feedback.thanks'), variant: 'success' }),
      onError: (failure) => setError(translate(errorText(failure))),
    });
  };

  return (
    <form className="panel form" onSubmit={onSubmit} noValidate data-testid="complaint-feedback-form" aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`} className="panel__title">
        {t('complaints.feedback.title')}
      </h2>
      <p className="small muted">{t('complaints.feedback.intro')}</p>
      <fieldset className="stars">
        <legend className="field__label">{t('complaints.feedback.rating')}</legend>
        <div className="stars__options">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={`star ${value <= rating ? 'star--on' : ''}`}>
              <input
                type="radio"
                name={`${groupId}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="visually-hidden"
                data-testid={`complaint-feedback-star-${value}`}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('complaints.feedback.stars', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id="complaint-feedback-comment"
        label={t('complaints.feedback.comment')}
        value={comment}
        onChange={setComment}
        maxLength={COMPLAINT_LIMITS.feedbackComment}
        rows={3}
        required={false}
      />
      {error ? (
        <p className="form-alert form-alert--error" role="alert" data-testid="complaint-feedback-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={give.isPending} data-testid="complaint-feedback-submit">
        {t('complaints.feedback.submit')}
      </Button>
    </form>
  );
}

/** The author's appeal against the disposal, once, within 30 days. */
export function AppealForm({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const translate = useComplaintMessage();
  const { toast } = useToast();
  const appeal = useAppeal(complaintId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = appealRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    appeal.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('complaints.appeal.registered'), variant: 'success' }),
      onError: (failure) => setError(translate(errorText(failure))),
    });
  };

  return (
    <section className="panel" data-testid="complaint-appeal" aria-labelledby="complaint-appeal-title">
      <h2 id="complaint-appeal-title" className="panel__title">
        {t('complaints.appeal.title')}
      </h2>
      <p className="small muted">{t('complaints.appeal.intro')}</p>
      {open ? (
        <form className="form" onSubmit={onSubmit} noValidate data-testid="complaint-appeal-form">
          <TextAreaField id="complaint-appeal-reason" label={t('complaints.appeal.reason')} value={reason} onChange={setReason} maxLength={COMPLAINT_LIMITS.reason} rows={4} error={error ?? undefined} />
          <div className="form__row">
            <Button type="submit" loading={appeal.isPending} data-testid="complaint-appeal-submit">
              {t('complaints.appeal.submit')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('complaints.edit.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)} data-testid="complaint-appeal-open">
          {t('complaints.appeal.open')}
        </Button>
      )}
    </section>
  );
}
