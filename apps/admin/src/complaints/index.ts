import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { ComplaintList } from './ComplaintList';
import { ComplaintShow } from './ComplaintShow';
import { complaintLabel, type ComplaintRecord } from './types';

export const complaints = {
  list: ComplaintList,
  show: ComplaintShow,
  icon: ReportProblemIcon,
  recordRepresentation: (complaint: ComplaintRecord) => complaintLabel(complaint),
};
