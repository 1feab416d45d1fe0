import { ComplaintError, type ComplaintErrorCode } from '../complaint.errors';
import type { ComplaintEvent } from '../complaint.events';
import { foldComplaint, type ComplaintState } from '../complaint.state';

/**
 * Given-when-then for deciders (after emmett's DeciderSpecification):
 *   given(...filed()).when(upvote, command).then([...events])
 *   given().when(upvote, command).thenThrows('COMPLAINT.NOT_FOUND')
 */
export function given(...history: ComplaintEvent[]) {
  return {
    when<C, R extends readonly ComplaintEvent[]>(decide: (command: C, state: ComplaintState) => R, command: C) {
      const run = () => decide(command, foldComplaint(history));
      return {
        then(expected: readonly ComplaintEvent[]): void {
          expect(run()).toEqual(expected);
        },
        thenNothing(): void {
          expect(run()).toEqual([]);
        },
        thenThrows(code: ComplaintErrorCode, message?: string | RegExp): ComplaintError {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(ComplaintError);
          const error = thrown as ComplaintError;
          expect(error.code).toBe(code);
          if (message !== undefined) expect(error.message).toMatch(message);
          return error;
        },
      };
    },
  };
}
