import { loadCatalogue } from '@jan-seva/schemes';
import { createAssistant } from '../assistant';
import { loadDevSet } from './dev-set';
import { runEvaluation, THRESHOLDS } from './evaluate';
import { figuresMatch, rupeeFigures } from './figures';

const devSet = loadDevSet();

describe('the development set', () => {
  it('has at least 150 questions, balanced over English, Hindi and Hinglish, with at least 25 off-topic', () => {
    expect(devSet.length).toBeGreaterThanOrEqual(150);
    const count = (language: string) => devSet.filter((q) => q.language === language).length;
    for (const language of ['en', 'hi', 'hinglish']) expect(count(language)).toBeGreaterThanOrEqual(devSet.length / 4);
    expect(devSet.filter((q) => q.expected === 'none').length).toBeGreaterThanOrEqual(25);
    for (const kind of ['benefit', 'eligibility', 'documents', 'apply', 'need'] as const) {
      expect(devSet.some((q) => q.kind === kind)).toBe(true);
    }
    expect(new Set(devSet.map((q) => q.id)).size).toBe(devSet.length);
  });

  it('names only schemes of the catalogue', () => {
    const ids = new Set(loadCatalogue().map((scheme) => scheme.id));
    for (const q of devSet) if (q.expected !== 'none') for (const id of q.expected) expect(ids).toContain(id);
  });
});

describe('runEvaluation on the development set', () => {
  const report = runEvaluation(devSet, createAssistant(loadCatalogue()));

  it('meets every threshold', () => {
    expect(report.failures).toEqual([]);
  });

  it.each(['en', 'hi', 'hinglish'] as const)('%s: top-3, top-1, off-topic refusals and figures', (language) => {
    const r = report.byLanguage[language];
    expect(r.top3).toBeGreaterThanOrEqual(THRESHOLDS.top3[language]);
    expect(r.top1).toBeGreaterThanOrEqual(THRESHOLDS.top1);
    expect(r.offTopicRefused).toBeGreaterThanOrEqual(THRESHOLDS.offTopicRefused);
    expect(r.figuresMatch).toBe(1);
  });
});

describe('figures', () => {
  it('reads rupee figures in Indian and lakh/crore notation', () => {
    expect(rupeeFigures('₹6,000 a year, ₹5 lakh cover, ₹1.25 lakh, ₹1 crore, ₹5 लाख, ₹2,50,000')).toEqual([6000, 500000, 125000, 10000000, 500000, 250000]);
  });

  it('accepts only figures the cited scheme states', () => {
    const kisan = loadCatalogue().find((scheme) => scheme.id === 'pm-kisan');
    if (!kisan) throw new Error('pm-kisan missing');
    expect(figuresMatch('₹6,000 a year in instalments of ₹2,000', [kisan])).toBe(true);
    expect(figuresMatch('₹8,000 a year', [kisan])).toBe(false);
  });
});
