import { type EvidenceKind } from '@jan-seva/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { type ComplaintDetail } from '../api/complaints-api';
import { uploadEvidence } from '../api/upload-evidence';
import { type AttachmentProblem, checkAttachment, MAX_ATTACHMENTS, MAX_VOICE_NOTES } from './evidence';

export type AttachmentStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface Attachment {
  id: number;
  file: File;
  kind: EvidenceKind;
  status: AttachmentStatus;
  progress: number;
  /** The API's message when the upload failed. */
  error?: string;
}

export interface Rejection {
  name: string;
  kind: EvidenceKind;
  problem: AttachmentProblem | 'tooMany' | 'oneVoiceNote';
}

export interface UploadOutcome {
  uploaded: number;
  failed: number;
  /** The complaint as the last successful upload returned it. */
  latest?: ComplaintDetail;
}

/**
 * The attachments of a complaint draft: files checked on the way in (type, size, count),
 * then uploaded one by one with a progress value each, after the complaint exists.
 * `alreadyAttached` counts what the complaint carries already (the detail page).
 */
export function useAttachments(alreadyAttached = 0) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const nextId = useRef(1);
  const aborts = useRef(new Map<number, () => void>());
  const latest = useRef(attachments);
  useLayoutEffect(() => {
    latest.current = attachments;
  }, [attachments]);

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort();
    };
  }, []);

  const add = useCallback(
    (files: Iterable<File>, kind: EvidenceKind) => {
      const current = latest.current;
      const accepted: Attachment[] = [];
      const refused: Rejection[] = [];
      let voiceNotes = current.filter((item) => item.kind === 'voice').length;
      for (const file of files) {
        const problem = checkAttachment(file, kind);
        if (problem) refused.push({ name: file.name, kind, problem });
        else if (alreadyAttached + current.length + accepted.length >= MAX_ATTACHMENTS) refused.push({ name: file.name, kind, problem: 'tooMany' });
        else if (kind === 'voice' && voiceNotes >= MAX_VOICE_NOTES) refused.push({ name: file.name, kind, problem: 'oneVoiceNote' });
        else {
          if (kind === 'voice') voiceNotes += 1;
          accepted.push({ id: nextId.current++, file, kind, status: 'ready', progress: 0 });
        }
      }
      setRejections(refused);
      if (accepted.length > 0) setAttachments([...current, ...accepted]);
      return { accepted: accepted.length, refused };
    },
    [alreadyAttached],
  );

  const remove = useCallback((id: number) => {
    aborts.current.get(id)?.();
    setAttachments((items) => items.filter((item) => item.id !== id));
  }, []);

  const patch = useCallback((id: number, change: Partial<Attachment>) => {
    setAttachments((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  /** Uploads every attachment not uploaded yet (ready or failed), one at a time. */
  const uploadAll = useCallback(
    async (complaintId: string): Promise<UploadOutcome> => {
      const outcome: UploadOutcome = { uploaded: 0, failed: 0 };
      const todo = latest.current.filter((item) => item.status === 'ready' || item.status === 'failed');
      for (const item of todo) {
        patch(item.id, { status: 'uploading', progress: 0, error: undefined });
        const handle = uploadEvidence(complaintId, item.file, (progress) => patch(item.id, { progress }));
        aborts.current.set(item.id, handle.abort);
        try {
          outcome.latest = await handle.promise;
          outcome.uploaded += 1;
          patch(item.id, { status: 'done', progress: 100 });
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') continue;
          outcome.failed += 1;
          patch(item.id, { status: 'failed', error: error instanceof ApiError ? error.message : String(error) });
          // Without a session nothing else can go through.
          if (error instanceof ApiError && error.status === 401) break;
        } finally {
          aborts.current.delete(item.id);
        }
      }
      return outcome;
    },
    [patch],
  );

  const reset = useCallback(() => {
    setAttachments([]);
    setRejections([]);
  }, []);

  return { attachments, rejections, add, remove, uploadAll, reset, clearRejections: () => setRejections([]) };
}

export type AttachmentsState = ReturnType<typeof useAttachments>;
