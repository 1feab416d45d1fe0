import { type SchemeCardDto } from '@jan-seva/contracts';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockFetch, renderApp, resetTestState } from '../../../test/test-utils';

const item = (id: string, state: string) => ({ id, state }) as SchemeCardDto;

describe('home page figures', () => {
  beforeEach(resetTestState);

  it('shows the real number of schemes, languages, the states covered and the category counts from the API', async () => {
    const { calls } = mockFetch((call) =>
      call.url.startsWith('/api/schemes?')
        ? {
            status: 200,
            body: {
              data: {
                items: [item('a', 'All India'), item('b', 'All India'), item('c', 'West Bengal'), item('d', 'Tamil Nadu'), item('e', 'West Bengal')],
                total: 5,
                page: 1,
                pageSize: 100,
                counts: { all: 5, employment: 2, education: 1, health: 4, agriculture: 3, 'social-welfare': 2 },
              },
            },
          }
        : apiError(404, 'Not found'),
    );
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('stat-schemes')).toHaveTextContent('5'));
    expect(screen.getByTestId('stat-languages')).toHaveTextContent('13');
    expect(screen.getByTestId('stat-assistant')).toHaveTextContent('24/7');
    expect(screen.getByTestId('stat-states')).toHaveTextContent('All India + 2 states');
    expect(screen.getByTestId('stat-states')).toHaveTextContent('Tamil Nadu, West Bengal');
    expect(screen.getByTestId('home-stats')).not.toHaveTextContent(/500\+|10M\+/);
    expect(screen.getByTestId('home-category-count-health')).toHaveTextContent('4 schemes');
    expect(screen.getByTestId('home-category-count-education')).toHaveTextContent('1 scheme');
    expect(screen.getByTestId('home-category-count-housing')).toHaveTextContent('0 schemes');
    expect(screen.getByRole('link', { name: 'Browse Social Welfare schemes' })).toHaveAttribute('href', '/schemes?category=social-welfare');
    expect(calls[0]?.url).toBe('/api/schemes?pageSize=100&lang=en');
  });

  it('shows a dash, not an invented figure, when the API cannot be reached', async () => {
    mockFetch(() => apiError(500, 'unexpected'));
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('stat-schemes')).toHaveTextContent('—'), { timeout: 3000 });
    expect(screen.getByTestId('stat-languages')).toHaveTextContent('13');
  });
});
