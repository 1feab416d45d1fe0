import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockResponse, apiError, mockFetch, renderApp, resetTestState } from '../../../test/test-utils';

function assistantReplies(reply: () => MockResponse) {
  return mockFetch((call) => (call.url === '/api/qa/ask' ? reply() : apiError(404, 'Not found')));
}

const success: MockResponse = {
  status: 200,
  body: {
    success: true,
    data: {
      answer: 'Ayushman Bharat PM-JAY covers up to ₹5 lakh per family per year.',
      confidence: 88,
      sources: [{ schemeName: 'Ayushman Bharat PM-JAY', similarity: 0.9 }],
      relevantSchemes: [
        { id: 'ab-pmjay', name: 'Ayushman Bharat PM-JAY', description: 'Health cover.', similarity: 0.9 },
        { id: 'ayushman-vay-vandana', name: 'Ayushman Vay Vandana', description: 'Cover for 70+.', similarity: 0.6 },
      ],
      suggestions: ['Tell me more about Ayushman Bharat PM-JAY', 'How to apply for this scheme?'],
      language: 'en',
    },
  },
};

const botMessages = () => screen.queryAllByTestId('assistant-message').filter((m) => m.dataset.type === 'bot');

describe('floating assistant widget', () => {
  beforeEach(resetTestState);

  it('is a round button that opens the chat panel, minimises back to the button and keeps the conversation', async () => {
    const { calls } = assistantReplies(() => success);
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByTestId('assistant-widget-button');
    expect(button).toHaveAccessibleName('Open the scheme assistant');
    expect(screen.queryByTestId('assistant-widget')).not.toBeInTheDocument();

    await user.click(button);
    const panel = screen.getByTestId('assistant-widget');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(within(panel).getByRole('heading', { name: 'SarkarQnA' })).toBeInTheDocument();
    expect(within(panel).getByTestId('assistant-empty')).toHaveTextContent('Start a conversation by asking about government schemes!');
    expect(within(panel).getByTestId('assistant-input')).toHaveFocus();

    await user.keyboard('What does Ayushman Bharat cover?{Enter}');
    await waitFor(() => expect(botMessages()).toHaveLength(1));
    expect(calls.filter((c) => c.url === '/api/qa/ask')[0]?.body).toEqual({
      question: 'What does Ayushman Bharat cover?',
      language: 'en',
      includeUserProfile: true,
    });
    expect(within(panel).getByTestId('assistant-confidence')).toHaveTextContent('Confidence: 88%');
    // The widget's follow-ups: 'Tell me about {scheme}' plus how to apply.
    expect(within(panel).getAllByTestId('assistant-suggestion').map((b) => b.textContent)).toEqual([
      'Tell me about Ayushman Bharat PM-JAY',
      'Tell me about Ayushman Vay Vandana',
      'How to apply for this scheme?',
    ]);

    await user.click(within(panel).getByTestId('assistant-widget-minimise'));
    expect(screen.queryByTestId('assistant-widget')).not.toBeInTheDocument();
    expect(screen.getByTestId('assistant-widget-button')).toHaveFocus();

    await user.click(screen.getByTestId('assistant-widget-button'));
    expect(botMessages()).toHaveLength(1);
    // Escape minimises too.
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('assistant-widget')).not.toBeInTheDocument();
  });

  it('closes until reload: gone on this page and on the next', async () => {
    assistantReplies(() => success);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByTestId('assistant-widget-button'));
    await user.click(screen.getByTestId('assistant-widget-close'));
    expect(screen.queryByTestId('assistant-widget')).not.toBeInTheDocument();
    expect(screen.queryByTestId('assistant-widget-button')).not.toBeInTheDocument();
    await act(async () => {
      await router.navigate('/language');
    });
    await screen.findByTestId('language-list');
    expect(screen.queryByTestId('assistant-widget-button')).not.toBeInTheDocument();
  });

  it('is not shown on /sarkarqna (the full page is) and appears on the way out', async () => {
    assistantReplies(() => success);
    const { router } = renderApp('/sarkarqna');
    await screen.findByTestId('assistant-page');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.queryByTestId('assistant-widget-button')).not.toBeInTheDocument();
    await act(async () => {
      await router.navigate('/');
    });
    expect(await screen.findByTestId('assistant-widget-button')).toBeInTheDocument();
  });

  it.each([
    ['PM Kisan mein kitna paisa milta hai?', /₹6,000 a year, paid in 3 instalments of ₹2,000/],
    ['ayushman card', /₹5 lakh per family per year/],
    ['How do I get a house under awas yojana?', /₹1.20 lakh per house in the plains/],
    ['Tell me a joke', /PM-KISAN, Ayushman Bharat or housing/],
  ])('answers "%s" from its own short notes when the assistant answers without success', async (question, expected) => {
    assistantReplies(() => ({ status: 200, body: { success: false } }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('assistant-widget-button'));
    await user.keyboard(`${question}{Enter}`);
    await waitFor(() => expect(botMessages()).toHaveLength(1));
    const bot = botMessages()[0] as HTMLElement;
    expect(bot).toHaveAttribute('data-kind', 'fallback');
    expect(bot).toHaveTextContent(expected);
    expect(within(bot).queryByTestId('assistant-confidence')).not.toBeInTheDocument();
  });

  it('gives the fallback in the chat language (Hindi)', async () => {
    assistantReplies(() => ({ status: 200, body: { success: false } }));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('assistant-widget-button'));
    await user.selectOptions(screen.getByTestId('assistant-language'), 'hi');
    await user.type(screen.getByTestId('assistant-input'), 'किसान सम्मान निधि{Enter}');
    await waitFor(() => expect(botMessages()).toHaveLength(1));
    expect(botMessages()[0]).toHaveTextContent('साल में ₹6,000 मिलते हैं');
  });

  it('shows the error messages by cause like the page', async () => {
    assistantReplies(() => apiError(502, 'Bad gateway'));
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByTestId('assistant-widget-button'));
    await user.keyboard('PM-KISAN{Enter}');
    await waitFor(() => expect(botMessages()).toHaveLength(1));
    expect(botMessages()[0]).toHaveTextContent('The AI service is temporarily unavailable. Please try again in a few moments.');
    expect(within(botMessages()[0] as HTMLElement).getByTestId('assistant-confidence')).toHaveTextContent('Confidence: 0%');
  });
});
