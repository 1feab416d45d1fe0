import { foldUser } from '../user.state';
import { given } from '../testing/decider-spec';
import { at, iso, otpRequested, USER_ID, userRegistered } from '../testing/user-fixtures';
import type { PhoneVerified } from '../user.events';
import type { UpdateProfileCommand } from './update-profile.command';
import { updateProfile } from './update-profile.decide';

const command = (changes: UpdateProfileCommand['changes']): UpdateProfileCommand => ({
  type: 'UpdateProfile',
  changes,
  now: at(10),
});
const phoneVerified: PhoneVerified = {
  type: 'PhoneVerified',
  data: { userId: USER_ID, challengeId: 'c1', phone: '9876543210', verifiedAt: iso(2) },
};

describe('update profile', () => {
  it('records only the fields that change', () => {
    given(userRegistered())
      .when(updateProfile, command({ firstName: 'Asha', lastName: 'Sharma', occupation: 'Teacher' }))
      .then([
        {
          type: 'ProfileUpdated',
          data: { userId: USER_ID, changes: { lastName: 'Sharma', occupation: 'Teacher' }, updatedAt: iso(10) },
        },
      ]);
  });

  it('records nothing when nothing changes (undefined means not given)', () => {
    const address = { city: 'Pune', pincode: '411001' };
    given(userRegistered({ address }))
      .when(updateProfile, command({ firstName: 'Asha', phone: '9876543210', address: { pincode: '411001', city: 'Pune' }, gender: undefined }))
      .thenNothing();
  });

  it('replaces the address whole', () => {
    given(userRegistered({ address: { city: 'Pune', pincode: '411001' } }))
      .when(updateProfile, command({ address: { city: 'Nagpur' } }))
      .then([
        { type: 'ProfileUpdated', data: { userId: USER_ID, changes: { address: { city: 'Nagpur' } }, updatedAt: iso(10) } },
      ]);
  });

  it('a new phone number is no longer verified and drops the pending OTP', () => {
    const history = [userRegistered(), phoneVerified, otpRequested('c2', 'hash', 5)];
    const events = updateProfile(command({ phone: '9123456780' }), foldUser(history));
    expect(events).toEqual([
      { type: 'ProfileUpdated', data: { userId: USER_ID, changes: { phone: '9123456780' }, updatedAt: iso(10) } },
    ]);
    const after = foldUser([...history, ...events]);
    expect(after).toMatchObject({ phone: '9123456780', phoneVerified: false, otp: null });
  });

  it('the same phone number keeps its verification', () => {
    const state = foldUser([userRegistered(), phoneVerified]);
    expect(updateProfile(command({ phone: '9876543210', firstName: 'Asha Rani' }), state)).toEqual([
      { type: 'ProfileUpdated', data: { userId: USER_ID, changes: { firstName: 'Asha Rani' }, updatedAt: iso(10) } },
    ]);
  });

  it('refuses an account that does not exist', () => {
    given().when(updateProfile, command({ firstName: 'X' })).thenThrows('USER.NOT_FOUND');
  });
});
