import { useMutation } from '@tanstack/react-query';
import { HttpError, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { ComplaintRecord } from './types';

/** What an administrator reads when a command fails: the API's own reason, or the 409 advice. */
export const commandErrorMessage = (error: unknown): string => {
  if (error instanceof HttpError && error.status === 409) return 'resources.complaints.notifications.conflict';
  return (error instanceof Error && error.message) || 'ra.notification.http_error';
};

interface Options {
  /** The notification on success (a message key). */
  success: string;
  /** After the success notification and the refresh (closing a dialog). */
  onSuccess?: () => void;
}

/**
 * One backend command of the complaints API through the console's data provider: a
 * notification either way, and every shown list and record read again after a success.
 * A 409 (someone else changed the complaint first) leaves the screen as it is, with a message
 * asking to reload, so that nothing is decided on a state the administrator did not see.
 */
export const useComplaintCommand = <P>(
  run: (dataProvider: AdminDataProvider, params: P) => Promise<{ data: ComplaintRecord }>,
  { success, onSuccess }: Options,
) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: P) => run(dataProvider, params),
    onSuccess: () => {
      notify(success, { type: 'info' });
      refresh();
      onSuccess?.();
    },
    onError: (error: unknown) => notify(commandErrorMessage(error), { type: 'error' }),
  });
};
