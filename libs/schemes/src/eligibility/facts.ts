import { SCHEME_STATES, type CitizenProfile, type Occupation, type IndianState, type ProfileFact } from '../profile';
import type { Bilingual } from '../scheme.schema';

/** How a fact's values are written in reasons and asked for in forms. */
export type FactKind = 'money' | 'years' | 'hectares' | 'percent' | 'class' | 'choice' | 'yesno';

export interface FactOption {
  value: string;
  label: Bilingual;
}

export interface FactInfo {
  kind: FactKind;
  /** The fact as a noun phrase ("annual income"), for headings and form labels. */
  label: Bilingual;
  /** What the engine asks when a rule needs the fact. */
  question: Bilingual;
  /** The allowed values of a 'choice' fact, in display order. */
  options?: readonly FactOption[];
  /** Bounds of a numeric fact (the profile schema's). */
  min?: number;
  max?: number;
}

const options = <T extends string>(labels: Record<T, Bilingual>): FactOption[] =>
  Object.entries<Bilingual>(labels).map(([value, label]) => ({ value, label }));

export const GENDER_LABELS: Record<NonNullable<CitizenProfile['gender']>, Bilingual> = {
  male: { en: 'Male', hi: 'पुरुष' },
  female: { en: 'Female', hi: 'महिला' },
  other: { en: 'Other', hi: 'अन्य' },
};

export const SOCIAL_CATEGORY_LABELS: Record<NonNullable<CitizenProfile['socialCategory']>, Bilingual> = {
  general: { en: 'General', hi: 'सामान्य' },
  obc: { en: 'OBC', hi: 'अन्य पिछड़ा वर्ग (ओबीसी)' },
  sc: { en: 'Scheduled Caste (SC)', hi: 'अनुसूचित जाति (एससी)' },
  st: { en: 'Scheduled Tribe (ST)', hi: 'अनुसूचित जनजाति (एसटी)' },
  ews: { en: 'Economically Weaker Section (EWS)', hi: 'आर्थिक रूप से कमज़ोर वर्ग (ईडब्ल्यूएस)' },
};

