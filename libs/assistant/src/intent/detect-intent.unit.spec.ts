import { tokenize } from '../text/analyze';
import { detectIntent } from './detect-intent';

const intent = (question: string) => detectIntent(tokenize(question)).primary;

describe('detectIntent', () => {
  it.each([
    ['How much money do farmers get under PM-KISAN?', 'benefit'],
    ['PM Kisan mein kitna paisa milta hai?', 'benefit'],
    ['पीएम किसान योजना में कितने रुपये मिलते हैं?', 'benefit'],
    ['What are the benefits of Ayushman Bharat?', 'benefit'],
    ['ई-श्रम कार्ड के फायदे', 'benefit'],
    ['Who is eligible for PM Awas Yojana Gramin?', 'eligibility'],
    ['atal pension yojana mein kaun apply kar sakta hai', 'eligibility'],
    ['प्रधानमंत्री आवास योजना ग्रामीण के लिए कौन पात्र है?', 'eligibility'],
    ['kya mujhe PM Kisan mil sakta hai', 'eligibility'],
    ['बुढ़ापा पेंशन के लिए क्या दस्तावेज़ चाहिए', 'documents'],
    ['Ayushman card banwane ke liye kya documents chahiye', 'documents'],
    ['jan dhan khata kholne ke liye kya kagaz chahiye', 'documents'],
    ['how do I apply for Ayushman card', 'apply'],
    ['आयुष्मान कार्ड कैसे बनवाएं?', 'apply'],
    ['mnrega job card kaise banaye', 'apply'],
    ['What is the last date to apply for the PM Internship Scheme?', 'deadline'],
    ['प्रधानमंत्री इंटर्नशिप योजना के लिए आवेदन की अंतिम तिथि', 'deadline'],
    ['pm kisan ki agli kist kab aayegi', 'deadline'],
    ['helpline number of PM-KISAN', 'contact'],
    ['पीएम किसान का हेल्पलाइन नंबर क्या है', 'contact'],
    ['meri beti ki padhai ke liye koi yojana', 'list'],
    ['Is there any scheme for my daughter\'s education?', 'list'],
    ['कौन सी योजना किसानों के लिए है', 'list'],
    ['What is PM Kisan Samman Nidhi?', 'about'],
    ['lakhpati didi yojana kya hai', 'about'],
  ])('%j asks for %s', (question, expected) => {
    expect(intent(question)).toBe(expected);
  });

  it('lists every intent asked, by priority', () => {
    expect(detectIntent(tokenize('PM Kisan ke liye kaun eligible hai aur kitna paisa milta hai')).all).toEqual(['eligibility', 'benefit']);
  });

  it('finds none in a bare topic', () => {
    expect(intent('pension for widows')).toBeUndefined();
  });
});
