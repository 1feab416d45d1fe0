import type { OutboundChannel, OutboundStatus } from './types';

export const channelChoices: { id: OutboundChannel; name: string }[] = [
  { id: 'email', name: 'resources.outbound-messages.channels.email' },
  { id: 'sms', name: 'resources.outbound-messages.channels.sms' },
];

export const statusChoices: { id: OutboundStatus; name: string }[] = [
  { id: 'queued', name: 'resources.outbound-messages.statuses.queued' },
  { id: 'sent', name: 'resources.outbound-messages.statuses.sent' },
  { id: 'kept', name: 'resources.outbound-messages.statuses.kept' },
  { id: 'failed', name: 'resources.outbound-messages.statuses.failed' },
];
