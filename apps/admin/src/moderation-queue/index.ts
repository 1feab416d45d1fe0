import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { ModerationItem } from '../complaints/types';
import { ModerationQueueList } from './ModerationQueueList';

export const moderationQueue = {
  list: ModerationQueueList,
  icon: FactCheckIcon,
  recordRepresentation: (item: ModerationItem) => item.registrationNumber,
};
