import '../test/reactAdminEnv';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from 'react-router';
import { ADMIN_TOKEN_KEY } from '../providers/adminToken';
import { adminRoutes } from '../routes';
import { installFakeFetch, type FetchCall } from '../test/fakeFetch';
import { apy } from '../test/schemeFixture';
import type { SchemeRecord } from './types';

const admin = {
  id: 'u-1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  role: 'admin',
  preferences: {},
  createdAt: '2025-01-15T10:00:00.000Z',
};

const pmKisan = (): SchemeRecord => ({
  ...apy(),
  id: 'pm-kisan',
  name: { en: 'Pradhan Mantri Kisan Samman Nidhi', hi: 'प्रधानमंत्री किसान सम्मान निधि' },
  shortName: { en: 'PM-KISAN', hi: 'पीएम-किसान' },
  category: 'agriculture',
});

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * The API as the schemes screens use it. `schemes` is the catalogue (a list answers all of it),
 * `onWrite` answers POST/PUT/DELETE when given.
 */
const schemesApi =
  (schemes: SchemeRecord[], onWrite?: (call: FetchCall) => Reply | undefined) => (call: FetchCall) => {
    const path = call.url.split('?')[0] ?? '';
    if (call.headers.get('Authorization') !== 'Bearer admin-jwt') return { status: 401, body: { message: 'Unauthorized' } };
    if (path === '/api/users/profile') return { status: 200, body: { data: admin } };
    if (call.method !== 'GET') return onWrite?.(call);
    if (path === '/api/admin/schemes') {
      return { status: 200, body: schemes, headers: { 'Content-Range': `schemes 0-${schemes.length - 1}/${schemes.length}` } };
    }
    const one = schemes.find((scheme) => path === `/api/admin/schemes/${scheme.id}`);
    if (one) return { status: 200, body: one };
    if (path.startsWith('/api/admin/schemes/')) return { status: 404, body: { message: 'Scheme not found' } };
    return undefined;
  };

const renderConsole = (entry: string | { pathname: string; state?: unknown }) => {
  const Console = () => useRoutes(adminRoutes);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Console />
    </MemoryRouter>,
  );
};

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/schemes?'))
    .map((call) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      return {
        sort: JSON.parse(query.get('sort') ?? 'null') as unknown,
        range: JSON.parse(query.get('range') ?? 'null') as unknown,
        filter: JSON.parse(query.get('filter') ?? 'null') as unknown,
      };
    });

/** The document a new scheme's form is opened with: the fixture under a new id, as a document. */
const prefilled = (change: (scheme: SchemeRecord) => void = () => undefined) => {
  const { updatedAt: _updatedAt, publishedAt: _publishedAt, ...scheme } = { ...apy(), id: 'new-pension' };
  change(scheme as SchemeRecord);
  return scheme;
};

// The schemes form is large (every tab is rendered), and role and label queries over it are slow
// in jsdom: inputs are found by name (react-admin names each input by its source) and their
// labels checked once.
jest.setTimeout(60_000);

const inputFor = async (source: string) => {
  let input: HTMLInputElement | null = null;
  await waitFor(() => {
    input = document.querySelector<HTMLInputElement>(`input[name="${source}"], textarea[name="${source}"]`);
    expect(input).not.toBeNull();
  });
  return input as unknown as HTMLInputElement;
};

const labelOf = (input: HTMLElement) => document.querySelector(`label[for="${input.id}"]`)?.textContent;

const save = async () => {
  const button = document.querySelector<HTMLButtonElement>('button[type="submit"]');
  expect(button?.textContent).toBe('Save');
  await waitFor(() => expect(button).toBeEnabled());
  // A plain click: user-event's pointer checks read computed styles, very slow over this form.
  fireEvent.click(button!);
};

const helperTextOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('the schemes resource', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
  });

  it('lists schemes by name from GET /api/admin/schemes, 25 a page, and filters by category and search', async () => {
    const { calls } = installFakeFetch(schemesApi([apy(), pmKisan()]));
    renderConsole('/admin/schemes');

    expect(await screen.findByText('Pradhan Mantri Kisan Samman Nidhi')).toBeInTheDocument();
    expect(screen.getByText('PM-KISAN')).toBeInTheDocument();
    expect(screen.getAllByText('Pension & insurance').length).toBeGreaterThan(0);
    expect(listCalls(calls)[0]).toEqual({ sort: ['name', 'ASC'], range: [0, 24], filter: {} });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agriculture' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ sort: ['name', 'ASC'], range: [0, 24], filter: { category: 'agriculture' } }),
    );

    await userEvent.setup().type(screen.getByPlaceholderText('Search'), 'kisan');
    await waitFor(
      () =>
        expect(listCalls(calls).at(-1)?.filter).toEqual({ category: 'agriculture', q: 'kisan' }),
      { timeout: 3000 },
    );
  });

  it('shows a rule as a sentence in English and Hindi', async () => {
    installFakeFetch(schemesApi([apy()]));
    renderConsole('/admin/schemes/atal-pension-yojana/show/eligibility');

    expect(await screen.findByText('Age between 18 and 40 years')).toBeInTheDocument();
    expect(screen.getByText('आयु 18 से 40 वर्ष के बीच')).toBeInTheDocument();
    expect(screen.getByText('Income tax payer: no')).toBeInTheDocument();
  });

  describe('creating a scheme', () => {
    it('refuses a document missing Hindi text at the Hindi input, sending nothing, then sends the fixed document', async () => {
      const { calls } = installFakeFetch(
        schemesApi([apy()], (call) =>
          call.method === 'POST' && call.url === '/api/admin/schemes'
            ? { status: 201, body: { ...(call.body as object), updatedAt: 'x', publishedAt: 'x' } }
            : undefined,
        ),
      );
      renderConsole({
        pathname: '/admin/schemes/create',
        state: { record: prefilled((scheme) => (scheme.name = { en: 'New Pension Scheme' } as SchemeRecord['name'])) },
      });
      const posts = () => calls.filter((call) => call.method === 'POST');

      const hindiName = await inputFor('name.hi');
      expect(labelOf(hindiName)).toBe('Name (हिन्दी)');
      expect(hindiName).toHaveAttribute('lang', 'hi');
      await save();

      await waitFor(() => expect(helperTextOf(hindiName)).toContain('Required'));
      expect(hindiName).toHaveAttribute('aria-invalid', 'true');
      expect(helperTextOf(await inputFor('name.en'))).not.toContain('Required');
      expect(posts()).toHaveLength(0);

      // English in the Hindi box is refused too, as the seed refuses it.
      fireEvent.change(hindiName, { target: { value: 'New Pension Scheme' } });
      await save();
      await waitFor(() => expect(helperTextOf(hindiName)).toContain('Hindi text must be in Devanagari'));
      expect(posts()).toHaveLength(0);

      fireEvent.change(hindiName, { target: { value: 'नई पेंशन योजना' } });
      await save();
      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(posts()[0]?.url).toBe('/api/admin/schemes');
      expect(posts()[0]?.body).toEqual(
        prefilled((scheme) => (scheme.name = { en: 'New Pension Scheme', hi: 'नई पेंशन योजना' })),
      );
    });

    it("shows the API's refusals at the inputs they name: a 400's fields, a 409 at the id", async () => {
      const refusals: Reply[] = [
        {
          status: 400,
          body: {
            statusCode: 400,
            message: 'lastVerified: 2026-11-31 is not a calendar date',
            code: 'VALIDATION.FAILED',
            fields: { lastVerified: '2026-11-31 is not a calendar date' },
          },
        },
        { status: 409, body: { statusCode: 409, message: 'A scheme with this id already exists' } },
      ];
      const { calls } = installFakeFetch(schemesApi([apy()], (call) => (call.method === 'POST' ? refusals.shift() : undefined)));
      renderConsole({ pathname: '/admin/schemes/create', state: { record: prefilled() } });

      const lastVerified = await inputFor('lastVerified');
      await save();
      await waitFor(() => expect(helperTextOf(lastVerified)).toContain('2026-11-31 is not a calendar date'));

      const id = await inputFor('id');
      await save();
      await waitFor(() => expect(helperTextOf(id)).toContain('A scheme with this id already exists'));
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    });
  });

  it('edits a scheme under its fixed id and PUTs the document without the read-model fields', async () => {
    const { calls } = installFakeFetch(
      schemesApi([apy()], (call) =>
        call.method === 'PUT' ? { status: 200, body: { ...(call.body as object), updatedAt: 'x', publishedAt: 'x' } } : undefined,
      ),
    );
    renderConsole('/admin/schemes/atal-pension-yojana');

    const id = await inputFor('id');
    expect(id).toHaveValue('atal-pension-yojana');
    expect(id).toHaveAttribute('readonly');
    const helpline = await inputFor('contact.helpline');
    await waitFor(() => expect(helpline).toHaveValue('1800-210-0080'));
    fireEvent.change(helpline, { target: { value: '' } });
    await save();

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/admin/schemes/atal-pension-yojana');
    const { updatedAt: _updatedAt, publishedAt: _publishedAt, ...document } = apy();
    expect(put?.body).toEqual({ ...document, contact: {} });
  });

  it('archives with DELETE after a confirmation, then offers Restore (POST …/restore)', async () => {
    let current = apy();
    const { calls } = installFakeFetch(
      schemesApi([], (call) => {
        if (call.method === 'DELETE' && call.url === '/api/admin/schemes/atal-pension-yojana') {
          current = { ...current, status: 'archived' };
          return { status: 200, body: current };
        }
        if (call.method === 'POST' && call.url === '/api/admin/schemes/atal-pension-yojana/restore') {
          current = { ...current, status: 'active' };
          return { status: 200, body: current };
        }
        return undefined;
      }),
    );
    // The catalogue as it is at each request.
    const fetchMock = globalThis.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      String(url).startsWith('/api/admin/schemes/atal-pension-yojana') && (init?.method ?? 'GET') === 'GET'
        ? answer(url, init).then(() => ({
            status: 200,
            statusText: '200',
            headers: new Headers({ 'Content-Type': 'application/json' }),
            text: async () => JSON.stringify(current),
          }))
        : answer(url, init),
    );
    renderConsole('/admin/schemes/atal-pension-yojana/show');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Archive APY?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/admin/schemes/atal-pension-yojana',
      ]),
    );
    const restore = await screen.findByRole('button', { name: 'Restore' });
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.getAllByText('Archived').length).toBeGreaterThan(0);

    await user.click(restore);
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/schemes/atal-pension-yojana/restore')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });
});
