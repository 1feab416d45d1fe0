import { detectEvidenceType } from './evidence-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const padded = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64)]);

describe('evidence type by content', () => {
  it.each([
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'photo', 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo', 'image/jpeg'],
    ['a WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'photo', 'image/webp'],
    ['a PDF', bytes('%PDF-1.7\n'), 'document', 'application/pdf'],
    ['an Ogg/Opus voice note', bytes('OggS', [0, 2], Buffer.alloc(22).toString('latin1'), 'OpusHead'), 'voice', 'audio/ogg'],
    ['a WebM recording', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'voice', 'audio/webm'],
    ['an MP3 with an ID3 tag', bytes('ID3', [4, 0, 0]), 'voice', 'audio/mpeg'],
    ['an MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'voice', 'audio/mpeg'],
    ['an M4A', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'voice', 'audio/mp4'],
    ['a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'voice', 'audio/wav'],
  ])('recognises %s', (_name, head, kind, mime) => {
    expect(detectEvidenceType(padded(head))).toMatchObject({ kind, mime });
  });

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0])],
    ['an ELF binary', bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1])],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /\n')],
    ['HTML', bytes('<!DOCTYPE html><script>alert(1)</script>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
    ['a ZIP (docx)', bytes('PK', [3, 4, 20, 0])],
    ['a GIF', bytes('GIF89a')],
    ['an Ogg video without an audio codec header', bytes('OggS', [0, 2], Buffer.alloc(22).toString('latin1'), '\x80theora')],
    ['an MPEG-4 video brand', bytes([0, 0, 0, 0x20], 'ftypqt  ')],
    ['an empty file', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(detectEvidenceType(head.length ? padded(head) : head)).toBeNull();
  });
});
