import '../test/reactAdminEnv';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from 'react-router';
import { ADMIN_TOKEN_KEY } from '../providers/adminToken';
import { adminRoutes } from '../routes';
import { COMPLAINT_ID, admin, queued } from '../test/complaintFixture';
import { installFakeFetch, type FetchCall } from '../test/fakeFetch';
import type { ModerationItem } from '../complaints/types';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * The API as the queue uses it: `queue()` is what GET /api/admin/moderation-queue answers at
 * each request, `onPost` answers the decisions.
 */
const queueApi = (queue: () => ModerationItem[], onPost: (call: FetchCall) => Reply | undefined) => (call: FetchCall) => {
  const path = call.url.split('?')[0] ?? '';
  if (call.headers.get('Authorization') !== 'Bearer admin-jwt') return { status: 401, body: { message: 'Unauthorized' } };
  if (path === '/api/users/profile') return { status: 200, body: { data: admin } };
  if (call.method === 'POST') return onPost(call);
  if (path === '/api/admin/moderation-queue') {
    const items = queue();
    return {
      status: 200,
      body: items,
      headers: { 'Content-Range': items.length ? `moderation-queue 0-${items.length - 1}/${items.length}` : 'moderation-queue */0' },
    };
  }
  return undefined;
};

const renderConsole = (path: string) => {
  const Console = () => useRoutes(adminRoutes);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Console />
    </MemoryRouter>,
  );
};

const queueReads = (calls: FetchCall[]) => calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/moderation-queue?'));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

const item = async () => screen.findByRole('article', { name: 'Sewage overflowing on Station Road' });

// The queue takes a while to settle in jsdom when the whole suite runs at once.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

describe('the moderation queue', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(ADMIN_TOKEN_KEY, 'admin-jwt');
  });

  it('lists screened complaints, the longest waiting first, with the findings and the redacted preview', async () => {
    const { calls } = installFakeFetch(queueApi(() => [queued()], () => undefined));
    renderConsole('/admin/moderation-queue');

    const card = await item();
    expect(within(card).getByText('JS-2026-000123')).toBeInTheDocument();
    expect(within(card).getByText('Sanitation')).toBeInTheDocument();

    // Each finding: its kind and the masked match the API gives, never the number itself.
    const findings = within(card).getAllByRole('listitem').map((entry) => entry.textContent);
    expect(findings).toEqual(['Abusive wordb*****', 'Phone number98XXXXXX10']);

    const preview = within(card).getByLabelText('Text that would be posted');
    expect(preview.textContent).toBe(queued().redactedText);
    expect(preview.textContent).not.toContain('9876543210');
    expect(preview.textContent).not.toContain('bloody');

    const query = new URL(queueReads(calls)[0]!.url, 'http://localhost').searchParams;
    expect(JSON.parse(query.get('sort') ?? '')).toEqual(['screenedAt', 'ASC']);
    expect(JSON.parse(query.get('range') ?? '')).toEqual([0, 9]);
  });

  it('approves with POST …/moderation/approve on the version shown, then reads the queue again', async () => {
    let waiting = [queued()];
    const { calls } = installFakeFetch(
      queueApi(
        () => waiting,
        (call) => {
          if (call.url !== `/api/admin/complaints/${COMPLAINT_ID}/moderation/approve`) return undefined;
          waiting = [];
          return { status: 200, body: { id: COMPLAINT_ID, socialStatus: 'approved' } };
        },
      ),
    );
    renderConsole('/admin/moderation-queue');

    await userEvent.setup().click(within(await item()).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Approved: the redacted text will be posted')).toBeInTheDocument();
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      [`/api/admin/complaints/${COMPLAINT_ID}/moderation/approve`, { expectedVersion: 4 }],
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(queueReads(calls).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Nothing is waiting for moderation.')).toBeInTheDocument();
  });

  it('rejects only with a reason, asked for in a dialog, and sends it', async () => {
    let waiting = [queued()];
    const { calls } = installFakeFetch(
      queueApi(
        () => waiting,
        (call) => {
          if (call.url !== `/api/admin/complaints/${COMPLAINT_ID}/moderation/reject`) return undefined;
          waiting = [];
          return { status: 200, body: { id: COMPLAINT_ID, socialStatus: 'rejected' } };
        },
      ),
    );
    renderConsole('/admin/moderation-queue');
    const user = userEvent.setup();

    await user.click(within(await item()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the post of JS-2026-000123' });

    // Spaces are no reason: nothing is sent.
    await user.type(within(dialog).getByLabelText(/Reason/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/Reason/));
    await user.type(within(dialog).getByLabelText(/Reason/), 'Names a private person');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Rejected: nothing will be posted')).toBeInTheDocument();
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      [`/api/admin/complaints/${COMPLAINT_ID}/moderation/reject`, { reason: 'Names a private person', expectedVersion: 4 }],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
  });

  it('says so when someone else changed the complaint first (409), and when the API refuses (422)', async () => {
    const refusals: Reply[] = [
      { status: 409, body: { statusCode: 409, message: 'This record was changed by someone else. Please reload and try again.' } },
      { status: 422, body: { statusCode: 422, message: 'The post has already been sent for publishing' } },
    ];
    const { calls } = installFakeFetch(queueApi(() => [queued()], () => refusals.shift()));
    renderConsole('/admin/moderation-queue');
    const user = userEvent.setup();

    await user.click(within(await item()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Someone else changed this complaint; reload')).toBeInTheDocument();

    await user.click(within(await item()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The post has already been sent for publishing')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(2);
    // Still in the queue: a refusal changes nothing.
    expect(screen.getByRole('article')).toBeInTheDocument();
  });
});
