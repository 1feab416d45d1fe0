import AlarmIcon from '@mui/icons-material/Alarm';
import { complaintLabel, type ComplaintRecord } from '../complaints/types';
import { OverdueList } from './OverdueList';

/** A view of the complaints, not a resource of its own: rows open in the complaints resource. */
export const complaintsOverdue = {
  list: OverdueList,
  icon: AlarmIcon,
  recordRepresentation: (complaint: ComplaintRecord) => complaintLabel(complaint),
};
