import type { ProfileFact } from '../profile';
import type { Bilingual, Condition } from '../scheme.schema';
import { FACTS } from './facts';

/**
 * Indian digit grouping (4,20,000; 1,25,00,000) done by hand rather than with Intl, so a
 * reason reads the same on every server and browser whatever ICU data it ships. Hindi text
 * uses the same Latin digits, as Government of India forms do.
 */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0;
  const abs = Math.abs(value);
  const digits = Number.isInteger(abs) ? abs.toFixed(0) : abs.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  const [whole = '0', fraction] = digits.split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Rupees as "₹4,20,000" (no paise: every amount in the catalogue and the profile is whole). */
export const formatInr = (amount: number): string => `₹${formatIndianNumber(Math.round(amount))}`;

const same = (text: string): Bilingual => ({ en: text, hi: text });

function formatClass(value: number): Bilingual {
  if (value <= 12) return { en: `Class ${value}`, hi: `कक्षा ${value}` };
  if (value <= 15) return { en: `Undergraduate year ${value - 12}`, hi: `स्नातक वर्ष ${value - 12}` };
  if (value <= 17) return { en: `Postgraduate year ${value - 15}`, hi: `स्नातकोत्तर वर्ष ${value - 15}` };
  return { en: 'Doctoral studies', hi: 'डॉक्टरेट (पीएचडी)' };
}

/** A number with its unit, or (`bare`) without it so a range can write the unit once. */
function formatNumberOf(fact: ProfileFact, value: number, bare = false): Bilingual {
  const n = formatIndianNumber(value);
  switch (FACTS[fact].kind) {
    case 'money':
      return same(formatInr(value));
    case 'years':
      return bare ? same(n) : { en: `${n} ${value === 1 ? 'year' : 'years'}`, hi: `${n} वर्ष` };
    case 'hectares':
      return bare ? same(n) : { en: `${n} ${value === 1 ? 'hectare' : 'hectares'}`, hi: `${n} हेक्टेयर` };
    case 'percent':
      return same(bare ? n : `${n}%`);
    case 'class':
      return bare && value <= 12 ? same(n) : formatClass(value);
    default:
      return same(n);
  }
}

const YES: Bilingual = { en: 'yes', hi: 'हाँ' };
const NO: Bilingual = { en: 'no', hi: 'नहीं' };

/**
 * A citizen's value (or a rule's) as a reason shows it: "₹4,20,000", "45 years", "Farmer".
 * `bare` leaves out the unit, for reasons that write it themselves ("{value} hectares").
 */
export function formatFactValue(fact: ProfileFact, value: unknown, bare = false): Bilingual {
  if (typeof value === 'boolean') return value ? YES : NO;
  if (typeof value === 'number') return bare && FACTS[fact].kind === 'money' ? same(formatIndianNumber(value)) : formatNumberOf(fact, value, bare);
  const option = FACTS[fact].options?.find((candidate) => candidate.value === value);
  return option ? option.label : same(String(value));
}

function joinOr(items: Bilingual[]): Bilingual {
  const join = (texts: string[], or: string) =>
    texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} ${or} ${texts[texts.length - 1]}`;
  return { en: join(items.map((item) => item.en), 'or'), hi: join(items.map((item) => item.hi), 'या') };
}

/** The rule's side of a condition: "₹3,50,000", "18 to 40 years", "Farmer or Fisher". */
export function formatLimit(condition: Condition, bare = false): Bilingual {
  const { fact } = condition;
  switch (condition.op) {
    case 'gte':
    case 'lte':
      return formatFactValue(fact, condition.value, bare);
    case 'between': {
      const kind = FACTS[fact].kind;
      const unitOnce = kind === 'years' || kind === 'hectares';
      const min = formatFactValue(fact, condition.min, bare || unitOnce);
      const max = formatFactValue(fact, condition.max, bare);
      return { en: `${min.en} to ${max.en}`, hi: `${min.hi} से ${max.hi}` };
    }
    case 'in':
    case 'notIn':
      return joinOr(condition.values.map((value) => formatFactValue(fact, value)));
    case 'is':
      return condition.value ? YES : NO;
  }
}

/** A unit the reason writes itself right after a placeholder, or right before it (₹, "class"). */
const UNIT_AFTER = /^\s*(years?\b|yrs?\b|hectares?\b|ha\b|acres?\b|rupees\b|वर्ष|साल|हेक्टेयर|रुपये|%)/i;
const UNIT_BEFORE = /(₹|\brs\.?|\binr|रु\.?|\bclass|कक्षा)\s*$/i;

export interface ReasonValues {
  /** The citizen's value, with (`bare` false) or without its unit. */
  value: (bare: boolean) => Bilingual;
  /** The rule's limit, likewise. */
  limit: (bare: boolean) => Bilingual;
}

/**
 * Fills {value} and {limit} in a rule's reason. Units come with the values ("45 years",
 * "₹4,20,000", "Class 10"), unless the reason already writes the unit around the placeholder
 * ("{value} hectares", "₹{limit}", "{limit}%", "कक्षा {value}"), so either way of writing a
 * reason reads right.
 */
export function fillReason(reason: Bilingual, values: ReasonValues): Bilingual {
  const fill = (text: string, lang: keyof Bilingual) =>
    text.replace(/\{(value|limit)\}/g, (match, which: 'value' | 'limit', offset: number) => {
      const bare = UNIT_AFTER.test(text.slice(offset + match.length)) || UNIT_BEFORE.test(text.slice(0, offset));
      return values[which](bare)[lang];
    });
  return { en: fill(reason.en, 'en'), hi: fill(reason.hi, 'hi') };
}
