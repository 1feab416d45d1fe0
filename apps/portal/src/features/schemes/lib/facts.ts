/**
 * How the eligibility questions are answered: the kind of input for each fact of the citizen
 * profile, its bounds and its choices with English and Hindi labels. A copy of the input
 * metadata of @jan-seva/schemes (eligibility/facts.ts), whose package also holds the
 * catalogue loader (node:fs) and so stays out of the browser bundle; facts.test.ts checks
 * that the copy matches the library.
 */
export interface Bilingual {
  en: string;
  hi: string;
}

/** How a fact's value is entered. */
export type FactKind = 'money' | 'years' | 'hectares' | 'percent' | 'class' | 'choice' | 'yesno';

export interface FactOption {
  value: string;
  label: Bilingual;
}

export interface FactInput {
  kind: FactKind;
  /** The fact as a noun phrase ("Annual family income"). */
  label: Bilingual;
  options?: readonly FactOption[];
  min?: number;
  max?: number;
}

const optionsOf = (labels: Record<string, Bilingual>): FactOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const GENDER_LABELS: Record<string, Bilingual> = {
  male: { en: 'Male', hi: 'पुरुष' },
  female: { en: 'Female', hi: 'महिला' },
  other: { en: 'Other', hi: 'अन्य' },
};

const SOCIAL_CATEGORY_LABELS: Record<string, Bilingual> = {
  general: { en: 'General', hi: 'सामान्य' },
  obc: { en: 'OBC', hi: 'अन्य पिछड़ा वर्ग (ओबीसी)' },
  sc: { en: 'Scheduled Caste (SC)', hi: 'अनुसूचित जाति (एससी)' },
  st: { en: 'Scheduled Tribe (ST)', hi: 'अनुसूचित जनजाति (एसटी)' },
  ews: { en: 'Economically Weaker Section (EWS)', hi: 'आर्थिक रूप से कमज़ोर वर्ग (ईडब्ल्यूएस)' },
};

const OCCUPATION_LABELS: Record<string, Bilingual> = {
  farmer: { en: 'Farmer', hi: 'किसान' },
  agricultural_labourer: { en: 'Agricultural labourer', hi: 'खेतिहर मज़दूर' },
  fisher: { en: 'Fisher', hi: 'मछुआरा' },
  artisan: { en: 'Artisan or craftsperson', hi: 'कारीगर या शिल्पकार' },
  street_vendor: { en: 'Street vendor', hi: 'रेहड़ी-पटरी विक्रेता' },
  unorganised_worker: { en: 'Unorganised sector worker', hi: 'असंगठित क्षेत्र का कामगार' },
  construction_worker: { en: 'Construction worker', hi: 'निर्माण श्रमिक' },
  salaried_private: { en: 'Salaried (private sector)', hi: 'निजी क्षेत्र में वेतनभोगी' },
  government_employee: { en: 'Government employee', hi: 'सरकारी कर्मचारी' },
  self_employed: { en: 'Self-employed', hi: 'स्वरोज़गार' },
  business_owner: { en: 'Business owner', hi: 'व्यवसायी' },
  student: { en: 'Student', hi: 'विद्यार्थी' },
  unemployed: { en: 'Unemployed', hi: 'बेरोज़गार' },
  homemaker: { en: 'Homemaker', hi: 'गृहिणी' },
  retired: { en: 'Retired', hi: 'सेवानिवृत्त' },
  other: { en: 'Other', hi: 'अन्य' },
};

