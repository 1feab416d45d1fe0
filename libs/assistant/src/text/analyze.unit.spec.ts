import { analyzeQuery, indexTerms, tokenize } from './analyze';
import { foldDevanagari, stemDevanagari } from './devanagari';
import { foldLatin, stemLatin } from './latin';
import { boundedDistance, SpellingCorrector } from './spelling';

const keys = (text: string) => tokenize(text).map((token) => token.key);
const concepts = (text: string) => analyzeQuery(text).groups.flatMap((group) => group.concepts);

describe('spelling normalisation', () => {
  it.each([
    ['yojana', 'yojna'],
    ['kisan', 'kisaan'],
    ['rupees', 'rupaye'],
    ['rupees', 'rs'],
    ['rupees', 'Rs.'],
    ['paisa', 'paise'],
    ['padhai', 'padhaai'],
    ['padhai', 'parhai'],
    ['makan', 'makaan'],
    ['vidhwa', 'vidhva'],
    ['ilaj', 'ilaaj'],
    ['naukri', 'nokri'],
    ['rozgar', 'rojgar'],
    ['zameen', 'jameen'],
    ['shiksha', 'siksha'],
    ['beema', 'bima'],
    ['chhatravritti', 'chatravriti'],
    ['documents', 'document'],
    ['schemes', 'scheme'],
    ['दस्तावेज़', 'दस्तावेज'],
    ['पेन्शन', 'पेंशन'],
    ['रुपये', 'रुपए'],
    ['बुढ़ापा', 'बुढापा'],
    ['नीति', 'निति'],
    ['कॉलेज', 'कालेज'],
  ])('%j and %j are one word', (a, b) => {
    expect(keys(a)).toEqual(keys(b));
  });

  it('keeps the scheme-name spellings of @jan-seva/schemes (pmkisan → pm kisan, mnrega → mgnrega)', () => {
    expect(keys('pmkisan')).toEqual(keys('PM-KISAN'));
    expect(keys('mnrega')).toEqual(keys('MGNREGA'));
  });

  it('folds romanised spellings and English plurals', () => {
    expect(foldLatin('kisaan')).toBe(foldLatin('kisan'));
    expect(foldLatin('bachcha')).toBe(foldLatin('bacha'));
    expect(foldLatin('kheti')).toBe(foldLatin('keti'));
    expect(stemLatin('subsidies')).toBe('subsidy');
    expect(stemLatin('farmers')).toBe('farmer');
    expect(stemLatin('class')).toBe('class');
    expect(stemLatin('bus')).toBe('bus');
    expect(stemLatin('news')).toBe('news');
  });

  it('stems Hindi inflections to one stem', () => {
    const stem = (word: string) => stemDevanagari(foldDevanagari(word));
    expect(stem('किसानों')).toBe(stem('किसान'));
    expect(stem('महिलाओं')).toBe(stem('महिला'));
    expect(stem('योजनाएं')).toBe(stem('योजना'));
    expect(stem('योजनायें')).toBe(stem('योजना'));
    expect(stem('पात्रता')).toBe(stem('पात्र'));
  });

  it('corrects a typo to the one known word nearest to it', () => {
    const corrector = new SpellingCorrector(['scholarship', 'pension', 'insurance', 'loan']);
    expect(corrector.correct('scholorship')).toBe('scholarship');
    expect(corrector.correct('pensoin')).toBe('pension');
    expect(corrector.correct('loan')).toBeUndefined();
    expect(corrector.correct('cricket')).toBeUndefined();
    expect(boundedDistance('pension', 'pensoin', 2)).toBe(1);
    // A first letter is rarely the typo: "dollar" is not read as "solar".
    expect(new SpellingCorrector(['solar']).correct('dolar')).toBeUndefined();
  });
});

describe('the concept map', () => {
  it.each([
    ['pension', ['pension', 'penshan', 'पेंशन', 'pention']],
    ['house', ['ghar', 'घर', 'house', 'makaan', 'awas', 'आवास', 'housing']],
    ['girl', ['beti', 'बेटी', 'daughter', 'ladki', 'लड़की', 'girl child', 'betiyon', 'बेटियों']],
    ['farmer', ['kheti', 'खेती', 'farming', 'kisan', 'किसान', 'farmers', 'kisano', 'किसानों']],
    ['education', ['padhai', 'पढ़ाई', 'education', 'school', 'scholarship', 'छात्रवृत्ति']],
    ['health', ['ilaj', 'इलाज', 'treatment', 'hospital', 'अस्पताल']],
    ['loan', ['loan', 'karz', 'ऋण', 'लोन', 'karza']],
    ['insurance', ['bima', 'बीमा', 'insurance', 'beema']],
    ['lpg', ['gas', 'cylinder', 'LPG', 'गैस', 'सिलेंडर']],
    ['job', ['naukri', 'rozgar', 'job', 'नौकरी', 'रोजगार']],
    ['oldage', ['budhapa', 'old age', 'वृद्धावस्था', 'बुढ़ापे', 'senior citizen', 'बुजुर्ग']],
    ['widow', ['vidhwa', 'widow', 'विधवा', 'widows']],
    ['disability', ['divyang', 'disability', 'विकलांग', 'दिव्यांग', 'handicapped']],
    ['women', ['mahila', 'women', 'महिला', 'mahilaon', 'महिलाओं', 'aurat']],
  ])('%s is named by %j', (concept, forms) => {
    for (const form of forms) expect(concepts(form)).toContain(concept);
  });

  it('reads a phrase before its words ("old age" is one concept, "self help group" is not help)', () => {
    expect(analyzeQuery('old age pension').groups.map((group) => group.concepts)).toEqual([['oldage'], ['pension']]);
    expect(concepts('self help group loan')).toEqual(['shg', 'loan']);
  });

  it('matches a phrase with stopwords between its words ("husband has died" is a widow)', () => {
    expect(concepts('my husband has died')).toContain('widow');
    expect(concepts('pati ki maut ho gayi')).toContain('widow');
  });

  it('reads romanised plurals of concept words', () => {
    expect(concepts('majdooron')).toContain('worker');
    expect(concepts('betiyon')).toContain('girl');
  });

  it('indexes catalogue text under words and concepts alike', () => {
    expect(indexTerms('Atal Pension Yojana')).toContain('~pension');
    expect(indexTerms('अटल पेंशन योजना')).toContain('~pension');
    expect(indexTerms('the pension')).not.toContain('the');
  });
});

describe('analyzeQuery', () => {
  it('drops stopwords and intent words, keeps topics, generic words and numbers', () => {
    const groups = analyzeQuery('PM Kisan mein kitna paisa milta hai?').groups;
    expect(groups.map((group) => group.kind)).toEqual(['generic', 'concept']);
    expect(analyzeQuery('what documents do I need for 6000 rupees').groups.map((group) => group.kind)).toEqual(['number']);
  });

  it('notices off-topic words and greetings', () => {
    expect(analyzeQuery('what is the capital of France').offTopic).toBeGreaterThan(0);
    expect(analyzeQuery('cricket score today').offTopic).toBeGreaterThan(0);
    expect(analyzeQuery('pension for widows').offTopic).toBe(0);
    expect(analyzeQuery('namaste').greeting).toBe(true);
  });
});
