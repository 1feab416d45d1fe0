import { DISPOSED_COMPLAINT_STATUSES, type ComplaintStatus } from '@jan-seva/contracts';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useUpvote } from '../api/complaints-api';
import { useComplaintMessage } from '../lib/messages';

const isDisposed = (status: ComplaintStatus) => (DISPOSED_COMPLAINT_STATUSES as readonly string[]).includes(status);

/**
 * One vote per citizen (pressing again withdraws it). Never on one's own complaint, and not
 * once the complaint is disposed of: the button is then disabled and says why.
 */
export function UpvoteButton({
  id,
  upvotes,
  upvoted,
  own,
  status,
}: {
  id: string;
  upvotes: number;
  upvoted: boolean | undefined;
  own: boolean;
  status: ComplaintStatus;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const translate = useComplaintMessage();
  const vote = useUpvote();
  const disabledReason = own ? t('complaints.upvote.own') : isDisposed(status) ? t('complaints.upvote.closed') : null;
  const count = formatNumber(upvotes);
  const label = t(upvoted ? 'complaints.upvote.withdrawLabel' : 'complaints.upvote.label', { shown: count });

  const onClick = () => {
    vote.mutate(
      { id, upvote: !upvoted },
      {
        onError: (error) =>
          toast({ title: t('complaints.upvote.failed'), description: translate(error instanceof ApiError ? error.message : String(error)), variant: 'destructive' }),
      },
    );
  };

  return (
    <button
      type="button"
      className={`upvote ${upvoted ? 'upvote--active' : ''}`}
      onClick={onClick}
      disabled={disabledReason !== null || vote.isPending}
      aria-pressed={disabledReason ? undefined : Boolean(upvoted)}
      aria-label={disabledReason ? `${label}. ${disabledReason}` : label}
      title={disabledReason ?? undefined}
      data-testid="complaint-upvote"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" fill={upvoted ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
        <path d="M12 4 4 14h5v6h6v-6h5z" strokeLinejoin="round" />
      </svg>
      <span data-testid="complaint-upvote-count">{count}</span>
    </button>
  );
}
