import '../test/reactAdminEnv';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { ADMIN_TOKEN_KEY } from '../providers/adminToken';
import { adminRoutes } from '../routes';
import { COMPLAINT_ID, admin, sewage } from '../test/complaintFixture';
import { installFakeFetch, type FetchCall } from '../test/fakeFetch';
import type { ComplaintRecord } from './types';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * The API as the complaints screens use it: `current()` is the complaint at each request (the
 * lists answer it alone), `onPost` answers the commands.
 */
const complaintsApi =
  (current: () => ComplaintRecord, onPost: (call: FetchCall) => Reply | undefined = () => undefined) =>
  (call: FetchCall) => {
    const path = call.url.split('?')[0] ?? '';
    if (call.headers.get('Authorization') !== 'Bearer admin-jwt') return { status: 401, body: { message: 'Unauthorized' } };
    if (path === '/api/users/profile') return { status: 200, body: { data: admin } };
    if (call.method === 'POST') return onPost(call);
    if (path === '/api/admin/complaints' || path === '/api/admin/complaints-overdue') {
      const resource = path.split('/').at(-1);
      return { status: 200, body: [current()], headers: { 'Content-Range': `${resource} 0-0/1` } };
    }
    if (path === `/api/admin/complaints/${COMPLAINT_ID}`) return { status: 200, body: current() };
    return undefined;
  };

const renderConsole = (path: string) => {
  const where = { pathname: '' };
  const Console = () => {
    where.pathname = useLocation().pathname;
    return useRoutes(adminRoutes);
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Console />
    </MemoryRouter>,
  );
  return where;
};

const listQueries = (calls: FetchCall[], resource = 'complaints') =>
  calls
    .filter((call) => call.method === 'GET' && call.url.startsWith(`/api/admin/${resource}?`))
    .map((call) => {
      const query = new URL(call.url, 'http://localhost').searchParams;
      return {
        sort: JSON.parse(query.get('sort') ?? 'null') as unknown,
        range: JSON.parse(query.get('range') ?? 'null') as unknown,
        filter: JSON.parse(query.get('filter') ?? 'null') as unknown,
      };
    });

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

