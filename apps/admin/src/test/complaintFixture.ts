import type { ComplaintRecord, ModerationItem } from '../complaints/types';

export const COMPLAINT_ID = '6f1c2a9e-3b7d-4c1e-9a51-2f0d8e7b4c10';
export const ADMIN_ID = '0b6a1f4e-8c2d-4e7a-b1c3-5d9e2f4a6b80';
export const AUTHOR_ID = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

const DAY_MS = 24 * 3600 * 1000;

/** A complaint as GET /api/admin/complaints/:id answers: under review, three days past its deadline. */
export const sewage = (): ComplaintRecord => ({
  id: COMPLAINT_ID,
  registrationNumber: 'JS-2026-000123',
  title: 'Sewage overflowing on Station Road',
  description: 'Sewage has been overflowing near the bus stop for a week. Call me on 9876543210.',
  category: 'Sanitation',
  location: 'Station Road, Pune',
  urgency: 'high',
  status: 'under_review',
  author: 'Ravi K.',
  timestamp: '2026-03-01T04:30:00.000Z',
  upvotes: 12,
  comments: 1,
  department: 'Municipal Sanitation Department',
  tags: ['sewage', 'overflowing', 'near'],
  socialStatus: 'screened',
  evidenceCount: 1,
  dueAt: new Date(Date.now() - 3 * DAY_MS - 60_000).toISOString(),
  overdue: true,
  postToSocial: true,
  filedAt: '2026-03-01T04:30:00.000Z',
  updatedAt: '2026-03-02T06:00:00.000Z',
  originalDueAt: '2026-03-03T04:30:00.000Z',
  disposedAt: null,
  resolvedAt: null,
  statusReason: null,
  interimReply: null,
  appeal: null,
  duplicateOf: null,
  feedback: null,
  authorId: AUTHOR_ID,
  authorName: 'Ravi K.',
  revision: 1,
  version: 7,
  screening: {
    verdict: 'needs_review',
    findings: [{ kind: 'phone', match: '98XXXXXX10', index: 98 }],
    redactedText: 'Sewage overflowing on Station Road\n\nSewage has been overflowing near the bus stop for a week. Call me on [phone removed].',
    screenedAt: '2026-03-01T04:31:00.000Z',
  },
  moderation: null,
  socialPost: { text: null, attempts: 0, channel: null, postId: null, url: null, error: null, retryable: null, postedAt: null },
  // As the API gives it today: no actor on the entries (the console words what it can from the events).
  timeline: [
    {
      position: 1,
      type: 'ComplaintFiled',
      summary: {
        registrationNumber: 'JS-2026-000123',
        category: 'Sanitation',
        urgency: 'high',
        department: 'Auto-assigned',
        dueAt: '2026-03-03T04:30:00.000Z',
      },
      at: '2026-03-01T04:30:00.000Z',
      audience: 'public',
    },
    {
      position: 2,
      type: 'ComplaintAssigned',
      summary: { department: 'Municipal Sanitation Department', automatic: true },
      at: '2026-03-01T04:30:00.000Z',
      audience: 'public',
    },
    {
      position: 4,
      type: 'ComplaintScreened',
      summary: { verdict: 'needs_review', findings: { phone: 1 }, revision: 1 },
      at: '2026-03-01T04:31:00.000Z',
      audience: 'staff',
    },
    {
      position: 6,
      type: 'ComplaintStatusChanged',
      summary: { from: 'pending', to: 'under_review', reason: 'Inspector sent' },
      at: '2026-03-02T06:00:00.000Z',
      audience: 'public',
    },
  ],
  evidence: [
    {
      id: 'e0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b',
      kind: 'photo',
      mime: 'image/jpeg',
      size: 245_760,
      attachedAt: '2026-03-01T04:30:05.000Z',
      url: `/api/complaints/${COMPLAINT_ID}/evidence/e0a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b`,
    },
  ],
  authorContact: { name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9876543210' },
});

/** The same complaint as GET /api/admin/moderation-queue lists it, with an abusive word found too. */
export const queued = (): ModerationItem => ({
  id: COMPLAINT_ID,
  registrationNumber: 'JS-2026-000123',
  title: 'Sewage overflowing on Station Road',
  category: 'Sanitation',
  urgency: 'high',
  status: 'pending',
  author: 'Ravi K.',
  filedAt: '2026-03-01T04:30:00.000Z',
  screenedAt: '2026-03-01T04:31:00.000Z',
  verdict: 'needs_review',
  findings: [
    { kind: 'abuse', match: 'b*****', index: 40 },
    { kind: 'phone', match: '98XXXXXX10', index: 98 },
  ],
  findingKinds: ['abuse', 'phone'],
  originalText: 'Sewage overflowing on Station Road\n\nThe bloody drain has overflowed for a week. Call me on 9876543210.',
  redactedText: 'Sewage overflowing on Station Road\n\nThe **** drain has overflowed for a week. Call me on [phone removed].',
  version: 4,
});

export const admin = {
  id: ADMIN_ID,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  role: 'admin',
  preferences: {},
  createdAt: '2025-01-15T10:00:00.000Z',
};
