import { loadCatalogue } from '@jan-seva/schemes';
import { createAssistant } from '../assistant';
import { ASSISTANT_LANGUAGES } from '../types';
import { loadDevSet } from './dev-set';
import { runEvaluation, type LanguageReport } from './evaluate';

/** `npm run eval:assistant`: the development set's figures per language; exits 1 when a threshold fails. */
const devSet = loadDevSet();
const assistant = createAssistant(loadCatalogue());
const report = runEvaluation(devSet, assistant);

const pct = (value: number) => (Number.isNaN(value) ? '   –  ' : `${(value * 100).toFixed(1).padStart(5)}%`);
const ms = (value: number) => (Number.isNaN(value) ? '  –  ' : `${value.toFixed(2).padStart(6)}`);
const row = (label: string, r: LanguageReport) =>
  [
    label.padEnd(9),
    String(r.questions).padStart(4),
    pct(r.top1),
    pct(r.top3),
    `${pct(r.figuresMatch)} (${r.answersWithFigures})`.padEnd(14),
    pct(r.offTopicRefused),
    pct(r.falseRefusals),
    ms(r.p50Ms),
    ms(r.p95Ms),
  ].join('  ');

console.log(`Assistant evaluation: ${devSet.length} development questions, ${assistant.schemes.length} schemes\n`);
console.log(['language ', '   n', ' top-1', ' top-3', 'figures-match ', 'off-ref', 'false-ref', 'p50 ms', 'p95 ms'].join('  '));
for (const language of ASSISTANT_LANGUAGES) console.log(row(language, report.byLanguage[language]));
console.log(row('all', report.overall));
if (report.misses.length > 0) {
  console.log('\nMissed (top-1 wrong, wrongly refused, or off-topic answered):');
  for (const miss of report.misses) {
    console.log(`  ${miss.id} [${miss.refused ? 'refused' : miss.confidence}] ${miss.question} → ${miss.got.join(', ') || '—'} (expected ${Array.isArray(miss.expected) ? miss.expected.join('|') : 'none'})`);
  }
}
if (report.failures.length > 0) {
  console.error(`\nFAILED:\n  ${report.failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll thresholds met: top-3 ≥ 95% (en) / 90% (hi, hinglish), top-1 ≥ 85%, off-topic refused ≥ 90%, figures-match 100%.');
}
