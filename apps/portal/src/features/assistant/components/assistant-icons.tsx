import { type ReactNode } from 'react';
import { StrokeIcon } from '../../../components/ui/icon';

/** Line icons the chat needs beyond the shared set (Feather/Lucide style, MIT). */
const PATHS = {
  mic: (
    <>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4M8 22h8" />
    </>
  ),
  send: <path d="m22 2-7 20-4-9-9-4 20-7zM22 2 11 13" />,
  minus: <path d="M5 12h14" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  expand: <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />,
  sparkles: (
    <>
      <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
      <path d="M19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  check: <path d="M20 6 9 17l-5-5" />,
} satisfies Record<string, ReactNode>;

export type AssistantIconName = keyof typeof PATHS;

export function AssistantIcon({ name, size = 20 }: { name: AssistantIconName; size?: number }) {
  return <StrokeIcon size={size}>{PATHS[name]}</StrokeIcon>;
}
