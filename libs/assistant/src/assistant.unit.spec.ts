import { loadCatalogue } from '@jan-seva/schemes';
import { createAssistant } from './assistant';
import { DEFAULT_SUGGESTIONS } from './answer/localise';
import { figuresMatch } from './eval/figures';
import type { AssistantLanguage } from './types';

const catalogue = loadCatalogue();
const assistant = createAssistant(catalogue);
const byId = new Map(catalogue.map((scheme) => [scheme.id, scheme]));
const NOW = new Date('2026-06-01T10:00:00+05:30');
const ask = (question: string, language: AssistantLanguage, extra: Partial<Parameters<typeof assistant.ask>[0]> = {}) =>
  assistant.ask({ question, language, now: NOW, ...extra });

describe("PM-KISAN's yearly amount, asked in each language", () => {
  it.each([
    ['How much money do farmers get under PM-KISAN?', 'en'],
    ['पीएम किसान योजना में कितने रुपये मिलते हैं?', 'hi'],
    ['PM Kisan mein kitna paisa milta hai?', 'hinglish'],
  ] as const)('%j → PM-KISAN first and ₹6,000 in the answer', (question, language) => {
    const answer = ask(question, language);
    expect(answer.refused).toBe(false);
    expect(answer.sources[0]?.schemeId).toBe('pm-kisan');
    expect(answer.relevantSchemes[0]?.id).toBe('pm-kisan');
    expect(answer.answer).toContain('₹6,000');
    expect(answer.confidence).toBeGreaterThanOrEqual(80);
    expect(answer.detected).toMatchObject({ language, intent: 'benefit' });
    expect(answer.language).toBe(language);
  });

  it('answers Hindi in Devanagari from the Hindi fields, Hinglish in Latin script around the English fields', () => {
    const hindi = ask('पीएम किसान योजना में कितने रुपये मिलते हैं?', 'hi').answer;
    expect(hindi).toContain('छह हज़ार रुपये प्रति वर्ष');
    expect(hindi).toContain('पीएम-किसान');
    const hinglish = ask('PM Kisan mein kitna paisa milta hai?', 'hinglish').answer;
    expect(hinglish).toContain('PM-KISAN mein ₹6,000 har saal milte hain');
    expect(hinglish).not.toMatch(/[\u0900-\u097F]/);
    const english = ask('How much money do farmers get under PM-KISAN?', 'en').answer;
    expect(english).toContain('Under PM-KISAN you get ₹6,000 a year (Six thousand rupees a year).');
  });

  it('answers in the requested language, whatever the question is written in', () => {
    const answer = ask('PM Kisan mein kitna paisa milta hai?', 'hi');
    expect(answer.language).toBe('hi');
    expect(answer.detected.language).toBe('hinglish');
    expect(answer.answer).toMatch(/[\u0900-\u097F]/);
  });
});

describe('off-topic and nonsense questions', () => {
  it.each([
    ['what is the capital of France', 'en'],
    ['asdkjh qwe', 'en'],
    ['cricket score today', 'en'],
    ['recipe for biryani', 'en'],
    ['Who is the prime minister of India?', 'en'],
    ['आज मौसम कैसा रहेगा?', 'hi'],
    ['भारत की राजधानी क्या है?', 'hi'],
    ['biryani kaise banate hain', 'hinglish'],
    ['mujhe ek joke sunao', 'hinglish'],
  ] as const)('%j is refused with low confidence and no scheme', (question, language) => {
    const answer = ask(question, language);
    expect(answer.refused).toBe(true);
    expect(answer.confidence).toBeLessThan(40);
    expect(answer.sources).toEqual([]);
    expect(answer.relevantSchemes).toEqual([]);
    expect(answer.suggestions).toEqual(DEFAULT_SUGGESTIONS[language]);
  });

  it('says so honestly in the requested language', () => {
    expect(ask('cricket score today', 'en').answer).toContain('I could not find a scheme for that');
    expect(ask('क्रिकेट मैच का स्कोर बताओ', 'hi').answer).toContain('कोई योजना नहीं मिली');
    expect(ask('cricket match ka score kya hua', 'hinglish').answer).toContain('koi yojana nahi mili');
  });
});

