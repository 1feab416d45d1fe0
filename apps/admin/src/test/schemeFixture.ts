import type { SchemeRecord } from '../schemes/types';

/** A valid scheme as GET /api/admin/schemes/:id answers (Atal Pension Yojana, shortened). */
export const apy = (): SchemeRecord => ({
  id: 'atal-pension-yojana',
  name: { en: 'Atal Pension Yojana', hi: 'अटल पेंशन योजना' },
  shortName: { en: 'APY', hi: 'एपीवाई' },
  level: 'central',
  state: 'All India',
  ministry: { en: 'Ministry of Finance', hi: 'वित्त मंत्रालय' },
  category: 'pension-insurance',
  alsoIn: ['social-welfare'],
  tags: { en: ['pension', 'apy'], hi: ['पेंशन'] },
  description: {
    en: 'A voluntary, contributory pension scheme for savings-account holders aged 18 to 40.',
    hi: '18 से 40 वर्ष के बचत खाताधारकों के लिए स्वैच्छिक, अंशदायी पेंशन योजना।',
  },
  benefits: [
    {
      description: { en: 'Guaranteed monthly pension from age 60', hi: '60 वर्ष की आयु से गारंटीड मासिक पेंशन' },
      amountInr: 5000,
      period: 'per_month',
      amountInWords: { en: 'Up to five thousand rupees a month', hi: 'अधिकतम पाँच हज़ार रुपये प्रति माह' },
    },
  ],
  maxBenefitInr: 5000,
  eligibility: [{ en: 'Aged 18 to 40 years at joining', hi: 'जुड़ते समय आयु 18 से 40 वर्ष' }],
  rules: [
    {
      id: 'age-18-40',
      label: { en: 'Age 18 to 40 years at joining', hi: 'जुड़ते समय आयु 18 से 40 वर्ष' },
      condition: { fact: 'age', op: 'between', min: 18, max: 40 },
      reason: {
        en: 'Entry age for Atal Pension Yojana is 18 to 40 years; you are {value}',
        hi: 'अटल पेंशन योजना में जुड़ने की आयु 18 से 40 वर्ष है; आपकी आयु {value} है',
      },
    },
    {
      id: 'not-income-tax-payer',
      label: { en: 'Not an income-tax payer', hi: 'आयकरदाता नहीं' },
      condition: { fact: 'isIncomeTaxPayer', op: 'is', value: false },
      reason: { en: 'Income-tax payers cannot join', hi: 'आयकरदाता शामिल नहीं हो सकते' },
    },
  ],
  documents: [{ en: 'Aadhaar card', hi: 'आधार कार्ड' }],
  applicationSteps: [{ en: 'Visit your bank branch.', hi: 'अपनी बैंक शाखा में जाएँ।' }],
  importantDates: [{ label: { en: 'Scheme launched', hi: 'योजना की शुरुआत' }, date: '2015-05-09' }],
  contact: { helpline: '1800-210-0080' },
  faq: [
    {
      q: { en: 'Can I change the pension amount later?', hi: 'क्या मैं बाद में पेंशन राशि बदल सकता हूँ?' },
      a: { en: 'Yes, once a year.', hi: 'हाँ, साल में एक बार।' },
    },
  ],
  relatedSchemes: ['pm-sym'],
  officialLink: 'https://www.npscra.nsdl.co.in/',
  applyLink: 'https://enps.nsdl.com/',
  beneficiaries: { count: 90000000, asOf: '2026-04-21' },
  launched: '2015-05-09',
  status: 'active',
  lastVerified: '2026-11-21',
  sources: ['https://www.pfrda.org.in/'],
  updatedAt: '2026-11-21T10:00:00.000Z',
  publishedAt: '2026-01-05T10:00:00.000Z',
});
