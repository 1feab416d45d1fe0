import '../test/reactAdminEnv';
import { catalogueDir } from '@jan-seva/schemes';
import { toSchemeDocument, validateSchemeForm } from './schemeDocument';

// The console validates as the seed does: every catalogue file the seed loads must pass the
// console's form validation unchanged, and come out of the form's clean-up as it went in.
const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
const dir = catalogueDir();
const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();

describe('the catalogue files, as the console sees them', () => {
  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s passes the form validation and round-trips', (file) => {
    const scheme = JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as Record<string, unknown>;

    expect(validateSchemeForm(scheme)).toEqual({});
    expect(toSchemeDocument(JSON.parse(JSON.stringify(scheme)) as Record<string, unknown>)).toEqual(scheme);
  });
});
