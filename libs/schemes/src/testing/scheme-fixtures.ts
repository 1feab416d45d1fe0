import type { CitizenProfile } from '../profile';
import type { Rule, SchemeInput } from '../scheme.schema';

/**
 * Small schemes for tests whose rules mirror the real ones (as the official guidelines state
 * them), so engine tests do not depend on the catalogue files being complete.
 */

const rule = (r: Rule): Rule => r;

/** PM-KISAN: landholding farmer families; income-tax payers and government employees excluded. */
export const pmKisanRules: Rule[] = [
  rule({
    id: 'owns-cultivable-land',
    label: { en: 'Your family owns cultivable land', hi: 'आपके परिवार के पास खेती योग्य ज़मीन है' },
    condition: { fact: 'landholdingHectares', op: 'gte', value: 0.01 },
    reason: {
      en: 'PM-KISAN is for families owning cultivable land; you told us {value}',
      hi: 'पीएम-किसान खेती योग्य ज़मीन वाले परिवारों के लिए है; आपने {value} बताया',
    },
  }),
  rule({
    id: 'not-income-tax-payer',
    label: { en: 'No one in the family paid income tax last year', hi: 'पिछले वर्ष परिवार में किसी ने आयकर नहीं दिया' },
    condition: { fact: 'isIncomeTaxPayer', op: 'is', value: false },
    reason: {
      en: 'Families with an income tax payer in the last assessment year cannot get PM-KISAN',
      hi: 'पिछले कर निर्धारण वर्ष में आयकर देने वाले सदस्य वाले परिवार पीएम-किसान नहीं ले सकते',
    },
  }),
  rule({
    id: 'not-government-employee',
    label: { en: 'Not a serving or retired government employee', hi: 'कार्यरत या सेवानिवृत्त सरकारी कर्मचारी नहीं' },
    condition: { fact: 'isGovernmentEmployee', op: 'is', value: false },
    reason: {
      en: 'Serving and retired government employees (other than Group D / MTS) cannot get PM-KISAN',
      hi: 'कार्यरत और सेवानिवृत्त सरकारी कर्मचारी (समूह घ / एमटीएस को छोड़कर) पीएम-किसान नहीं ले सकते',
    },
  }),
];

/** Atal Pension Yojana: entry age 18-40, a savings account, not an income-tax payer (from 1 Oct 2022). */
export const apyRules: Rule[] = [
  rule({
    id: 'entry-age',
    label: { en: 'Aged 18 to 40 when joining', hi: 'जुड़ते समय आयु 18 से 40 वर्ष' },
    condition: { fact: 'age', op: 'between', min: 18, max: 40 },
    reason: {
      en: 'Your age {value} is outside the {limit} entry age',
      hi: 'आपकी आयु {value} है, जो {limit} की प्रवेश आयु से बाहर है',
    },
  }),
  rule({
    id: 'has-bank-account',
    label: { en: 'Has a savings bank account', hi: 'बचत बैंक खाता है' },
    condition: { fact: 'hasBankAccount', op: 'is', value: true },
    reason: { en: 'APY contributions are auto-debited from a savings account', hi: 'एपीवाई का अंशदान बचत खाते से अपने-आप कटता है' },
  }),
  rule({
    id: 'not-income-tax-payer',
    label: { en: 'Not an income tax payer', hi: 'आयकरदाता नहीं' },
    condition: { fact: 'isIncomeTaxPayer', op: 'is', value: false },
    reason: { en: 'Income tax payers cannot join APY since 1 October 2022', hi: '1 अक्टूबर 2022 से आयकरदाता एपीवाई से नहीं जुड़ सकते' },
  }),
];

/** Ayushman Vay Vandana: every citizen aged 70 or more, whatever the income. */
export const vayVandanaRules: Rule[] = [
  rule({
    id: 'aged-70-plus',
    label: { en: 'Aged 70 or more', hi: 'आयु 70 वर्ष या अधिक' },
    condition: { fact: 'age', op: 'gte', value: 70 },
    reason: { en: 'Your age {value} is below {limit}', hi: 'आपकी आयु {value} है, जो {limit} से कम है' },
  }),
];

/** NMMSS: parental income up to ₹3,50,000, studying in class 9-12 of a government school. */
export const nmmssRules: Rule[] = [
  rule({
    id: 'family-income',
    label: { en: 'Parental income up to ₹3,50,000 a year', hi: 'माता-पिता की आय ₹3,50,000 प्रति वर्ष तक' },
    condition: { fact: 'annualIncome', op: 'lte', value: 350_000 },
    reason: {
      en: 'Your annual income {value} is above the {limit} limit',
      hi: 'आपकी वार्षिक आय {value} है, जो {limit} की सीमा से अधिक है',
    },
  }),
  rule({
    id: 'is-student',
    label: { en: 'Studying now', hi: 'अभी पढ़ाई कर रहे हैं' },
    condition: { fact: 'isStudent', op: 'is', value: true },
    reason: { en: 'The scholarship is for students', hi: 'छात्रवृत्ति विद्यार्थियों के लिए है' },
  }),
  rule({
    id: 'class-9-to-12',
    label: { en: 'In class 9 to 12', hi: 'कक्षा 9 से 12 में' },
    condition: { fact: 'studentClass', op: 'between', min: 9, max: 12 },
    reason: { en: 'You are in {value}; the scholarship covers {limit}', hi: 'आप {value} में हैं; छात्रवृत्ति {limit} के लिए है' },
  }),
];

