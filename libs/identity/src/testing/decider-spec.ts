import { IdentityError, type IdentityErrorCode } from '../user.errors';
import type { UserEvent } from '../user.events';
import { foldUser, type UserState } from '../user.state';

/**
 * Given-when-then for deciders (after emmett's DeciderSpecification):
 *   given(userRegistered()).when(changePassword, command).then([...events])
 *   given().when(signIn, command).thenThrows('AUTH.INVALID_CREDENTIALS')
 */
export function given(...history: UserEvent[]) {
  return {
    when<C, R extends readonly UserEvent[]>(decide: (command: C, state: UserState) => R, command: C) {
      const run = () => decide(command, foldUser(history));
      return {
        then(expected: readonly UserEvent[]): void {
          expect(run()).toEqual(expected);
        },
        thenNothing(): void {
          expect(run()).toEqual([]);
        },
        thenThrows(code: IdentityErrorCode, reason?: string): IdentityError {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(IdentityError);
          const error = thrown as IdentityError;
          expect(error.code).toBe(code);
          if (reason !== undefined) expect(error.reason).toBe(reason);
          return error;
        },
      };
    },
  };
}
