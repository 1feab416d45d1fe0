import { schemeFile } from '../testing/scheme-fixtures';
import { schemeSchema } from '../scheme.schema';
import { normaliseQuery } from './normalise';
import { searchDocument } from './search-document';

describe('normaliseQuery', () => {
  it.each([
    ['PM-KISAN', 'pm kisan'],
    ['pm kisan', 'pm kisan'],
    ['  PM   Kisan  ', 'pm kisan'],
    ['pmkisan', 'pm kisan'],
    ['PM-JAY', 'pm jay'],
    ['Kisan Samman', 'kisan samman'],
    ['kisaan sammaan nidhi', 'kisan samman nidhi'],
    ['Atal Pension Yojna', 'atal pension yojana'],
    ['PMAY-G (Gramin)', 'pmay g gramin'],
    ["Women's scheme!", 'womens scheme'],
    ['e-Shram', 'e shram'],
    ['eshram', 'e shram'],
    ['MNREGA', 'mgnrega'],
    ['Pradhān Mantri', 'pradhan mantri'],
    ['PMKVY 4.0', 'pmkvy 4 0'],
    ['₹1,50,000 loan', '150000 loan'],
    ['ＰＭ　ＫＩＳＡＮ', 'pm kisan'],
  ])('%j → %j', (q, expected) => {
    expect(normaliseQuery(q)).toBe(expected);
  });

  it('keeps Devanagari, folds nukta and chandrabindu, drops the danda', () => {
    expect(normaliseQuery('किसान')).toBe('किसान');
    expect(normaliseQuery('पीएम-किसान।')).toBe('पीएम किसान');
    expect(normaliseQuery('ज़मीन')).toBe(normaliseQuery('जमीन'));
    expect(normaliseQuery('मज़दूर')).toBe('मजदूर');
    expect(normaliseQuery('हाँ')).toBe('हां');
    expect(normaliseQuery('प्रधानमंत्री आवास योजना')).toBe('प्रधान मंत्री आवास योजना');
    expect(normaliseQuery('योजना २०२५')).toBe('योजना 2025');
  });

  it('is idempotent and gives empty for punctuation only', () => {
    for (const q of ['PM-KISAN', 'kisaan', 'प्रधानमंत्री', 'pmkisan', '']) expect(normaliseQuery(normaliseQuery(q))).toBe(normaliseQuery(q));
    expect(normaliseQuery(' -- ... ')).toBe('');
  });

  it('does not read object keys as spellings', () => {
    expect(normaliseQuery('constructor toString')).toBe('constructor tostring');
  });
});

describe('searchDocument', () => {
  const pmKisan = schemeSchema.parse(schemeFile());
  const doc = searchDocument(pmKisan);

  it('splits the text by weight in each language, normalised like a query', () => {
    expect(doc.en).toEqual({
      title: 'pradhan mantri kisan samman nidhi pm kisan',
      keywords: 'farmer income support',
      body: 'income support of 6000 a year to landholding farmer families paid in three instalments ministry of agriculture and farmers welfare',
    });
    expect(doc.hi.title).toBe('प्रधान मंत्री किसान सम्मान निधि पीएम किसान पीएमकिसान');
    expect(doc.hi.keywords).toBe('किसान आय सहायता');
    expect(doc.all).toContain(doc.en.title);
    expect(doc.all).toContain(doc.hi.body);
  });

  /** The words of a query all present in the document: what full-text search will match. */
  const finds = (q: string) => normaliseQuery(q).split(' ').every((word) => ` ${doc.all} `.includes(` ${word} `));

  it.each(['pm kisan', 'PM-KISAN', 'kisan samman', 'किसान', 'kisaan', 'pmkisan', 'प्रधानमंत्री किसान'])('finds PM-KISAN by %j', (q) => {
    expect(finds(q)).toBe(true);
  });

  it('does not find it by words it does not have', () => {
    expect(finds('pension')).toBe(false);
  });
});
