import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, resetTestState } from '../../../test/test-utils';

describe('404 page', () => {
  beforeEach(resetTestState);

  it("shows 'Oops! Page not found', logs the bad path and links home", async () => {
    mockFetch(() => ({ status: 500 }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByTestId('not-found-title')).toHaveTextContent('Oops! Page not found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no/such/page');

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Government services, simplified/ })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
