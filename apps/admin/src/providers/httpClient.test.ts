import '../test/reactAdminEnv';
import { installFakeFetch } from '../test/fakeFetch';
import { ADMIN_TOKEN_KEY } from './adminToken';
import { httpClient } from './httpClient';

describe('httpClient', () => {
  beforeEach(() => localStorage.clear());

  it('sends the stored admin token as a bearer token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    localStorage.setItem('authToken', 'citizen-jwt');
    const { calls } = installFakeFetch(() => ({ status: 200, body: [] }));

    await httpClient('/api/admin/users');

    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer admin-jwt');
  });

  it('sends no Authorization header when signed out', async () => {
    localStorage.setItem('authToken', 'citizen-jwt');
    const { calls } = installFakeFetch(() => ({ status: 200, body: [] }));

    await httpClient('/api/admin/users');

    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('rejects with the status and the API message on an error answer', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
    installFakeFetch(() => ({ status: 403, body: { statusCode: 403, message: 'Forbidden resource' } }));

    await expect(httpClient('/api/admin/users')).rejects.toMatchObject({
      status: 403,
      message: 'Forbidden resource',
    });
  });
});
