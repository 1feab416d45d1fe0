import { fetchUtils } from 'react-admin';
import { readAdminToken } from './adminToken';

/** fetchJson plus the admin's bearer token, when there is one. */
export const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = readAdminToken();
  return fetchUtils.fetchJson(url, {
    ...options,
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
};
