import HistoryIcon from '@mui/icons-material/History';
import { EventList } from './EventList';
import { EventShow } from './EventShow';
import type { EventRecord } from './types';

export const events = {
  list: EventList,
  show: EventShow,
  icon: HistoryIcon,
  recordRepresentation: (event: EventRecord) => `#${event.globalPosition} ${event.type}`,
};