describe('with a citizen profile', () => {
  it('a 65-year-old asking about pensions gets the old-age pension, in an answer that uses their age', () => {
    const answer = ask('Which pension schemes are there for me?', 'en', { profile: { age: 65, isBpl: true } });
    expect(answer.sources[0]?.schemeId).toBe('ignoaps');
    expect(answer.answer).toContain('65');
    expect(answer.answer).toContain('Age: 65 years');
  });

  it('says which rules are met, which are not (with the reasons) and which facts are missing', () => {
    const answer = ask('Who is eligible for PM-KISAN?', 'en', { profile: { age: 45, occupation: 'farmer', isIncomeTaxPayer: true } });
    expect(answer.sources[0]?.schemeId).toBe('pm-kisan');
    expect(answer.answer).toContain('✓ Met: You are a farmer');
    expect(answer.answer).toContain('✗ Not met: You did not pay income tax in the last assessment year — Income-tax payers are excluded from PM-KISAN.');
    expect(answer.answer).toMatch(/\? We need to know: .+/);
    expect(answer.answer).toContain('You do not meet every condition of PM-KISAN.');
  });

  it('does it in Hindi too', () => {
    const answer = ask('मुझे कौन सी पेंशन मिल सकती है?', 'hi', { profile: { age: 65 } });
    expect(answer.sources[0]?.schemeId).toBe('ignoaps');
    expect(answer.answer).toContain('आयु: 65 वर्ष');
    expect(answer.answer).toContain('✓ शर्त पूरी');
  });

  it('reads an age stated in the question to rank the schemes', () => {
    expect(ask('main 67 saal ka hoon, mujhe kaun si pension mil sakti hai', 'hinglish').sources[0]?.schemeId).toBe('ignoaps');
    expect(ask('I am 25, which pension scheme can I join?', 'en').sources[0]?.schemeId).toBe('atal-pension-yojana');
  });

  it('"Find schemes for me" lists the schemes the profile fits best', () => {
    const answer = ask('Find schemes for me', 'en', { profile: { age: 30, gender: 'female', occupation: 'farmer', state: 'Bihar', area: 'rural', isPregnantOrLactating: true } });
    expect(answer.refused).toBe(false);
    expect(answer.sources.length).toBeGreaterThan(0);
    expect(answer.answer).toContain('From your profile');
  });
});

describe('intents', () => {
  it('documents, steps with the apply link, eligibility, deadline and contact come from the scheme\'s own fields', () => {
    const kisan = byId.get('pm-kisan');
    expect(ask('documents needed for PM Kisan registration', 'en').answer).toContain(kisan?.documents[0]?.en);
    const apply = ask('how do I apply for Ayushman card', 'en').answer;
    expect(apply).toContain('1. ');
    expect(apply).toContain(byId.get('ab-pmjay')?.applyLink);
    expect(ask('Who is eligible for PM Awas Yojana Gramin?', 'en').answer).toContain(byId.get('pmay-gramin')?.eligibility[0]?.en);
    expect(ask('What is the last date to apply for PM Internship Scheme?', 'en').answer).toContain('no fixed last date');
    expect(ask('PM Kisan ka helpline number kya hai', 'hinglish').answer).toContain('155261');
  });

  it('lists the schemes for a need, each with its main benefit', () => {
    const answer = ask('ghar banane ke liye paisa', 'hinglish');
    expect(answer.detected.intent).toBe('list');
    expect(answer.sources.map((source) => source.schemeId)).toEqual(expect.arrayContaining(['pmay-gramin', 'pmay-urban-2']));
    expect(answer.answer).toContain('₹1,20,000');
    expect(answer.sources[0]?.schemeId).toBe('pmay-gramin');
  });

  it('finds the schemes for "my daughter\'s education" in the three languages', () => {
    const girls = ['beti-bachao-beti-padhao', 'sukanya-samriddhi', 'aicte-pragati', 'wb-kanyashree'];
    for (const [question, language] of [
      ["Is there any scheme for my daughter's education?", 'en'],
      ['मेरी बेटी की पढ़ाई के लिए कोई योजना बताइए', 'hi'],
      ['meri beti ki padhai ke liye koi yojana', 'hinglish'],
    ] as const) {
      expect(girls).toContain(ask(question, language).sources[0]?.schemeId);
    }
  });

  it('lifts the schemes of a state the question names', () => {
    expect(ask('government scheme for girls education in Bengal', 'en').sources[0]?.schemeId).toBe('wb-kanyashree');
    expect(ask('maharashtra mein mahilaon ko har mahine paise', 'hinglish').sources[0]?.schemeId).toBe('mh-majhi-ladki-bahin');
  });

  it('answers a follow-up about the scheme of the previous answer', () => {
    const answer = ask('How to apply for this scheme?', 'en', { followUpOf: 'pm-kisan' });
    expect(answer.sources[0]?.schemeId).toBe('pm-kisan');
    expect(answer.answer).toContain('How to apply for PM-KISAN');
    expect(ask('How to apply for this scheme?', 'en').refused).toBe(true);
  });

  it.each(Object.entries(DEFAULT_SUGGESTIONS).flatMap(([language, chips]) => chips.map((chip) => [chip, language as AssistantLanguage] as const)))(
    'the default suggestion %j (%s) is answered about the portal',
    (chip, language) => {
      const answer = ask(chip, language);
      expect(answer.refused).toBe(false);
      expect(answer.detected.intent).toBe('help');
      expect(answer.language).toBe(language);
    },
  );

  it('answers the "Tell me more about {scheme}" suggestions it makes', () => {
    for (const language of ['en', 'hi', 'hinglish'] as const) {
      const first = ask('pension for widows', language);
      const answer = ask(first.suggestions[0] as string, language);
      expect(answer.sources[0]?.schemeId).toBe(first.relevantSchemes[0]?.id);
      expect(answer.confidence).toBeGreaterThanOrEqual(80);
    }
  });

  it('greets', () => {
    expect(ask('namaste', 'hi')).toMatchObject({ refused: false, detected: { intent: 'greeting' } });
  });
});

