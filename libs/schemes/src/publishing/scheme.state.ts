import type { Scheme } from '../scheme.schema';
import type { SchemeEvent } from './scheme.events';

export type SchemeState = { status: 'Unpublished' } | { status: 'Published'; scheme: Scheme; archived: boolean };

export const initialSchemeState = (): SchemeState => ({ status: 'Unpublished' });

export function evolveScheme(state: SchemeState, event: SchemeEvent): SchemeState {
  switch (event.type) {
    case 'SchemePublished':
      return { status: 'Published', scheme: event.data.scheme, archived: false };
    case 'SchemeUpdated':
      return state.status === 'Published' ? { ...state, scheme: event.data.scheme } : state;
    case 'SchemeArchived':
      return state.status === 'Published' ? { ...state, archived: true } : state;
    case 'SchemeRestored':
      return state.status === 'Published' ? { ...state, archived: false } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
