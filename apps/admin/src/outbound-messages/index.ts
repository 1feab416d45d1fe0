import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboundMessageList } from './OutboundMessageList';
import { OutboundMessageShow } from './OutboundMessageShow';
import type { OutboundMessageRecord } from './types';

export const outboundMessages = {
  list: OutboundMessageList,
  show: OutboundMessageShow,
  icon: OutboxIcon,
  recordRepresentation: (message: OutboundMessageRecord) =>
    message.subject ? `${message.recipient}: ${message.subject}` : message.recipient,
};
