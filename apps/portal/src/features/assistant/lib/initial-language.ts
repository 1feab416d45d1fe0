import { type ChatLanguage } from '../types';

/** The chat starts in Hindi when the interface is Hindi, else in English. */
export function initialChatLanguage(interfaceLanguage: string | undefined): ChatLanguage {
  return interfaceLanguage?.startsWith('hi') ? 'hi' : 'en';
}
