import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schemeSchema } from '../scheme.schema';
import { catalogueDir } from './catalogue-dir';
import { loadCatalogue } from './load-catalogue';

/**
 * The catalogue covers every scheme that docs/scheme-catalogue.md lists (issue 3's first
 * acceptance test). The document sits in ../shared beside the repository, here and in CI.
 */
const repoRoot = resolve(__dirname, '../../../..');
const cataloguePage = resolve(repoRoot, '../shared/docs/scheme-catalogue.md');

/** Each name as the document writes it → the catalogue ids that cover it (data/README.md). */
const IDS_BY_NAME: Record<string, string[]> = {
  'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)': ['pm-kisan'],
  'Pradhan Mantri Fasal Bima Yojana': ['pmfby'],
  'Kisan Credit Card': ['kisan-credit-card'],
  'Pradhan Mantri Kisan Maandhan Yojana': ['pm-kisan-maandhan'],
  'Soil Health Card Scheme': ['soil-health-card'],
  'PM-KUSUM': ['pm-kusum'],
  'Pradhan Mantri Krishi Sinchayee Yojana': ['pmksy'],
  'Ayushman Bharat PM-JAY (including the Ayushman Vay Vandana card for citizens aged 70+)': ['ab-pmjay', 'ayushman-vay-vandana'],
  'Janani Suraksha Yojana': ['janani-suraksha-yojana'],
  'Pradhan Mantri Matru Vandana Yojana': ['pmmvy'],
  'Pradhan Mantri Surakshit Matritva Abhiyan': ['pmsma'],
  'Pradhan Mantri Bhartiya Janaushadhi Pariyojana': ['pmbjp'],
  'Rashtriya Arogya Nidhi': ['rashtriya-arogya-nidhi'],
  'PMAY-Gramin': ['pmay-gramin'],
  'PMAY-Urban 2.0': ['pmay-urban-2'],
  'PM Surya Ghar Muft Bijli Yojana': ['pm-surya-ghar'],
  'Pradhan Mantri Ujjwala Yojana': ['pm-ujjwala'],
  MGNREGA: ['mgnrega'],
  'Pradhan Mantri Kaushal Vikas Yojana 4.0': ['pmkvy-4'],
  'DDU-GKY': ['ddu-gky'],
  'DAY-NRLM': ['day-nrlm'],
  'PM Vishwakarma': ['pm-vishwakarma'],
  'PM SVANidhi': ['pm-svanidhi'],
  'PM Internship Scheme': ['pm-internship'],
  'National Apprenticeship Promotion Scheme': ['naps'],
  'Pradhan Mantri Mudra Yojana': ['pm-mudra'],
  'Stand-Up India': ['stand-up-india'],
  'Startup India Seed Fund Scheme': ['startup-india-seed-fund'],
  PMEGP: ['pmegp'],
  CGTMSE: ['cgtmse'],
  'PM Formalisation of Micro Food Processing Enterprises (PMFME)': ['pmfme'],
  'Post Matric Scholarship for Scheduled Caste students': ['post-matric-scholarship-sc'],
  'National Means-cum-Merit Scholarship': ['nmmss'],
  'Central Sector Scheme of Scholarship for College and University Students': ['central-sector-scholarship'],
  'PM YASASVI': ['pm-yasasvi'],
  'PM Vidyalaxmi': ['pm-vidyalaxmi'],
  'INSPIRE Scholarship for Higher Education': ['inspire-she'],
  'AICTE Pragati Scholarship for Girls': ['aicte-pragati'],
  'PM POSHAN': ['pm-poshan'],
  'Atal Pension Yojana': ['atal-pension-yojana'],
  'Pradhan Mantri Jeevan Jyoti Bima Yojana': ['pmjjby'],
  'Pradhan Mantri Suraksha Bima Yojana': ['pmsby'],
  'Pradhan Mantri Shram Yogi Maandhan': ['pm-sym'],
  'Pradhan Mantri Jan Dhan Yojana': ['pmjdy'],
  'Sukanya Samriddhi Yojana': ['sukanya-samriddhi'],
  'Senior Citizens Savings Scheme': ['scss'],
  'e-Shram': ['e-shram'],
  'Indira Gandhi National Old Age Pension Scheme': ['ignoaps'],
  'Indira Gandhi National Widow Pension Scheme': ['ignwps'],
  'National Family Benefit Scheme': ['nfbs'],
  'Pradhan Mantri Garib Kalyan Anna Yojana': ['pmgkay'],
  'One Nation One Ration Card': ['onorc'],
  'Beti Bachao Beti Padhao': ['beti-bachao-beti-padhao'],
  'Mission Shakti (One Stop Centres)': ['mission-shakti-osc'],
  'Lakhpati Didi': ['lakhpati-didi'],
  'ADIP (Assistance to Disabled Persons for purchase of aids and appliances)': ['adip'],
  'Kanyashree Prakalpa': ['wb-kanyashree'],
  'Krishak Bandhu': ['wb-krishak-bandhu'],
  'Lakshmir Bhandar': ['wb-lakshmir-bhandar'],
  'Ladli Behna Yojana': ['mp-ladli-behna'],
  'Mukhyamantri Majhi Ladki Bahin Yojana': ['mh-majhi-ladki-bahin'],
  'Kalaignar Magalir Urimai Thogai': ['tn-kalaignar-magalir-urimai'],
};

