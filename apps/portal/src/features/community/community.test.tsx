import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockFetch, renderApp, resetTestState } from '../../test/test-utils';

const post = (n: number) => ({
  id: `c-${n}`,
  complaintId: `c-${n}`,
  registrationNumber: `JS-2026-0000${String(n).padStart(2, '0')}`,
  category: 'Sanitation',
  text: `Garbage has not been collected in ward ${n} for a week. Call [phone removed].`,
  publishedAt: '2026-03-02T08:00:00.000Z',
  status: 'under_review',
  upvotes: n,
});

describe('community feed', () => {
  beforeEach(resetTestState);

  it('is open to visitors and lists the published posts page by page', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/community/posts?page=1')) {
        return { status: 200, body: { data: { items: [post(1), post(2)], total: 12, page: 1, pageSize: 10 } } };
      }
      if (call.url.startsWith('/api/community/posts?page=2')) {
        return { status: 200, body: { data: { items: [post(11)], total: 12, page: 2, pageSize: 10 } } };
      }
      return apiError(404, 'Not found');
    });
    const user = userEvent.setup();
    const { router } = renderApp('/community');
    const posts = await screen.findAllByTestId('community-post');
    expect(posts).toHaveLength(2);
    expect(within(posts[0]!).getByTestId('community-post-number')).toHaveTextContent('JS-2026-000001');
    expect(within(posts[0]!).getByTestId('community-post-text')).toHaveTextContent('[phone removed]');
    expect(within(posts[0]!).getByText('Sanitation')).toBeInTheDocument();
    expect(within(posts[0]!).getByText('Under review')).toBeInTheDocument();
    expect(screen.getByTestId('community-count')).toHaveTextContent('12 published posts');

    await user.click(screen.getByTestId('community-next'));
    await waitFor(() => expect(screen.getAllByTestId('community-post')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.map((call) => call.url)).toContain('/api/community/posts?page=2&pageSize=10');
    expect(router.state.location.pathname).toBe('/community');
  });

  it('says so when nothing is published yet', async () => {
    mockFetch(() => ({ status: 200, body: { data: { items: [], total: 0, page: 1, pageSize: 10 } } }));
    renderApp('/community');
    expect(await screen.findByTestId('community-empty')).toHaveTextContent('Nothing has been published yet.');
  });
});