const choose = async (combobox: string, option: string, within_: HTMLElement = document.body) => {
  fireEvent.mouseDown(await within(within_).findByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

/** '2026-03-09T17:30' in the admin's own time, `days` from now: what a datetime-local input holds. */
const localDateTime = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setSeconds(0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

// Lists with filters and dialogs take a few seconds each in jsdom, more when the whole suite runs at once.
// Full react-admin screens with debounced filters are slow on a loaded 2-core CI machine.
jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 5000 });

describe('the complaints resource', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
  });

  describe('list', () => {
    it('asks for the newest first, 25 a page, and sends each filter the API knows', async () => {
      const { calls } = installFakeFetch(complaintsApi(sewage));
      renderConsole('/admin/complaints');

      expect(await screen.findByText('Sewage overflowing on Station Road')).toBeInTheDocument();
      expect(listQueries(calls)[0]).toEqual({ sort: ['filedAt', 'DESC'], range: [0, 24], filter: {} });

      await choose('Status', 'Under review');
      await waitFor(() => expect(listQueries(calls).at(-1)?.filter).toEqual({ status: 'under_review' }));
      await choose('Category', 'Water supply');
      await waitFor(() => expect(listQueries(calls).at(-1)?.filter).toEqual({ status: 'under_review', category: 'Water Supply' }));
      await choose('Urgency', 'High');
      await waitFor(() =>
        expect(listQueries(calls).at(-1)?.filter).toEqual({ status: 'under_review', category: 'Water Supply', urgency: 'high' }),
      );

      const user = userEvent.setup();
      const overdue = screen.getByRole('switch', { name: 'Overdue only' });
      await user.click(overdue);
      await waitFor(() => expect(listQueries(calls).at(-1)?.filter).toMatchObject({ overdue: true }));
      // Off again means all complaints, not "not overdue".
      await user.click(overdue);
      await waitFor(() => expect(listQueries(calls).at(-1)?.filter).not.toHaveProperty('overdue'));

      await user.type(screen.getByPlaceholderText('Search'), 'JS-2026-000123');
      await waitFor(() => expect(listQueries(calls).at(-1)?.filter).toMatchObject({ q: 'JS-2026-000123' }));

      // The filters not shown at first: social status and department.
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Social status' }));
      await choose('Social status', 'Waiting for moderation');
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Department' }));
      await user.type(await screen.findByRole('textbox', { name: 'Department' }), 'Sanitation');
      await waitFor(
        () =>
          expect(listQueries(calls).at(-1)?.filter).toEqual({
            status: 'under_review',
            category: 'Water Supply',
            urgency: 'high',
            q: 'JS-2026-000123',
            socialStatus: 'screened',
            department: 'Sanitation',
          }),
        { timeout: 30_000 },
      );
    });

    it('sorts by the columns the API sorts by, and shows status, urgency and the overdue marker', async () => {
      const { calls } = installFakeFetch(complaintsApi(sewage));
      renderConsole('/admin/complaints');

      const row = (await screen.findByText('Sewage overflowing on Station Road')).closest('tr')!;
      expect(within(row).getByText('JS-2026-000123')).toBeInTheDocument();
      expect(within(row).getByText('Under review')).toBeInTheDocument();
      expect(within(row).getByText('High')).toBeInTheDocument();
      expect(within(row).getByText('3 days overdue')).toBeInTheDocument();
      expect(within(row).getByText('Municipal Sanitation Department')).toBeInTheDocument();

      const user = userEvent.setup();
      for (const [column, field] of [
        ['upvotes', 'upvotes'],
        ['due', 'dueAt'],
        ['urgency', 'urgency'],
        ['status', 'status'],
        ['registration number', 'registrationNumber'],
      ] as const) {
        await user.click(screen.getByRole('button', { name: new RegExp(`^Sort by ${column} `) }));
        await waitFor(() => expect((listQueries(calls).at(-1)?.sort as string[])[0]).toBe(field));
      }
      // The API cannot sort by title: its header is no button.
      expect(screen.queryByRole('button', { name: /^Sort by title/ })).toBeNull();
    });

    it('opens the overdue view from GET /api/admin/complaints-overdue, the most overdue first, rows leading to the complaint', async () => {
      const { calls } = installFakeFetch(complaintsApi(sewage));
      const where = renderConsole('/admin/complaints-overdue');

      const title = await screen.findByText('Sewage overflowing on Station Road');
      expect(listQueries(calls, 'complaints-overdue')[0]).toEqual({ sort: ['dueAt', 'ASC'], range: [0, 24], filter: {} });

      await userEvent.setup().click(title);
      await waitFor(() => expect(where.pathname).toBe(`/admin/complaints/${COMPLAINT_ID}/show`));
    });
  });

  describe('show', () => {
    afterEach(() => jest.restoreAllMocks());

    it('shows the timeline oldest first with who and when, and the screening findings', async () => {
      installFakeFetch(complaintsApi(sewage));
      renderConsole(`/admin/complaints/${COMPLAINT_ID}/show/timeline`);

      const timeline = await screen.findByRole('list', { name: 'Timeline' });
      const entries = within(timeline).getAllByRole('listitem');
      expect(entries.map((entry) => within(entry).getByText(/./, { selector: 'h6, span.MuiTypography-subtitle2' }).textContent)).toEqual([
        'Filed',
        'Department assigned',
        'Screened',
        'Status changed',
      ]);
      expect(entries[0]?.textContent).toContain('Ravi K. (citizen)');
      expect(entries[0]?.textContent).toContain('JS-2026-000123: Sanitation, High urgency, to Auto-assigned');
      expect(entries[1]?.textContent).toContain('System');
      expect(entries[2]?.textContent).toContain('Staff only');
      expect(entries[2]?.textContent).toContain('Needs review: Phone number × 1');
      expect(entries[3]?.textContent).toContain('Pending → Under review: Inspector sent');
      expect(within(entries[3]!).getByText(/2026/).closest('time')).toHaveAttribute('dateTime', '2026-03-02T06:00:00.000Z');

      await userEvent.setup().click(screen.getByRole('tab', { name: 'Screening & social' }));
      expect(await screen.findByText('98XXXXXX10')).toBeInTheDocument();
      expect(screen.getByText(/Call me on \[phone removed\]\./)).toBeInTheDocument();
      expect(screen.getAllByText('Waiting for moderation').length).toBeGreaterThan(0);
    });

    it('downloads evidence with the admin token', async () => {
      const { fetchMock } = installFakeFetch(complaintsApi(sewage));
      const answer = fetchMock.getMockImplementation()!;
      const file = new Blob(['jpeg'], { type: 'image/jpeg' });
      fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
        String(url).includes('/evidence/')
          ? ({
              status: 200,
              headers: new Headers({ 'Content-Disposition': 'attachment; filename="JS-2026-000123-e0a1b2c3.jpg"' }),
              blob: async () => file,
            } as unknown as Response)
          : answer(url, init),
      );
      const createObjectURL = jest.fn(() => 'blob:evidence');
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const clicked: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(`${this.download} ${this.href}`);
      });
      renderConsole(`/admin/complaints/${COMPLAINT_ID}/show/evidence`);

      expect(await screen.findByText(/Photo · image\/jpeg · 240 kB/)).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));

      await waitFor(() => expect(clicked).toEqual(['JS-2026-000123-e0a1b2c3.jpg blob:evidence']));
      const download = fetchMock.mock.calls.find(([url]) => String(url).includes('/evidence/'));
      expect(download?.[0]).toBe(sewage().evidence![0]!.url);
      expect(new Headers(download?.[1]?.headers).get('Authorization')).toBe('Bearer admin-jwt');
      expect(createObjectURL).toHaveBeenCalledWith(file);
    });
  });

  describe('change status', () => {
    it('offers only the moves the status allows, wants a reason for rejected, sends expectedVersion, and explains a 409', async () => {
      const { calls } = installFakeFetch(
        complaintsApi(sewage, (call) =>
          call.url === `/api/admin/complaints/${COMPLAINT_ID}/status`
            ? { status: 409, body: { statusCode: 409, message: 'This record was changed by someone else. Please reload and try again.' } }
            : undefined,
        ),
      );
      renderConsole(`/admin/complaints/${COMPLAINT_ID}/show`);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Change status' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change the status of JS-2026-000123' });
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New status/ }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['In progress', 'Resolved', 'Rejected', 'Closed']);
      fireEvent.click(screen.getByRole('option', { name: 'Rejected' }));

      await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
      expect(await within(dialog).findByText('Please give a reason the citizen can read')).toBeInTheDocument();
      expect(posts(calls)).toHaveLength(0);

      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not a civic matter');
      await user.click(within(dialog).getByRole('button', { name: 'Change status' }));

      expect(await screen.findByText('Someone else changed this complaint; reload')).toBeInTheDocument();
      expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
        [`/api/admin/complaints/${COMPLAINT_ID}/status`, { status: 'rejected', reason: 'Not a civic matter', expectedVersion: 7 }],
      ]);
      // The dialog stays, with what was typed.
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Not a civic matter');
    });

    it('moves on without a reason when none is needed, and shows the new state', async () => {
      let current = sewage();
      const { calls } = installFakeFetch(
        complaintsApi(
          () => current,
          (call) => {
            if (call.url !== `/api/admin/complaints/${COMPLAINT_ID}/status`) return undefined;
            current = { ...current, status: 'in_progress', version: 8 };
            return { status: 200, body: current };
          },
        ),
      );
      renderConsole(`/admin/complaints/${COMPLAINT_ID}/show`);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Change status' }));
      const dialog = await screen.findByRole('dialog');
      await choose('New status', 'In progress', dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Change status' }));

      expect(await screen.findByText('Status changed')).toBeInTheDocument();
      expect(posts(calls).map((call) => call.body)).toEqual([{ status: 'in_progress', expectedVersion: 7 }]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('In progress')).toBeInTheDocument();
    });

    it('offers no move on a disposed complaint, nor assigning, interim replies or duplicates', async () => {
      installFakeFetch(complaintsApi(() => ({ ...sewage(), status: 'resolved', overdue: false })));
      renderConsole(`/admin/complaints/${COMPLAINT_ID}/show`);

      expect(await screen.findByText('This complaint is Resolved: only the citizen’s appeal can reopen it.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change status' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Assign department' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Give interim reply' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Mark duplicate' })).toBeNull();
    });
  });

  describe('the other commands', () => {
    const run = async (button: string, fill: (dialog: HTMLElement) => Promise<void>) => {
      const { calls } = installFakeFetch(complaintsApi(sewage, (call) => ({ status: 200, body: { ...sewage(), version: 8 }, call }) as Reply));
      renderConsole(`/admin/complaints/${COMPLAINT_ID}/show`);
      await userEvent.setup().click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog');
      await fill(dialog);
      await userEvent.setup().click(within(dialog).getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return posts(calls).map((call) => [call.url, call.body]);
    };

    it('assigns a department typed or picked: POST …/assign {department}', async () => {
      const sent = await run('Assign department', async (dialog) => {
        const input = within(dialog).getByRole('combobox', { name: 'Department' });
        expect(input).toHaveAttribute('list', 'complaint-departments');
        expect(document.querySelectorAll('#complaint-departments option').length).toBeGreaterThan(8);
        await userEvent.setup().type(input, '  Ward 12   Office ');
      });
      expect(sent).toEqual([[`/api/admin/complaints/${COMPLAINT_ID}/assign`, { department: 'Ward 12 Office' }]]);
      expect(screen.getByText('Department assigned')).toBeInTheDocument();
    });

    it('gives an interim reply with the expected date as an instant: POST …/interim-reply {text, expectedBy}', async () => {
      const expectedBy = localDateTime(10);
      const sent = await run('Give interim reply', async (dialog) => {
        await userEvent.setup().type(within(dialog).getByRole('textbox', { name: /Interim reply to the citizen/ }), 'Sewer line to be relaid');
        fireEvent.change(within(dialog).getByLabelText(/Expected disposal by/), { target: { value: expectedBy } });
      });
      expect(sent).toEqual([
        [
          `/api/admin/complaints/${COMPLAINT_ID}/interim-reply`,
          { text: 'Sewer line to be relaid', expectedBy: new Date(expectedBy).toISOString() },
        ],
      ]);
    });

    it('marks a duplicate by the original registration number: POST …/duplicate {duplicateOf}', async () => {
      const sent = await run('Mark duplicate', async (dialog) => {
        await userEvent.setup().type(within(dialog).getByRole('textbox', { name: /Original complaint/ }), 'js-2026-000045');
      });
      expect(sent).toEqual([[`/api/admin/complaints/${COMPLAINT_ID}/duplicate`, { duplicateOf: 'JS-2026-000045' }]]);
    });
  });
});
