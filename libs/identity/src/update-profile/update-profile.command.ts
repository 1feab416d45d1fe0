import type { ProfileChanges } from '../user.events';

/**
 * Change profile fields (contracts' `updateProfileRequestSchema`). Absent or undefined fields
 * stay as they are; a given address replaces the old one whole. A new phone number is
 * unverified until an OTP sent to it is verified.
 */
export interface UpdateProfileCommand {
  type: 'UpdateProfile';
  changes: ProfileChanges;
  now: Date;
}
