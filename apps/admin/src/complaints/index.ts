import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazy } from 'react';
import { complaintLabel, type ComplaintRecord } from './types';

// Loaded when first opened, as the scheme views are: the complaint views use the contracts'
// constants, whose module brings zod, which the rest of the console does not need.
export const complaints = {
  list: lazy(() => import('./ComplaintList').then((module) => ({ default: module.ComplaintList }))),
  show: lazy(() => import('./ComplaintShow').then((module) => ({ default: module.ComplaintShow }))),
  icon: ReportProblemIcon,
  recordRepresentation: (complaint: ComplaintRecord) => complaintLabel(complaint),
};
