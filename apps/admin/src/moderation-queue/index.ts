import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';
import type { ModerationItem } from '../complaints/types';

// Loaded when first opened (see complaints/index.ts).
export const moderationQueue = {
  list: lazy(() => import('./ModerationQueueList').then((module) => ({ default: module.ModerationQueueList }))),
  icon: FactCheckIcon,
  recordRepresentation: (item: ModerationItem) => item.registrationNumber,
};
