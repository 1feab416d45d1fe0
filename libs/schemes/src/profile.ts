import { z } from 'zod';

/**
 * The facts about a citizen that eligibility rules can read. Every fact is optional: a rule
 * whose fact is missing is "unknown" and the engine asks for it.
 */
export const SCHEME_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
  'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
  'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;
export type IndianState = (typeof SCHEME_STATES)[number];

export const OCCUPATIONS = [
  'farmer', 'agricultural_labourer', 'fisher', 'artisan', 'street_vendor', 'unorganised_worker', 'construction_worker',
  'salaried_private', 'government_employee', 'self_employed', 'business_owner', 'student', 'unemployed', 'homemaker',
  'retired', 'other',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export const citizenProfileSchema = z
  .object({
    age: z.number().int().min(0).max(130),
    gender: z.enum(['male', 'female', 'other']),
    /** Annual household income in rupees. */
    annualIncome: z.number().int().min(0),
    socialCategory: z.enum(['general', 'obc', 'sc', 'st', 'ews']),
    occupation: z.enum(OCCUPATIONS),
    state: z.enum(SCHEME_STATES),
    area: z.enum(['rural', 'urban']),
    hasDisability: z.boolean(),
    disabilityPercent: z.number().int().min(0).max(100),
    isStudent: z.boolean(),
    /** School class 1-12, or 13+ for undergraduate (13-15), postgraduate (16-17), doctoral (18). */
    studentClass: z.number().int().min(1).max(18),
    /** Cultivable land owned, in hectares (0 for landless). */
    landholdingHectares: z.number().min(0).max(10_000),
    maritalStatus: z.enum(['single', 'married', 'widowed', 'divorced', 'separated']),
    isBpl: z.boolean(),
    isIncomeTaxPayer: z.boolean(),
    isGovernmentEmployee: z.boolean(),
    /** Whether the family owns a pucca (permanent) house anywhere in India. */
    ownsPuccaHouse: z.boolean(),
    hasBankAccount: z.boolean(),
    /** Pregnant or lactating woman. */
    isPregnantOrLactating: z.boolean(),
    /** Whether the citizen has a daughter (girl-child schemes); false rules those schemes out. */
    hasDaughter: z.boolean(),
    /** Age of the youngest daughter in years (for girl-child schemes); absent when none. */
    daughterAge: z.number().int().min(0).max(30),
    isEpfoMember: z.boolean(),
    hasLpgConnection: z.boolean(),
  })
  .partial()
  .strict();
export type CitizenProfile = z.infer<typeof citizenProfileSchema>;
export type ProfileFact = keyof CitizenProfile;
export const PROFILE_FACTS = Object.keys(citizenProfileSchema.shape) as ProfileFact[];