const STATE_LABELS: Record<string, Bilingual> = {
  'Andhra Pradesh': { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  'Arunachal Pradesh': { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  Assam: { en: 'Assam', hi: 'असम' },
  Bihar: { en: 'Bihar', hi: 'बिहार' },
  Chhattisgarh: { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  Goa: { en: 'Goa', hi: 'गोवा' },
  Gujarat: { en: 'Gujarat', hi: 'गुजरात' },
  Haryana: { en: 'Haryana', hi: 'हरियाणा' },
  'Himachal Pradesh': { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  Jharkhand: { en: 'Jharkhand', hi: 'झारखंड' },
  Karnataka: { en: 'Karnataka', hi: 'कर्नाटक' },
  Kerala: { en: 'Kerala', hi: 'केरल' },
  'Madhya Pradesh': { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  Maharashtra: { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  Manipur: { en: 'Manipur', hi: 'मणिपुर' },
  Meghalaya: { en: 'Meghalaya', hi: 'मेघालय' },
  Mizoram: { en: 'Mizoram', hi: 'मिज़ोरम' },
  Nagaland: { en: 'Nagaland', hi: 'नागालैंड' },
  Odisha: { en: 'Odisha', hi: 'ओडिशा' },
  Punjab: { en: 'Punjab', hi: 'पंजाब' },
  Rajasthan: { en: 'Rajasthan', hi: 'राजस्थान' },
  Sikkim: { en: 'Sikkim', hi: 'सिक्किम' },
  'Tamil Nadu': { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  Telangana: { en: 'Telangana', hi: 'तेलंगाना' },
  Tripura: { en: 'Tripura', hi: 'त्रिपुरा' },
  'Uttar Pradesh': { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  Uttarakhand: { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  'West Bengal': { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  'Andaman and Nicobar Islands': { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  Chandigarh: { en: 'Chandigarh', hi: 'चंडीगढ़' },
  'Dadra and Nagar Haveli and Daman and Diu': { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  Delhi: { en: 'Delhi', hi: 'दिल्ली' },
  'Jammu and Kashmir': { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  Ladakh: { en: 'Ladakh', hi: 'लद्दाख' },
  Lakshadweep: { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  Puducherry: { en: 'Puducherry', hi: 'पुदुचेरी' },
};

const AREA_LABELS: Record<string, Bilingual> = {
  rural: { en: 'Rural', hi: 'ग्रामीण' },
  urban: { en: 'Urban', hi: 'शहरी' },
};

const MARITAL_STATUS_LABELS: Record<string, Bilingual> = {
  single: { en: 'Unmarried', hi: 'अविवाहित' },
  married: { en: 'Married', hi: 'विवाहित' },
  widowed: { en: 'Widowed', hi: 'विधवा/विधुर' },
  divorced: { en: 'Divorced', hi: 'तलाक़शुदा' },
  separated: { en: 'Separated', hi: 'अलग रह रहे' },
};

export const FACT_INPUTS: Record<string, FactInput> = {
  age: {
    kind: 'years', min: 0, max: 130,
    label: { en: 'Age', hi: 'आयु' },
  },
  gender: {
    kind: 'choice', options: optionsOf(GENDER_LABELS),
    label: { en: 'Gender', hi: 'लिंग' },
  },
  annualIncome: {
    kind: 'money', min: 0,
    label: { en: 'Annual family income', hi: 'परिवार की वार्षिक आय' },
  },
  socialCategory: {
    kind: 'choice', options: optionsOf(SOCIAL_CATEGORY_LABELS),
    label: { en: 'Social category', hi: 'सामाजिक श्रेणी' },
  },
  occupation: {
    kind: 'choice', options: optionsOf(OCCUPATION_LABELS),
    label: { en: 'Occupation', hi: 'व्यवसाय' },
  },
  state: {
    kind: 'choice', options: optionsOf(STATE_LABELS),
    label: { en: 'State or union territory', hi: 'राज्य या केंद्र शासित प्रदेश' },
  },
  area: {
    kind: 'choice', options: optionsOf(AREA_LABELS),
    label: { en: 'Rural or urban area', hi: 'ग्रामीण या शहरी क्षेत्र' },
  },
  hasDisability: {
    kind: 'yesno',
    label: { en: 'Person with disability', hi: 'दिव्यांगजन' },
  },
  disabilityPercent: {
    kind: 'percent', min: 0, max: 100,
    label: { en: 'Disability percentage', hi: 'दिव्यांगता का प्रतिशत' },
  },
  isStudent: {
    kind: 'yesno',
    label: { en: 'Student', hi: 'विद्यार्थी' },
  },
  studentClass: {
    kind: 'class', min: 1, max: 18,
    label: { en: 'Class or course year', hi: 'कक्षा या पाठ्यक्रम का वर्ष' },
  },
  landholdingHectares: {
    kind: 'hectares', min: 0, max: 10_000,
    label: { en: 'Cultivable land owned', hi: 'स्वामित्व की खेती योग्य ज़मीन' },
  },
  maritalStatus: {
    kind: 'choice', options: optionsOf(MARITAL_STATUS_LABELS),
    label: { en: 'Marital status', hi: 'वैवाहिक स्थिति' },
  },
  isBpl: {
    kind: 'yesno',
    label: { en: 'Below the poverty line (BPL)', hi: 'गरीबी रेखा से नीचे (बीपीएल)' },
  },
  isIncomeTaxPayer: {
    kind: 'yesno',
    label: { en: 'Income tax payer', hi: 'आयकरदाता' },
  },
  isGovernmentEmployee: {
    kind: 'yesno',
    label: { en: 'Government employee', hi: 'सरकारी कर्मचारी' },
  },
  ownsPuccaHouse: {
    kind: 'yesno',
    label: { en: 'Owns a pucca house', hi: 'पक्के मकान का स्वामित्व' },
  },
  hasBankAccount: {
    kind: 'yesno',
    label: { en: 'Bank account', hi: 'बैंक खाता' },
  },
  isPregnantOrLactating: {
    kind: 'yesno',
    label: { en: 'Pregnant or breastfeeding', hi: 'गर्भवती या स्तनपान कराने वाली' },
  },
  daughterAge: {
    kind: 'years', min: 0, max: 30,
    label: { en: "Youngest daughter's age", hi: 'सबसे छोटी बेटी की आयु' },
  },
  isEpfoMember: {
    kind: 'yesno',
    label: { en: 'EPFO member', hi: 'ईपीएफ़ओ सदस्य' },
  },
  hasLpgConnection: {
    kind: 'yesno',
    label: { en: 'LPG connection at home', hi: 'घर में एलपीजी कनेक्शन' },
  },
};

/** Integer kinds; land in hectares may have decimals. */
const WHOLE_NUMBER_KINDS: readonly FactKind[] = ['money', 'years', 'percent', 'class'];

/**
 * Turns what the citizen typed or chose into the value the API expects: a number for the
 * numeric kinds, a boolean for yes/no, the choice's value otherwise; '' (cleared) is null.
 * Returns undefined for text that is not an acceptable value (the field then says so).
 */
export function parseAnswer(fact: string, raw: string): string | number | boolean | null | undefined {
  const input = FACT_INPUTS[fact];
  const text = raw.trim();
  if (text === '') return null;
  if (!input) return undefined;
  switch (input.kind) {
    case 'yesno':
      return text === 'yes' ? true : text === 'no' ? false : undefined;
    case 'choice':
      return input.options?.some((option) => option.value === text) ? text : undefined;
    default: {
      const value = Number(text.replace(/,/g, ''));
      if (!Number.isFinite(value)) return undefined;
      if (WHOLE_NUMBER_KINDS.includes(input.kind) && !Number.isInteger(value)) return undefined;
      if (input.min !== undefined && value < input.min) return undefined;
      if (input.max !== undefined && value > input.max) return undefined;
      return value;
    }
  }
}

/** The form value of an answer ('' when there is none). */
export function answerToInput(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined) return '';
  return String(value);
}