/** PM Ujjwala: an adult woman of a poor household without an LPG connection. */
export const ujjwalaRules: Rule[] = [
  rule({
    id: 'woman',
    label: { en: 'Applicant is a woman', hi: 'आवेदक महिला है' },
    condition: { fact: 'gender', op: 'in', values: ['female'] },
    reason: { en: 'The connection is given in the name of a woman; you told us {value}', hi: 'कनेक्शन महिला के नाम पर दिया जाता है; आपने {value} बताया' },
  }),
  rule({
    id: 'adult',
    label: { en: 'Aged 18 or more', hi: 'आयु 18 वर्ष या अधिक' },
    condition: { fact: 'age', op: 'gte', value: 18 },
    reason: { en: 'Your age {value} is below {limit}', hi: 'आपकी आयु {value} है, जो {limit} से कम है' },
  }),
  rule({
    id: 'poor-household',
    label: { en: 'BPL, SC or ST household', hi: 'बीपीएल, एससी या एसटी परिवार' },
    anyOf: [
      { fact: 'isBpl', op: 'is', value: true },
      { fact: 'socialCategory', op: 'in', values: ['sc', 'st'] },
    ],
    reason: { en: 'BPL: {value}; the scheme is for poor households', hi: 'बीपीएल: {value}; योजना गरीब परिवारों के लिए है' },
  }),
  rule({
    id: 'no-lpg-connection',
    label: { en: 'No LPG connection in the household', hi: 'परिवार में एलपीजी कनेक्शन नहीं' },
    condition: { fact: 'hasLpgConnection', op: 'is', value: false },
    reason: { en: 'Households that already have an LPG connection cannot get another', hi: 'जिन परिवारों के पास पहले से एलपीजी कनेक्शन है वे दूसरा नहीं ले सकते' },
  }),
];

/** A 30-year-old farmer in Uttar Pradesh with 1.2 ha, every fact stated. */
export const upFarmer: Required<Omit<CitizenProfile, 'studentClass' | 'daughterAge'>> = {
  age: 30,
  gender: 'male',
  annualIncome: 180_000,
  socialCategory: 'obc',
  occupation: 'farmer',
  state: 'Uttar Pradesh',
  area: 'rural',
  hasDisability: false,
  disabilityPercent: 0,
  isStudent: false,
  landholdingHectares: 1.2,
  maritalStatus: 'married',
  isBpl: false,
  isIncomeTaxPayer: false,
  isGovernmentEmployee: false,
  ownsPuccaHouse: true,
  hasBankAccount: true,
  isPregnantOrLactating: false,
  hasDaughter: false,
  isEpfoMember: false,
  hasLpgConnection: true,
};

/** A complete, schema-valid scheme file for loader tests (a fresh copy each call, free to break). */
export function schemeFile(overrides: Partial<SchemeInput> = {}): SchemeInput {
  return structuredClone({
    id: 'pm-kisan',
    name: { en: 'Pradhan Mantri Kisan Samman Nidhi', hi: 'प्रधानमंत्री किसान सम्मान निधि' },
    shortName: { en: 'PM-KISAN', hi: 'पीएम-किसान' },
    level: 'central',
    state: 'All India',
    ministry: { en: 'Ministry of Agriculture and Farmers Welfare', hi: 'कृषि एवं किसान कल्याण मंत्रालय' },
    category: 'agriculture',
    tags: { en: ['farmer', 'income support'], hi: ['किसान', 'आय सहायता'] },
    description: {
      en: 'Income support of ₹6,000 a year to landholding farmer families, paid in three instalments.',
      hi: 'भूमिधारक किसान परिवारों को ₹6,000 प्रति वर्ष की आय सहायता, तीन किस्तों में।',
    },
    benefits: [
      {
        description: { en: '₹2,000 every four months', hi: 'हर चार महीने में ₹2,000' },
        amountInr: 6000,
        period: 'per_year',
        amountInWords: { en: 'Six thousand rupees a year', hi: 'छह हज़ार रुपये प्रति वर्ष' },
      },
    ],
    maxBenefitInr: 6000,
    eligibility: [{ en: 'Farmer families owning cultivable land', hi: 'खेती योग्य ज़मीन वाले किसान परिवार' }],
    rules: pmKisanRules,
    documents: [{ en: 'Aadhaar card', hi: 'आधार कार्ड' }],
    applicationSteps: [{ en: 'Register on pmkisan.gov.in', hi: 'pmkisan.gov.in पर पंजीकरण करें' }],
    contact: { helpline: '155261' },
    faq: [{ q: { en: 'How much?', hi: 'कितना?' }, a: { en: '₹6,000 a year', hi: '₹6,000 प्रति वर्ष' } }],
    relatedSchemes: [],
    officialLink: 'https://pmkisan.gov.in/',
    applyLink: 'https://pmkisan.gov.in/RegistrationFormNew.aspx',
    lastVerified: '2025-06-01',
    ...overrides,
  });
}
