import { SCHEME_STATES, STATE_LABELS, type IndianState } from '@jan-seva/schemes';
import { keysOf } from './analyze';
import { PhraseMatcher } from './phrases';

/**
 * States and union territories named in a question, in English, Hindi or the usual short
 * forms ("bengal", "MP", "TN"). Short forms that are also English words ("UP") are left out.
 */
const SHORT_FORMS: Partial<Record<IndianState, string[]>> = {
  'West Bengal': ['bengal', 'wb', 'बंगाल', 'paschim bangal', 'bangal'],
  'Madhya Pradesh': ['mp', 'madhya pradesh', 'एमपी'],
  'Tamil Nadu': ['tn', 'tamilnadu', 'तमिलनाडु'],
  Maharashtra: ['maharastra', 'महाराष्ट्र'],
  'Uttar Pradesh': ['uttar pradesh', 'यूपी'],
  Delhi: ['new delhi', 'दिल्ली'],
  'Andhra Pradesh': ['andhra'],
  'Jammu and Kashmir': ['kashmir', 'j k', 'jammu'],
  Odisha: ['orissa'],
};

const MATCHER = new PhraseMatcher<IndianState>();
for (const state of SCHEME_STATES) {
  for (const name of [state, STATE_LABELS[state].en, STATE_LABELS[state].hi, ...(SHORT_FORMS[state] ?? [])]) {
    const keys = keysOf(name);
    if (keys.length > 0) MATCHER.add(keys, state);
  }
}

export function statesIn(keys: readonly string[]): Set<IndianState> {
  return new Set(MATCHER.findAll(keys).flatMap((match) => match.values));
}
