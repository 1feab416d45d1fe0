import AlarmIcon from '@mui/icons-material/Alarm';
import { lazy } from 'react';
import { complaintLabel, type ComplaintRecord } from '../complaints/types';

/**
 * A view of the complaints, not a resource of its own: rows open in the complaints resource.
 * Loaded when first opened (see complaints/index.ts).
 */
export const complaintsOverdue = {
  list: lazy(() => import('./OverdueList').then((module) => ({ default: module.OverdueList }))),
  icon: AlarmIcon,
  recordRepresentation: (complaint: ComplaintRecord) => complaintLabel(complaint),
};