describe('the answer shape', () => {
  const questions = [
    ['How much money do farmers get under PM-KISAN?', 'en'],
    ['pension for widows', 'en'],
    ['free gas connection for poor women', 'en'],
    ['गर्भवती महिलाओं को कितने पैसे मिलते हैं?', 'hi'],
    ['loan for starting a small business', 'en'],
    ['ladli behna yojana mein har mahine kitna milta hai', 'hinglish'],
  ] as const;

  it.each(questions)('%j: sources, up to 3 relevant schemes, similarities 0-1, an integer confidence, and only catalogue figures', (question, language) => {
    const answer = ask(question, language);
    expect(Number.isInteger(answer.confidence)).toBe(true);
    expect(answer.relevantSchemes.length).toBeLessThanOrEqual(3);
    for (const item of [...answer.sources, ...answer.relevantSchemes]) {
      expect(item.similarity).toBeGreaterThanOrEqual(0);
      expect(item.similarity).toBeLessThanOrEqual(1);
    }
    const cited = answer.sources.map((source) => byId.get(source.schemeId)).filter((scheme) => scheme !== undefined);
    expect(figuresMatch(answer.answer, cited)).toBe(true);
  });

  it('suggests "Tell me more about" for up to 3 relevant schemes, then how to apply (localised)', () => {
    const english = ask('pension for widows', 'en');
    expect(english.suggestions.at(-1)).toBe('How to apply for this scheme?');
    expect(english.suggestions.slice(0, -1).every((s) => s.startsWith('Tell me more about '))).toBe(true);
    expect(english.suggestions.length).toBeLessThanOrEqual(4);
    expect(ask('विधवा पेंशन कितनी मिलती है?', 'hi').suggestions.at(-1)).toBe('इस योजना के लिए आवेदन कैसे करें?');
    expect(ask('vidhwa pension kitni milti hai', 'hinglish').suggestions[0]).toMatch(/ke baare mein aur batao$/);
  });
});

describe('help() about using the portal', () => {
  it.each([
    ['How do I file a complaint about a broken road?', '/complaints'],
    ['How can I verify my documents?', '/verify'],
    ['Where is the nearest government office?', '/locations'],
    ['What events are coming up?', '/events'],
    ['I forgot my password', '/login'],
    ['भाषा कैसे बदलें', '/language'],
    ['shikayat kaise darj kare', '/complaints'],
  ])('%j → %s', (message, route) => {
    const answer = assistant.help(message);
    expect(answer.refused).toBe(false);
    expect(answer.detected.intent).toBe('help');
    expect(answer.answer).toContain(route);
  });

  it('gives the helplines', () => {
    expect(assistant.help('Contact support').answer).toContain('1800-121-3468');
    expect(assistant.help('emergency numbers').answer).toMatch(/100.*101.*108.*1091.*1098/);
    expect(assistant.help('consumer complaint about a defective product').answer).toContain('1915');
  });

  it('answers in the language of the message unless told', () => {
    expect(assistant.help('शिकायत कैसे दर्ज करें').language).toBe('hi');
    expect(assistant.help('shikayat kaise darj kare').language).toBe('hinglish');
    expect(assistant.help('How do I file a complaint?', 'hi').answer).toMatch(/[\u0900-\u097F]/);
  });

  it('answers scheme questions with the same engine, and refuses the rest', () => {
    expect(assistant.help('PM Kisan mein kitna paisa milta hai?').sources[0]?.schemeId).toBe('pm-kisan');
    const unknown = assistant.help('what is the capital of France');
    expect(unknown.refused).toBe(true);
    expect(unknown.answer).toContain('1800-121-3468');
  });
});
