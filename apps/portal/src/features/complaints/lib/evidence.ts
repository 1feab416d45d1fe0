import { EVIDENCE_RULES, type EvidenceKind, MAX_EVIDENCE_PER_COMPLAINT } from '@jan-seva/contracts';

const MB = 1024 * 1024;

/**
 * What the portal lets a citizen attach, checked before anything is sent. The API checks
 * again by content (magic bytes) and answers 415/413; these rules only spare a pointless
 * upload. Sizes are the contract's EVIDENCE_RULES, the same the API enforces.
 */
export const ATTACHMENT_RULES: Record<EvidenceKind, { mimeTypes: readonly string[]; extensions: readonly string[]; maxBytes: number; accept: string }> = {
  photo: {
    mimeTypes: EVIDENCE_RULES.photo.mimeTypes,
    extensions: ['jpg', 'jpeg', 'png', 'webp'],
    maxBytes: EVIDENCE_RULES.photo.maxBytes,
    accept: 'image/jpeg,image/png,image/webp',
  },
  voice: {
    // Browsers name the same formats differently (Chrome: audio/x-m4a, audio/wave; recorders add ;codecs=...).
    mimeTypes: [...EVIDENCE_RULES.voice.mimeTypes, 'audio/mp3', 'audio/x-m4a', 'audio/m4a', 'audio/aac', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'audio/opus'],
    extensions: ['mp3', 'ogg', 'oga', 'opus', 'webm', 'm4a', 'mp4', 'wav'],
    maxBytes: EVIDENCE_RULES.voice.maxBytes,
    accept: 'audio/mpeg,audio/ogg,audio/webm,audio/mp4,audio/x-m4a,audio/wav,.mp3,.ogg,.opus,.webm,.m4a,.wav',
  },
  document: {
    mimeTypes: EVIDENCE_RULES.document.mimeTypes,
    extensions: ['pdf'],
    maxBytes: EVIDENCE_RULES.document.maxBytes,
    accept: 'application/pdf,.pdf',
  },
};

export const MAX_ATTACHMENTS = MAX_EVIDENCE_PER_COMPLAINT;
/** One voice note per complaint (spec: "a voice note"). */
export const MAX_VOICE_NOTES = 1;

export type AttachmentProblem = 'type' | 'size' | 'empty';

/** `audio/webm;codecs=opus` → `audio/webm`. */
export const baseMime = (type: string): string => type.split(';')[0]!.trim().toLowerCase();

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why a file cannot be attached as `kind`, or null when it can. */
export function checkAttachment(file: Pick<File, 'name' | 'type' | 'size'>, kind: EvidenceKind): AttachmentProblem | null {
  const rules = ATTACHMENT_RULES[kind];
  const mime = baseMime(file.type);
  const typeOk = mime ? rules.mimeTypes.includes(mime) : rules.extensions.includes(extensionOf(file.name));
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

export const maxMegabytes = (kind: EvidenceKind): number => Math.round(ATTACHMENT_RULES[kind].maxBytes / MB);

/** 1536 → "1.5 KB"; 5 MB → "5.0 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
