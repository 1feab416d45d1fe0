import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SchemeInput } from '../scheme.schema';
import { schemeFile } from '../testing/scheme-fixtures';
import { CatalogueError } from './catalogue.errors';
import { catalogueDir } from './catalogue-dir';
import { loadCatalogue } from './load-catalogue';
import { validateScheme } from './validate-scheme';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, content: unknown) =>
  writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));

/** The loader's message, or a failure saying it loaded. */
function problemsOf(): string {
  try {
    loadCatalogue(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as CatalogueError).message;
  }
  throw new Error('the catalogue loaded, but it should have been refused');
}

describe('loadCatalogue', () => {
  it('loads valid files, sorted by id, with defaults applied', () => {
    write('pm-kisan.json', schemeFile());
    write('pmfby.json', schemeFile({ id: 'pmfby', relatedSchemes: ['pm-kisan'] }));
    write('README.md', '# not a scheme');
    const schemes = loadCatalogue(dir);
    expect(schemes.map((scheme) => scheme.id)).toEqual(['pm-kisan', 'pmfby']);
    expect(schemes[0]).toMatchObject({ status: 'active', alsoIn: [], importantDates: [], sources: [] });
  });

  it('refuses a malformed file naming the file, the field and why', () => {
    const broken = schemeFile();
    (broken.benefits[0] as Record<string, unknown>).amountInr = 'six thousand';
    write('pm-kisan.json', broken);
    expect(problemsOf()).toBe('pm-kisan.json: benefits.0.amountInr: Invalid input: expected number, received string');
  });

  it('lists every problem of every file, one per line', () => {
    write('pm-kisan.json', { ...schemeFile(), officialLink: 'pmkisan.gov.in', colour: 'green' });
    write('pmfby.json', '{ "id": "pmfby", ');
    const lines = problemsOf().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pm-kisan\.json: officialLink: /),
        'pm-kisan.json: colour: Unknown field',
        expect.stringMatching(/^pmfby\.json: not valid JSON \(/),
      ]),
    );
  });

  it('requires the id to equal the file name, and ids to be unique', () => {
    write('pm-kisan.json', schemeFile());
    write('pm-kisan-copy.json', schemeFile());
    expect(problemsOf()).toBe(
      "pm-kisan-copy.json: id: 'pm-kisan' must equal the file name 'pm-kisan-copy'\n" +
        "pm-kisan.json: id: 'pm-kisan' is also the id in pm-kisan-copy.json",
    );
  });

  it('requires related schemes to exist', () => {
    write('pm-kisan.json', schemeFile({ relatedSchemes: ['pmfby', 'pm-kisan'] }));
    expect(problemsOf().split('\n').sort()).toEqual([
      "pm-kisan.json: relatedSchemes.0: 'pmfby' is not a scheme id in the catalogue",
      'pm-kisan.json: relatedSchemes.1: a scheme is not related to itself',
    ]);
  });

  it('requires every rule to name a fact of the citizen profile', () => {
    const scheme = schemeFile();
    (scheme.rules[0]!.condition as Record<string, unknown>).fact = 'landHectares';
    write('pm-kisan.json', scheme);
    expect(problemsOf()).toMatch(/^pm-kisan\.json: rules\.0\.condition\.fact: Invalid option: expected one of "age"\|/);
  });

  it('throws when the directory does not exist', () => {
    expect(() => loadCatalogue(join(dir, 'missing'))).toThrow(/ENOENT/);
  });
});

