import type { EvidenceKind } from '@jan-seva/contracts';
import { detectImageType } from '../common/image-type';

/** What a complaint attachment is, recognised from its first bytes (never from its name or the browser's type). */
export interface EvidenceType {
  kind: EvidenceKind;
  mime: string;
  /** For the download's file name only; stored files have no extension. */
  extension: string;
}

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

/** `text` somewhere in the first `within` bytes (container headers name their codec early). */
function containsAscii(bytes: Uint8Array, text: string, within: number): boolean {
  const end = Math.min(bytes.length, within) - text.length;
  for (let offset = 0; offset <= end; offset += 1) if (ascii(bytes, offset, text)) return true;
  return false;
}

/** An MPEG audio frame header (MPEG 1/2/2.5, layer I-III), as an MP3 without an ID3 tag starts. */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

/** ISO base media brands a phone or a browser writes for recorded audio (m4a, AAC in MP4). */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp41', 'mp42', 'isom', 'iso2', 'iso4', 'iso5', 'iso6', 'dash', '3gp4', '3gp5', '3gp6']);

/**
 * Photos (JPEG, PNG, WebP), voice notes (Ogg/Opus or Vorbis, WebM, MP3, MP4/M4A audio, WAV)
 * and documents (PDF). Anything else, a renamed executable included, is null (415).
 */
export function detectEvidenceType(bytes: Uint8Array): EvidenceType | null {
  const image = detectImageType(bytes);
  if (image) {
    // GIFs are accepted as profile pictures but are not evidence (animated, and rarely a photo).
    return image.mime === 'image/gif' ? null : { kind: 'photo', mime: image.mime, extension: image.extension };
  }
  if (ascii(bytes, 0, '%PDF-')) return { kind: 'document', mime: 'application/pdf', extension: 'pdf' };
  if (ascii(bytes, 0, 'OggS') && (containsAscii(bytes, 'OpusHead', 128) || containsAscii(bytes, 'vorbis', 128))) {
    return { kind: 'voice', mime: 'audio/ogg', extension: 'ogg' };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3 && containsAscii(bytes, 'webm', 64)) {
    return { kind: 'voice', mime: 'audio/webm', extension: 'webm' };
  }
  if (ascii(bytes, 0, 'ID3') || isMpegAudioFrame(bytes)) return { kind: 'voice', mime: 'audio/mpeg', extension: 'mp3' };
  if (ascii(bytes, 4, 'ftyp') && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (MP4_AUDIO_BRANDS.has(brand)) return { kind: 'voice', mime: 'audio/mp4', extension: 'm4a' };
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return { kind: 'voice', mime: 'audio/wav', extension: 'wav' };
  return null;
}
