import type { Bilingual, Scheme } from '@jan-seva/schemes/browser';

/** 'archived' is the read model's status: the document itself is only ever active or closed. */
export type SchemeStatus = Scheme['status'] | 'archived';

/** A row of GET /api/admin/schemes: the whole scheme document plus its publication times. */
export type SchemeRecord = Omit<Scheme, 'status'> & {
  status: SchemeStatus;
  updatedAt: string;
  publishedAt: string;
};

export type { Bilingual };

/** The name an admin knows a scheme by: its short name ('PM-KISAN') when it has one. */
export const schemeLabel = (scheme: Pick<SchemeRecord, 'name' | 'shortName'>): string =>
  scheme.shortName?.en ?? scheme.name.en;