interface ListedScheme {
  name: string;
  /** 'Agriculture', …, or the state's name for state schemes. */
  group: string;
  section: 'central' | 'state';
}

/** The list items under "## Central schemes" and "## State schemes": "- Group: name; name; …". */
function listedSchemes(markdown: string): ListedScheme[] {
  const items: { text: string; section: 'central' | 'state' }[] = [];
  let section: 'central' | 'state' | undefined;
  let open = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      section = /central/i.test(line) ? 'central' : /state/i.test(line) ? 'state' : undefined;
      open = false;
    } else if (section && line.startsWith('- ')) {
      items.push({ text: line.slice(2).trim(), section });
      open = true;
    } else if (section && open && /^\s+\S/.test(line)) {
      items[items.length - 1]!.text += ` ${line.trim()}`;
    } else {
      open = false;
    }
  }
  return items.flatMap(({ text, section: itemSection }) => {
    const colon = text.indexOf(':');
    const group = text.slice(0, colon).trim();
    return text
      .slice(colon + 1)
      .split(';')
      .map((name) => name.trim().replace(/\.$/, ''))
      .filter(Boolean)
      .map((name) => ({ name, group, section: itemSection }));
  });
}

const devanagari = /[\u0900-\u097F]/;
const hasHindi = (value: unknown) => typeof value === 'string' && devanagari.test(value);
type Raw = Record<string, unknown> & { name?: { hi?: unknown }; description?: { hi?: unknown }; rules?: unknown; officialLink?: unknown; level?: unknown; state?: unknown };

function readScheme(id: string): { raw?: Raw; problems: string[] } {
  const file = join(catalogueDir(), `${id}.json`);
  if (!existsSync(file)) return { problems: ['missing (no data file)'] };
  let raw: Raw;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as Raw;
  } catch (error) {
    return { problems: [`not valid JSON (${(error as Error).message})`] };
  }
  const problems: string[] = [];
  if (!hasHindi(raw.name?.hi) || !hasHindi(raw.description?.hi)) problems.push('no Hindi name or description');
  if (typeof raw.officialLink !== 'string' || !/^https?:\/\/\S+\.\S+/.test(raw.officialLink)) problems.push('no official link');
  if (!Array.isArray(raw.rules) || raw.rules.length === 0) problems.push('no eligibility rule');
  const parsed = schemeSchema.safeParse(raw);
  if (!parsed.success) {
    problems.push(`invalid: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return { raw, problems };
}

describe('the scheme catalogue covers docs/scheme-catalogue.md', () => {
  const markdown = existsSync(cataloguePage) ? readFileSync(cataloguePage, 'utf8') : undefined;
  const listed = markdown ? listedSchemes(markdown) : [];

  it('reads the scheme list from the document', () => {
    if (!markdown) throw new Error(`${cataloguePage} not found: the catalogue document sits in ../shared/docs beside the repository`);
    expect(listed.length).toBeGreaterThanOrEqual(60);
    expect(listed).toContainEqual({ name: 'PM-KISAN (Pradhan Mantri Kisan Samman Nidhi)', group: 'Agriculture', section: 'central' });
    expect(listed).toContainEqual({ name: 'Pradhan Mantri Surakshit Matritva Abhiyan', group: 'Health', section: 'central' });
    expect(listed).toContainEqual({ name: 'Lakshmir Bhandar', group: 'West Bengal', section: 'state' });
  });

  it('maps every listed name to catalogue ids (a new name in the document needs a line in IDS_BY_NAME)', () => {
    const unmapped = listed.filter(({ name }) => !IDS_BY_NAME[name]).map(({ name }) => name);
    expect(unmapped).toEqual([]);
  });

  it('has every listed scheme, with Hindi text, an official link and at least one rule', () => {
    const report: string[] = [];
    for (const { name, group, section } of listed) {
      for (const id of IDS_BY_NAME[name] ?? []) {
        const { raw, problems } = readScheme(id);
        if (raw && section === 'state' && (raw.level !== 'state' || raw.state !== group)) {
          problems.push(`should be level 'state' and state '${group}' (is ${String(raw.level)} / ${String(raw.state)})`);
        }
        if (problems.length > 0) report.push(`${id}.json (${name}): ${problems.join('; ')}`);
      }
    }
    if (report.length > 0) {
      throw new Error(`${report.length} scheme(s) of scheme-catalogue.md are missing or incomplete:\n${report.join('\n')}`);
    }
  });

  it('loads as a whole: every file valid, ids unique, related schemes existing', () => {
    expect(() => loadCatalogue()).not.toThrow();
  });
});