describe('validateScheme: what the schema alone cannot check', () => {
  const issuesOf = (overrides: Partial<SchemeInput>) => {
    const result = validateScheme(schemeFile(overrides));
    return result.success ? [] : result.issues.map((issue) => `${issue.path}: ${issue.message}`);
  };
  const withRule = (rule: Record<string, unknown>) =>
    issuesOf({ rules: [{ id: 'r', label: { en: 'x', hi: 'क' }, reason: { en: 'x', hi: 'क' }, ...rule } as SchemeInput['rules'][number]] });

  it('accepts the fixture', () => {
    expect(issuesOf({})).toEqual([]);
  });

  it('refuses an operator that does not fit the fact', () => {
    expect(withRule({ condition: { fact: 'gender', op: 'gte', value: 1 } })).toEqual(["rules.0.condition.op: 'gte' needs a numeric fact; 'gender' is choice"]);
    expect(withRule({ condition: { fact: 'age', op: 'is', value: true } })).toEqual(["rules.0.condition.op: 'is' needs a yes/no fact; 'age' is years"]);
    expect(withRule({ condition: { fact: 'isBpl', op: 'in', values: ['yes'] } })).toEqual(["rules.0.condition.op: use 'is' for the yes/no fact 'isBpl'"]);
    expect(withRule({ condition: { fact: 'age', op: 'between', min: 40, max: 18 } })).toEqual(['rules.0.condition.min: min 40 is above max 18']);
  });

  it('refuses values a fact cannot take (a typo would fail every citizen)', () => {
    expect(withRule({ anyOf: [{ fact: 'isBpl', op: 'is', value: true }, { fact: 'state', op: 'in', values: ['Uttar pradesh'] }] })).toEqual([
      expect.stringMatching(/^rules\.0\.anyOf\.1\.values\.0: 'Uttar pradesh' is not a value of state \(Andhra Pradesh, /),
    ]);
    expect(withRule({ condition: { fact: 'occupation', op: 'notIn', values: ['farmers'] } })).toEqual([
      expect.stringMatching(/^rules\.0\.condition\.values\.0: 'farmers' is not a value of occupation/),
    ]);
    expect(withRule({ condition: { fact: 'studentClass', op: 'in', values: ['11'] } })).toEqual(['rules.0.condition.values.0: studentClass values are numbers']);
  });

  it('refuses unknown placeholders and repeated rule ids', () => {
    expect(withRule({ condition: { fact: 'age', op: 'gte', value: 18 }, reason: { en: 'You are {age}', hi: 'आयु {value}' } })).toEqual([
      'rules.0.reason.en: unknown placeholder {age} (use {value} or {limit})',
    ]);
    const rule = schemeFile().rules[0]!;
    expect(issuesOf({ rules: [rule, rule] })).toEqual(["rules.1.id: rule id 'owns-cultivable-land' is used twice"]);
  });

  it('checks dates and the state of a scheme', () => {
    expect(issuesOf({ lastVerified: '2025-02-30' })).toEqual(['lastVerified: 2025-02-30 is not a calendar date']);
    expect(issuesOf({ state: 'India' })).toEqual(["state: a central scheme's state is 'All India', not 'India'"]);
    const residents = {
      id: 'resident',
      label: { en: 'Lives in West Bengal', hi: 'पश्चिम बंगाल के निवासी' },
      condition: { fact: 'state' as const, op: 'in' as const, values: ['West Bengal'] },
      reason: { en: 'For residents of West Bengal', hi: 'पश्चिम बंगाल के निवासियों के लिए' },
    };
    expect(issuesOf({ level: 'state', state: 'Bengal', rules: [residents] })).toEqual([
      "state: 'Bengal' is not a state or union territory name of the profile",
      'rules: a state scheme needs a rule \'state in ["Bengal"]\'',
    ]);
    expect(issuesOf({ level: 'state', state: 'West Bengal' })).toEqual(['rules: a state scheme needs a rule \'state in ["West Bengal"]\'']);
    expect(issuesOf({ level: 'state', state: 'West Bengal', rules: [residents] })).toEqual([]);
  });
});

describe('catalogueDir', () => {
  it('finds libs/schemes/data from the source and from the compiled dist', () => {
    const data = resolve(__dirname, '../../data');
    expect(catalogueDir()).toBe(data);
    expect(catalogueDir(resolve(__dirname, '../../dist/catalogue'))).toBe(data);
    expect(existsSync(join(data, 'README.md'))).toBe(true);
  });

  it('refuses a place outside the package', () => {
    expect(() => catalogueDir(tmpdir())).toThrow(/libs\/schemes\/package\.json not found/);
  });
});

describe('a broken copy of a real catalogue file', () => {
  it('is refused with the file and the field named', () => {
    const real = join(catalogueDir(), 'pm-kisan.json');
    if (!existsSync(real)) throw new Error(`${real} is missing: the catalogue must have PM-KISAN (issue 3)`);
    const scheme = JSON.parse(readFileSync(real, 'utf8')) as SchemeInput;
    mkdirSync(dir, { recursive: true });
    write('pm-kisan.json', { ...scheme, benefits: [{ ...scheme.benefits[0], amountInr: '6000' }, ...scheme.benefits.slice(1)] });
    expect(problemsOf()).toContain('pm-kisan.json: benefits.0.amountInr: Invalid input: expected number, received string');
  });
});
