import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import { schemeLabel, type SchemeRecord } from './types';

// Loaded when first opened (the layout shows react-admin's Loading meanwhile): the scheme
// views bring the catalogue's schema and texts (zod, @jan-seva/schemes), which the rest of
// the console does not need, so the main bundle stays react-admin's size.
export const schemes = {
  list: lazy(() => import('./SchemeList').then((module) => ({ default: module.SchemeList }))),
  show: lazy(() => import('./SchemeShow').then((module) => ({ default: module.SchemeShow }))),
  edit: lazy(() => import('./SchemeEdit').then((module) => ({ default: module.SchemeEdit }))),
  create: lazy(() => import('./SchemeCreate').then((module) => ({ default: module.SchemeCreate }))),
  icon: AccountBalanceIcon,
  recordRepresentation: (scheme: SchemeRecord) => schemeLabel(scheme),
};
