import type { Scheme } from '@jan-seva/schemes';

/** "₹6,000", "₹5 lakh", "₹1.25 crore", "₹5 लाख" → rupees. */
const RUPEES = /₹\s?(\d[\d,]*(?:\.\d+)?)(?:\s*(lakh|crore|लाख|करोड))?/giu;

export function rupeeFigures(text: string): number[] {
  return [...text.matchAll(RUPEES)].map((match) => {
    const value = Number((match[1] ?? '0').replace(/,/g, ''));
    const unit = match[2]?.toLowerCase();
    const factor = unit === 'lakh' || unit === 'लाख' ? 100_000 : unit === 'crore' || unit === 'करोड' ? 10_000_000 : 1;
    return Math.round(value * factor);
  });
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** Every rupee figure a catalogue entry states: its amounts and the ₹ figures in its text. */
export function catalogueFigures(scheme: Scheme): Set<number> {
  const figures = new Set<number>(scheme.benefits.flatMap((benefit) => (benefit.amountInr === undefined ? [] : [benefit.amountInr])));
  if (scheme.maxBenefitInr !== undefined) figures.add(scheme.maxBenefitInr);
  for (const text of strings(scheme)) for (const figure of rupeeFigures(text)) figures.add(figure);
  return figures;
}

/** Whether every ₹ figure of an answer is one the cited schemes' catalogue entries state. */
export function figuresMatch(answer: string, cited: readonly Scheme[]): boolean {
  const known = new Set(cited.flatMap((scheme) => [...catalogueFigures(scheme)]));
  return rupeeFigures(answer).every((figure) => known.has(figure));
}
