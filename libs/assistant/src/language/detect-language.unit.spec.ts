import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    ['How much money do farmers get under PM-KISAN?', 'en'],
    ['how do I apply for Ayushman card', 'en'],
    ['What documents are required for a Sukanya Samriddhi account?', 'en'],
    ['pension for widows', 'en'],
    ['PM Kisan mein kitna paisa milta hai?', 'hinglish'],
    ['meri beti ki padhai ke liye koi yojana', 'hinglish'],
    ['budhape ki pension kaise milegi', 'hinglish'],
    ['ghar banane ke liye paisa', 'hinglish'],
    ['पीएम किसान योजना में कितने रुपये मिलते हैं?', 'hi'],
    ['बुढ़ापा पेंशन के लिए क्या दस्तावेज़ चाहिए', 'hi'],
  ] as const)('%j is %s', (question, language) => {
    expect(detectLanguage(question).language).toBe(language);
  });

  it('names the script', () => {
    expect(detectLanguage('आयुष्मान कार्ड कैसे बनवाएं?').script).toBe('devanagari');
    expect(detectLanguage('ayushman card kaise banwaye').script).toBe('latin');
    expect(detectLanguage('How do I get an Ayushman card?').script).toBe('latin');
  });

  it('reads code-mixing: Hinglish with English words, and Devanagari with Latin words', () => {
    expect(detectLanguage('Ayushman card banwane ke liye kya documents chahiye')).toEqual({ language: 'hinglish', script: 'latin', mixed: true });
    expect(detectLanguage('PM Kisan योजना में कितना पैसा मिलता है?')).toEqual({ language: 'hi', script: 'devanagari', mixed: true });
    expect(detectLanguage('How much money do farmers get under PM-KISAN?').mixed).toBe(false);
    expect(detectLanguage('पीएम किसान योजना में कितने रुपये मिलते हैं?').mixed).toBe(false);
  });

  it('falls back to English for words it cannot place', () => {
    expect(detectLanguage('PMAY-G')).toEqual({ language: 'en', script: 'latin', mixed: false });
    expect(detectLanguage('')).toEqual({ language: 'en', script: 'latin', mixed: false });
  });
});