export const OCCUPATION_LABELS: Record<Occupation, Bilingual> = {
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

export const STATE_LABELS: Record<IndianState, Bilingual> = {
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

export const AREA_LABELS: Record<NonNullable<CitizenProfile['area']>, Bilingual> = {
  rural: { en: 'Rural', hi: 'ग्रामीण' },
  urban: { en: 'Urban', hi: 'शहरी' },
};

export const MARITAL_STATUS_LABELS: Record<NonNullable<CitizenProfile['maritalStatus']>, Bilingual> = {
  single: { en: 'Unmarried', hi: 'अविवाहित' },
  married: { en: 'Married', hi: 'विवाहित' },
  widowed: { en: 'Widowed', hi: 'विधवा/विधुर' },
  divorced: { en: 'Divorced', hi: 'तलाक़शुदा' },
  separated: { en: 'Separated', hi: 'अलग रह रहे' },
};

/** Every question ends the same way, so the portal reads as one voice. */
const ask = (en: string, hi: string): Bilingual => ({
  en: `Tell us ${en} to check this rule`,
  hi: `इस नियम की जाँच के लिए ${hi}`,
});

/**
 * One entry per fact of citizenProfileSchema: the Record type makes a new fact without a
 * question a compile error, so the engine can always ask for what a rule needs.
 */
export const FACTS: Record<ProfileFact, FactInfo> = {
  age: {
    kind: 'years', min: 0, max: 130,
    label: { en: 'Age', hi: 'आयु' },
    question: ask('your age', 'अपनी आयु बताएँ'),
  },
  gender: {
    kind: 'choice', options: options(GENDER_LABELS),
    label: { en: 'Gender', hi: 'लिंग' },
    question: ask('your gender', 'अपना लिंग बताएँ'),
  },
  annualIncome: {
    kind: 'money', min: 0,
    label: { en: 'Annual family income', hi: 'परिवार की वार्षिक आय' },
    question: ask("your family's annual income", 'अपने परिवार की वार्षिक आय बताएँ'),
  },
  socialCategory: {
    kind: 'choice', options: options(SOCIAL_CATEGORY_LABELS),
    label: { en: 'Social category', hi: 'सामाजिक श्रेणी' },
    question: ask(
      'your social category (General, OBC, SC, ST or EWS)',
      'अपनी सामाजिक श्रेणी (सामान्य, ओबीसी, एससी, एसटी या ईडब्ल्यूएस) बताएँ',
    ),
  },
  occupation: {
    kind: 'choice', options: options(OCCUPATION_LABELS),
    label: { en: 'Occupation', hi: 'व्यवसाय' },
    question: ask('your occupation', 'अपना व्यवसाय बताएँ'),
  },
  state: {
    kind: 'choice', options: SCHEME_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] })),
    label: { en: 'State or union territory', hi: 'राज्य या केंद्र शासित प्रदेश' },
    question: ask(
      'the state or union territory you live in',
      'बताएँ कि आप किस राज्य या केंद्र शासित प्रदेश में रहते हैं',
    ),
  },
  area: {
    kind: 'choice', options: options(AREA_LABELS),
    label: { en: 'Rural or urban area', hi: 'ग्रामीण या शहरी क्षेत्र' },
    question: ask(
      'whether you live in a rural or an urban area',
      'बताएँ कि आप ग्रामीण क्षेत्र में रहते हैं या शहरी क्षेत्र में',
    ),
  },
  hasDisability: {
    kind: 'yesno',
    label: { en: 'Person with disability', hi: 'दिव्यांगजन' },
    question: ask('whether you have a disability', 'बताएँ कि क्या आप दिव्यांग हैं'),
  },
  disabilityPercent: {
    kind: 'percent', min: 0, max: 100,
    label: { en: 'Disability percentage', hi: 'दिव्यांगता का प्रतिशत' },
    question: ask(
      'your disability percentage (as on your disability certificate)',
      'अपनी दिव्यांगता का प्रतिशत (दिव्यांगता प्रमाणपत्र के अनुसार) बताएँ',
    ),
  },
  isStudent: {
    kind: 'yesno',
    label: { en: 'Student', hi: 'विद्यार्थी' },
    question: ask('whether you are a student', 'बताएँ कि क्या आप विद्यार्थी हैं'),
  },
  studentClass: {
    kind: 'class', min: 1, max: 18,
    label: { en: 'Class or course year', hi: 'कक्षा या पाठ्यक्रम का वर्ष' },
    question: ask(
      'which class or course year you are studying in',
      'बताएँ कि आप किस कक्षा या पाठ्यक्रम के किस वर्ष में पढ़ते हैं',
    ),
  },
  landholdingHectares: {
    kind: 'hectares', min: 0, max: 10_000,
    label: { en: 'Cultivable land owned', hi: 'स्वामित्व की खेती योग्य ज़मीन' },
    question: ask(
      'how much cultivable land you own, in hectares',
      'बताएँ कि आपके पास कितनी खेती योग्य ज़मीन है (हेक्टेयर में)',
    ),
  },
  maritalStatus: {
    kind: 'choice', options: options(MARITAL_STATUS_LABELS),
    label: { en: 'Marital status', hi: 'वैवाहिक स्थिति' },
    question: ask('your marital status', 'अपनी वैवाहिक स्थिति बताएँ'),
  },
  isBpl: {
    kind: 'yesno',
    label: { en: 'Below the poverty line (BPL)', hi: 'गरीबी रेखा से नीचे (बीपीएल)' },
    question: ask(
      'whether your family is below the poverty line (BPL)',
      'बताएँ कि क्या आपका परिवार गरीबी रेखा से नीचे (बीपीएल) है',
    ),
  },
  isIncomeTaxPayer: {
    kind: 'yesno',
    label: { en: 'Income tax payer', hi: 'आयकरदाता' },
    question: ask('whether you pay income tax', 'बताएँ कि क्या आप आयकर देते हैं'),
  },
  isGovernmentEmployee: {
    kind: 'yesno',
    label: { en: 'Government employee', hi: 'सरकारी कर्मचारी' },
    question: ask('whether you are a government employee', 'बताएँ कि क्या आप सरकारी कर्मचारी हैं'),
  },
  ownsPuccaHouse: {
    kind: 'yesno',
    label: { en: 'Owns a pucca house', hi: 'पक्के मकान का स्वामित्व' },
    question: ask(
      'whether your family owns a pucca (permanent) house anywhere in India',
      'बताएँ कि क्या आपके परिवार के पास भारत में कहीं भी पक्का मकान है',
    ),
  },
  hasBankAccount: {
    kind: 'yesno',
    label: { en: 'Bank account', hi: 'बैंक खाता' },
    question: ask('whether you have a bank account', 'बताएँ कि क्या आपका बैंक खाता है'),
  },
  isPregnantOrLactating: {
    kind: 'yesno',
    label: { en: 'Pregnant or breastfeeding', hi: 'गर्भवती या स्तनपान कराने वाली' },
    question: ask(
      'whether you are pregnant or breastfeeding',
      'बताएँ कि क्या आप गर्भवती हैं या शिशु को स्तनपान कराती हैं',
    ),
  },
  hasDaughter: {
    kind: 'yesno',
    label: { en: 'Has a daughter', hi: 'बेटी है' },
    question: ask('whether you have a daughter', 'बताएँ कि क्या आपकी बेटी है'),
  },
  daughterAge: {
    kind: 'years', min: 0, max: 30,
    label: { en: "Youngest daughter's age", hi: 'सबसे छोटी बेटी की आयु' },
    question: ask('the age of your youngest daughter', 'अपनी सबसे छोटी बेटी की आयु बताएँ'),
  },
  isEpfoMember: {
    kind: 'yesno',
    label: { en: 'EPFO member', hi: 'ईपीएफ़ओ सदस्य' },
    question: ask(
      'whether you are a member of the EPFO (you have a PF account)',
      'बताएँ कि क्या आप ईपीएफ़ओ के सदस्य हैं (आपका पीएफ़ खाता है)',
    ),
  },
  hasLpgConnection: {
    kind: 'yesno',
    label: { en: 'LPG connection at home', hi: 'घर में एलपीजी कनेक्शन' },
    question: ask(
      'whether your household already has an LPG connection',
      'बताएँ कि क्या आपके घर में पहले से एलपीजी कनेक्शन है',
    ),
  },
};

export const describeFact = (fact: ProfileFact): FactInfo => FACTS[fact];

/** The facts whose values are strings from a fixed list, with that list. */
export const choiceValues = (fact: ProfileFact): readonly string[] | undefined =>
  FACTS[fact].options?.map((option) => option.value);
