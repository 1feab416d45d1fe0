import type { ComplaintScreened } from '../complaint.events';
import { screeningTextOf, type ComplaintState } from '../complaint.state';
import { createTextScreener, screenComplaintText, type ScreeningResult } from '../screening/screen-text';
import { requireComplaint, requireStaff } from '../shared/actor';
import { toIso } from '../shared/time';
import type { RecordScreeningCommand } from './record-screening.command';

/**
 * Screens the current text (title, description, location) and records what it found. Any
 * complaint may be screened (the API may show the redacted text to other citizens); for one
 * meant for social posting, the screening moves it from draft to screened, into the
 * moderators' queue. Screening the same text revision again records nothing, so a redelivered
 * job is harmless, except that a complaint put back to draft (the author ticked the social
 * box again) is screened again to re-enter the queue.
 */
export function recordScreening(command: RecordScreeningCommand, state: ComplaintState): [] | [ComplaintScreened] {
  requireStaff(command.actor);
  const complaint = requireComplaint(state);
  if (complaint.screening?.revision === complaint.revision && complaint.socialStatus !== 'draft') return [];
  const { findings, redactedText, verdict } = screen(screeningTextOf(complaint), command.abuseWords);
  return [
    {
      type: 'ComplaintScreened',
      data: {
        complaintId: complaint.complaintId,
        revision: complaint.revision,
        findings,
        redactedText,
        verdict,
        screenedAt: toIso(command.now),
      },
    },
  ];
}

/** Compiled screeners by word-list configuration (compiling the word lists takes a few ms). */
const screeners = new Map<string, (text: string) => ScreeningResult>();

function screen(text: string, words: RecordScreeningCommand['abuseWords']): ScreeningResult {
  if (!words?.extra?.length && !words?.allowed?.length) return screenComplaintText(text);
  const key = JSON.stringify([words.extra ?? [], words.allowed ?? []]);
  let screener = screeners.get(key);
  if (!screener) {
    const compiled = createTextScreener({ extraAbuseWords: words.extra ?? [], allowedWords: words.allowed ?? [] });
    screener = (value) => compiled.screen(value);
    screeners.set(key, screener);
  }
  return screener(text);
}
