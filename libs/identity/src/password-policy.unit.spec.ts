import { ValidationMessages as M } from '@jan-seva/contracts';
import { checkNewPassword, commonPasswordCandidates, isCommonPassword, strongNewPasswordField } from './password-policy';

describe('isCommonPassword', () => {
  it.each([
    ['Password1', 'in the list as it is, once lower-cased'],
    ['PASSWORD', 'capitals only'],
    ['Passw0rd!', 'leetspeak plus a trailing symbol'],
    ['P@ssw0rd1', 'leetspeak and a trailing digit'],
    ['Welcome123', 'a common word plus digits'],
    ['India@123', 'a common word plus a symbol and digits'],
    ['Mumbai2024!', 'a common word plus a year'],
    ['Qwerty123$', 'a keyboard walk plus digits'],
    ['Pa$$', 'leetspeak for a common word'],
    ['Dragon!!!', 'trailing symbols'],
    ['L3tm31n', 'leetspeak where 1 stands for i'],
  ])('%s is common (%s)', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Tulsi-Neem-42-Ghar', 'Kx9#mQ2vLp', 'Chai7Baarish!Pahad', 'vN4$zeT8qWm'])('%s is not common', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('does not strip a base down to almost nothing', () => {
    expect(commonPasswordCandidates('Zq!!!!!').every((candidate) => candidate.length >= 3)).toBe(true);
  });
});

describe('checkNewPassword', () => {
  it('accepts a strong password', () => {
    expect(checkNewPassword('Tulsi-Neem-42-Ghar')).toEqual([]);
  });

  it("refuses a common password with the contracts' message", () => {
    expect(checkNewPassword('Welcome123')).toEqual([M.passwordCommon]);
    expect(checkNewPassword('India@123')).toEqual([M.passwordCommon]);
  });

  it("gives the contracts' length and complexity messages first, without the common check", () => {
    expect(checkNewPassword('Pass1')).toEqual([M.passwordMin8]);
    expect(checkNewPassword('password')).toEqual([M.passwordComplexity]);
    expect(checkNewPassword('')).toEqual([M.passwordRequired, M.passwordMin8, M.passwordComplexity]);
    expect(checkNewPassword(undefined)).toEqual([M.passwordRequired]);
  });
});

describe('strongNewPasswordField', () => {
  it('adds the common check to the contracts rule, after the other rules pass', () => {
    expect(strongNewPasswordField.safeParse('Tulsi-Neem-42-Ghar').success).toBe(true);
    expect(strongNewPasswordField.safeParse('Password1').error?.issues.map((issue) => issue.message)).toEqual([
      M.passwordCommon,
    ]);
    expect(strongNewPasswordField.safeParse('short').error?.issues.map((issue) => issue.message)).toEqual([
      M.passwordMin8,
      M.passwordComplexity,
    ]);
  });
});
