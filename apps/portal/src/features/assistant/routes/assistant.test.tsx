import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage';
import { type FetchCall, type MockResponse, apiError, deferred, mockFetch, renderApp, resetTestState, testUser } from '../../../test/test-utils';
import { RECENT_QUERIES_KEY } from '../lib/recent-queries';

const PM_KISAN = { id: 'pm-kisan', name: 'PM-KISAN', description: 'Income support of ₹6,000 a year to farmer families.', similarity: 0.874 };

function answer(data: Record<string, unknown> = {}): MockResponse {
  return {
    status: 200,
    body: {
      success: true,
      data: {
        answer: 'Under PM-KISAN you get ₹6,000 a year, paid in 3 instalments of ₹2,000.',
        confidence: 92,
        sources: [
          { schemeName: 'PM-KISAN', similarity: 0.874 },
          { schemeName: 'PM Kisan Maan-Dhan Yojana', similarity: 0.412 },
        ],
        relevantSchemes: [PM_KISAN],
        suggestions: ['Tell me more about PM-KISAN', 'How to apply for this scheme?'],
        language: 'en',
        ...data,
      },
    },
  };
}

/** Answers the assistant call with `reply`; the start-up calls (none without a token) get a 404. */
function mockAssistant(reply: (call: FetchCall) => MockResponse | Promise<MockResponse>) {
  return mockFetch((call) => {
    if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
    if (call.url === '/api/qa/ask') return reply(call);
    return apiError(404, 'Not found');
  });
}

const askCalls = (calls: FetchCall[]) => calls.filter((c) => c.url === '/api/qa/ask');

async function openPage() {
  const utils = renderApp('/sarkarqna');
  await screen.findByTestId('assistant-page');
  return utils;
}

async function ask(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByTestId('assistant-input'), `${text}{Enter}`);
}

const botMessages = () => screen.queryAllByTestId('assistant-message').filter((m) => m.dataset.type === 'bot');
const lastBot = async () => {
  await waitFor(() => expect(botMessages().length).toBeGreaterThan(0));
  const list = botMessages();
  return list[list.length - 1] as HTMLElement;
};

describe('assistant page /sarkarqna', () => {
  beforeEach(resetTestState);

  it('shows the title, subtitle, empty state, placeholder, quick questions and features', async () => {
    mockAssistant(() => answer());
    await openPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SarkarQnA');
    expect(screen.getByText('AI Scheme Eligibility Bot')).toBeInTheDocument();
    expect(screen.getByTestId('assistant-empty')).toHaveTextContent('Start a conversation by asking about government schemes!');
    expect(screen.getByTestId('assistant-input')).toHaveAttribute('placeholder', 'Ask about government schemes...');
    expect(screen.getByTestId('assistant-log')).toHaveAttribute('aria-live', 'polite');
    const options = within(screen.getByTestId('assistant-language')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['en', 'English'],
      ['hi', 'हिन्दी'],
      ['hinglish', 'Hinglish'],
    ]);
    const quick = screen.getAllByTestId('assistant-quick-question').map((b) => b.textContent ?? '');
    expect(quick).toHaveLength(7);
    for (const topic of [/PM-KISAN/, /Ayushman Bharat/, /housing/, /[\u0900-\u097F]/, /kaun eligible/, /women/, /Startup/]) {
      expect(quick.some((q) => topic.test(q))).toBe(true);
    }
    expect(within(screen.getByTestId('assistant-features')).getAllByRole('listitem').map((li) => li.querySelector('.assistant-features__title')?.textContent)).toEqual([
      'Multilingual Support',
      'Eligibility Checking',
      'Confidence Scores',
      'Source Citations',
      'Real-time Processing',
    ]);
    expect(screen.getAllByTestId('assistant-suggestion').map((b) => b.textContent)).toEqual([
      'Find schemes for me',
      'Document verification',
      'Application help',
      'Contact support',
    ]);
    // The widget stays away from the full page.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(screen.queryByTestId('assistant-widget-button')).not.toBeInTheDocument();
  });

  it('sends on Enter to exactly POST /api/qa/ask with the bearer token, then shows the answer with time, confidence, sources and schemes', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-asha');
    const { calls } = mockAssistant(() => answer());
    const user = userEvent.setup();
    await openPage();
    await ask(user, 'How much money does PM-KISAN give?');

    const bot = await lastBot();
    const [call] = askCalls(calls);
    expect(call).toMatchObject({
      url: '/api/qa/ask',
      method: 'POST',
      body: { question: 'How much money does PM-KISAN give?', language: 'en', includeUserProfile: true },
    });
    expect(call?.headers.Authorization).toBe('Bearer jwt-asha');
    expect(screen.getByTestId('assistant-input')).toHaveValue('');

    const user1 = screen.getAllByTestId('assistant-message')[0] as HTMLElement;
    expect(user1).toHaveAttribute('data-type', 'user');
    expect(user1).toHaveTextContent('How much money does PM-KISAN give?');
    // en-IN hour:minute, e.g. "02:35 pm".
    expect(within(user1).getByText(/^\d{2}:\d{2}\s?(am|pm)$/i).tagName).toBe('TIME');

    expect(bot).toHaveTextContent('Under PM-KISAN you get ₹6,000 a year');
    expect(within(bot).getByTestId('assistant-confidence')).toHaveTextContent('Confidence: 92%');
    expect(within(bot).getByText(/^\d{2}:\d{2}\s?(am|pm)$/i)).toBeInTheDocument();
    expect(screen.getAllByTestId('assistant-suggestion').map((b) => b.textContent)).toEqual([
      'Tell me more about PM-KISAN',
      'How to apply for this scheme?',
    ]);
  });

  it('keeps send disabled while the input is blank or a reply is pending, with a typing indicator meanwhile', async () => {
    const reply = deferred<MockResponse>();
    const { calls } = mockAssistant(() => reply.promise);
    const user = userEvent.setup();
    await openPage();
    const send = screen.getByTestId('assistant-send');
    const input = screen.getByTestId('assistant-input');
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(askCalls(calls)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'Am I eligible for PM-KISAN?');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByTestId('assistant-typing')).toBeInTheDocument();
    expect(screen.getByTestId('assistant-log')).toHaveAttribute('aria-busy', 'true');

    // A second question typed while waiting cannot be sent.
    await user.type(input, 'And documents?');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    for (const chip of screen.getAllByTestId('assistant-suggestion')) expect(chip).toBeDisabled();
    expect(askCalls(calls)).toHaveLength(1);

    await act(async () => reply.resolve(answer()));
    await waitFor(() => expect(screen.queryByTestId('assistant-typing')).not.toBeInTheDocument());
    expect(send).toBeEnabled();
    expect(input).toHaveValue('And documents?');
  });

  it.each([
    [100, 'high'],
    [80, 'high'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'low'],
    [12, 'low'],
  ])('colours confidence %i as %s (green ≥ 80, yellow 60-79, red < 60)', async (confidence, level) => {
    mockAssistant(() => answer({ confidence }));
    const user = userEvent.setup();
    await openPage();
    await ask(user, 'What is PM-KISAN?');
    const badge = within(await lastBot()).getByTestId('assistant-confidence');
    expect(badge).toHaveTextContent(`Confidence: ${confidence}%`);
    expect(badge).toHaveAttribute('data-level', level);
    expect(badge).toHaveClass(`chat-confidence--${level}`);
  });

  it('toggles the sources with scheme name and percent match', async () => {
    mockAssistant(() => answer());
    const user = userEvent.setup();
    await openPage();
    await ask(user, 'What is PM-KISAN?');
    const bot = await lastBot();
    const toggle = within(bot).getByTestId('assistant-sources-toggle');
    const list = within(bot).getByTestId('assistant-sources');
    expect(toggle).toHaveTextContent('Sources (2)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['PM-KISAN87% match', 'PM Kisan Maan-Dhan Yojana41% match']);
    await user.click(toggle);
    expect(list).not.toBeVisible();
  });

  it('shows at most 3 relevant schemes, each linking to its detail page with percent and description', async () => {
    const schemes = [
      PM_KISAN,
      { id: 'pm-kisan-maandhan', name: 'PM Kisan Maan-Dhan Yojana', description: 'Pension of ₹3,000 a month at 60.', similarity: 0.41 },
      { id: 'kisan-credit-card', name: 'Kisan Credit Card', description: 'Crop loans.', similarity: 0.305 },
      { id: 'pmfby', name: 'PMFBY', description: 'Crop insurance.', similarity: 0.2 },
    ];
    mockAssistant(() => answer({ relevantSchemes: schemes }));
    const user = userEvent.setup();
    const { router } = await openPage();
    await ask(user, 'Schemes for farmers');
    const items = within(await lastBot()).getAllByTestId('assistant-relevant-scheme');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/schemes/pm-kisan',
      '/schemes/pm-kisan-maandhan',
      '/schemes/kisan-credit-card',
    ]);
    expect(items[0]).toHaveTextContent('PM-KISAN');
    expect(items[0]).toHaveTextContent('87% match');
    expect(items[0]).toHaveTextContent('Income support of ₹6,000 a year to farmer families.');
    expect(items[2]).toHaveTextContent('31% match');
    await user.click(within(items[0] as HTMLElement).getByRole('link'));
    expect(router.state.location.pathname).toBe('/schemes/pm-kisan');
  });

  it('asks in the chosen language, and a suggestion chip or quick question sends itself', async () => {
    const { calls } = mockAssistant((call) =>
      answer({ answer: 'पीएम-किसान में आपको साल में ₹6,000 मिलते हैं।', language: (call.body as { language: string }).language }),
    );
    const user = userEvent.setup();
    await openPage();
    await user.selectOptions(screen.getByTestId('assistant-language'), 'hi');
    await ask(user, 'पीएम किसान में कितने पैसे मिलते हैं?');
    expect(await lastBot()).toHaveTextContent('पीएम-किसान में आपको साल में ₹6,000 मिलते हैं।');
    expect(askCalls(calls)[0]?.body).toMatchObject({ language: 'hi' });

    await user.click(screen.getByRole('button', { name: 'Tell me more about PM-KISAN' }));
    await waitFor(() => expect(askCalls(calls)).toHaveLength(2));
    expect(askCalls(calls)[1]?.body).toMatchObject({ question: 'Tell me more about PM-KISAN', language: 'hi' });
    await waitFor(() => expect(botMessages()).toHaveLength(2));

    const hinglish = screen.getAllByTestId('assistant-quick-question').find((b) => /kaun eligible/.test(b.textContent ?? '')) as HTMLElement;
    await user.click(hinglish);
    await waitFor(() => expect(askCalls(calls)).toHaveLength(3));
    expect(askCalls(calls)[2]?.body).toMatchObject({ question: 'Ayushman card ke liye kaun eligible hai?', language: 'hinglish' });
    expect(screen.getByTestId('assistant-language')).toHaveValue('hinglish');
  });

  it('keeps 10 recent queries in localStorage, shows 5, and re-asks one in its own language', async () => {
    const stored = Array.from({ length: 12 }, (_, i) => ({
      question: `Old question ${i + 1}`,
      timestamp: 1_700_000_000_000 - i * 1000,
      language: i === 1 ? 'hinglish' : 'en',
    }));
    window.localStorage.setItem(RECENT_QUERIES_KEY, JSON.stringify(stored));
    const { calls } = mockAssistant(() => answer());
    const user = userEvent.setup();
    await openPage();

    let shown = screen.getAllByTestId('assistant-recent-query');
    expect(shown.map((b) => b.textContent)).toEqual([
      'Old question 1English',
      'Old question 2Hinglish',
      'Old question 3English',
      'Old question 4English',
      'Old question 5English',
    ]);

    await ask(user, 'What is Ayushman Bharat?');
    await lastBot();
    const saved = JSON.parse(window.localStorage.getItem(RECENT_QUERIES_KEY) ?? '[]') as { question: string; language: string }[];
    expect(saved).toHaveLength(10);
    expect(saved[0]).toMatchObject({ question: 'What is Ayushman Bharat?', language: 'en' });
    expect(saved[9]?.question).toBe('Old question 9');
    shown = screen.getAllByTestId('assistant-recent-query');
    expect(shown).toHaveLength(5);
    expect(shown[0]).toHaveTextContent('What is Ayushman Bharat?');

    await user.click(screen.getByRole('button', { name: 'Ask again: Old question 2 (Hinglish)' }));
    await waitFor(() => expect(askCalls(calls)).toHaveLength(2));
    expect(askCalls(calls)[1]?.body).toMatchObject({ question: 'Old question 2', language: 'hinglish' });
    expect(screen.getByTestId('assistant-language')).toHaveValue('hinglish');
    // Asked again, it moves to the top instead of appearing twice.
    await waitFor(() => expect(screen.getAllByTestId('assistant-recent-query')[0]).toHaveTextContent('Old question 2'));
    const again = JSON.parse(window.localStorage.getItem(RECENT_QUERIES_KEY) ?? '[]') as { question: string }[];
    expect(again.filter((q) => q.question === 'Old question 2')).toHaveLength(1);
  });

  describe('errors by cause, as bot messages with confidence 0', () => {
    it.each<[string, (call: FetchCall) => MockResponse | Promise<MockResponse>, string]>([
      [
        'a network failure',
        () => Promise.reject(new TypeError('Failed to fetch')),
        'Unable to connect to the AI service. Please check your internet connection and try again.',
      ],
      ['a 500', () => apiError(500, 'Internal server error'), 'The AI service is temporarily unavailable. Please try again in a few moments.'],
      ['a 503', () => apiError(503, 'Service unavailable'), 'The AI service is temporarily unavailable. Please try again in a few moments.'],
      [
        'an abort',
        () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
        'The request is taking longer than expected. Please try again.',
      ],
      ['any other failure', () => apiError(404, 'Not found'), "I'm experiencing technical difficulties. Please try again in a moment."],
      [
        'an answer without success',
        () => ({ status: 200, body: { success: false, data: null } }),
        "I apologize, but I couldn't process your request at the moment. Please try again or rephrase your question.",
      ],
      [
        'a 429 with Retry-After',
        () => ({ ...apiError(429, 'Too many requests'), headers: { 'Retry-After': '30' } }),
        'Too many questions, please wait 30 seconds and try again.',
      ],
      ['a 400 (the server says why)', () => apiError(400, 'The question must be at most 500 characters'), 'The question must be at most 500 characters'],
    ])('%s', async (_cause, reply, message) => {
      mockAssistant(reply);
      const user = userEvent.setup();
      await openPage();
      await ask(user, 'What is PM-KISAN?');
      const bot = await lastBot();
      expect(bot).toHaveAttribute('data-kind', 'error');
      expect(within(bot).getByText(message)).toBeInTheDocument();
      expect(within(bot).getByTestId('assistant-confidence')).toHaveTextContent('Confidence: 0%');
      expect(within(bot).getByTestId('assistant-confidence')).toHaveAttribute('data-level', 'low');
      // The chat is usable again.
      await user.type(screen.getByTestId('assistant-input'), 'again');
      expect(screen.getByTestId('assistant-send')).toBeEnabled();
    });

    it('gives up after 15 seconds and says the request is taking too long', async () => {
      jest.useFakeTimers();
      try {
        mockAssistant(() => answer());
        const pendingForever = jest.fn(
          (_input: RequestInfo | URL, init: RequestInit = {}) =>
            new Promise<Response>((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
            }),
        );
        globalThis.fetch = pendingForever as unknown as typeof fetch;
        const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
        await openPage();
        await ask(user, 'What is PM-KISAN?');
        expect(screen.getByTestId('assistant-typing')).toBeInTheDocument();
        await act(async () => {
          jest.advanceTimersByTime(14_000);
        });
        expect(botMessages()).toHaveLength(0);
        await act(async () => {
          jest.advanceTimersByTime(1_000);
        });
        expect(await lastBot()).toHaveTextContent('The request is taking longer than expected. Please try again.');
        expect(pendingForever).toHaveBeenCalledTimes(1);
      } finally {
        jest.useRealTimers();
      }
    });

    it('follows the interface language (Hindi)', async () => {
      mockAssistant(() => apiError(500, 'boom'));
      const user = userEvent.setup();
      await openPage();
      const { i18n } = await import('../../../lib/i18n');
      await act(async () => {
        await i18n.changeLanguage('hi');
      });
      expect(screen.getByTestId('assistant-input')).toHaveAttribute('placeholder', 'सरकारी योजनाओं के बारे में पूछें...');
      await ask(user, 'PM-KISAN');
      expect(await lastBot()).toHaveTextContent('एआई सेवा अस्थायी रूप से उपलब्ध नहीं है।');
      expect(within(await lastBot()).getByTestId('assistant-confidence')).toHaveTextContent('विश्वास: 0%');
    });
  });

  it('scrolls the conversation (not the page) to the newest message', async () => {
    mockAssistant(() => answer());
    const user = userEvent.setup();
    await openPage();
    const log = screen.getByTestId('assistant-log');
    const positions: number[] = [];
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 480 + positions.length * 100 });
    Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => positions.at(-1) ?? 0, set: (value: number) => positions.push(value) });
    await ask(user, 'What is PM-KISAN?');
    await lastBot();
    expect(positions.length).toBeGreaterThanOrEqual(2);
    expect(positions.at(-1)).toBe(480 + (positions.length - 1) * 100);
  });

  describe('microphone', () => {
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
    });

    it('is hidden where the browser has no speech recognition', async () => {
      mockAssistant(() => answer());
      await openPage();
      expect(screen.queryByTestId('assistant-mic')).not.toBeInTheDocument();
    });

    it('listens in hi-IN or en-IN and puts the transcript into the input', async () => {
      const instances: FakeRecognition[] = [];
      class FakeRecognition {
        lang = '';
        interimResults = false;
        continuous = true;
        maxAlternatives = 0;
        onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        started = false;
        start() {
          this.started = true;
          instances.push(this);
        }
        stop() {
          this.started = false;
          this.onend?.();
        }
        abort() {
          this.stop();
        }
      }
      (window as unknown as Record<string, unknown>).webkitSpeechRecognition = FakeRecognition;
      mockAssistant(() => answer());
      const user = userEvent.setup();
      await openPage();

      const mic = screen.getByTestId('assistant-mic');
      expect(mic).toHaveAttribute('aria-pressed', 'false');
      expect(mic).toHaveAccessibleName('Speak your question');
      await user.click(mic);
      expect(instances[0]).toMatchObject({ lang: 'en-IN', started: true, interimResults: true });
      expect(mic).toHaveAttribute('aria-pressed', 'true');
      expect(mic).toHaveAccessibleName('Stop listening');
      act(() => instances[0]?.onresult?.({ results: [[{ transcript: 'what is' }], [{ transcript: ' PM-KISAN' }]] }));
      expect(screen.getByTestId('assistant-input')).toHaveValue('what is PM-KISAN');
      await user.click(mic);
      expect(instances[0]?.started).toBe(false);
      expect(mic).toHaveAttribute('aria-pressed', 'false');

      await user.selectOptions(screen.getByTestId('assistant-language'), 'hinglish');
      await user.click(mic);
      expect(instances[1]?.lang).toBe('hi-IN');
      act(() => instances[1]?.onerror?.({ error: 'not-allowed' }));
      act(() => instances[1]?.onend?.());
      expect(screen.getByText(/Microphone access was refused/)).toBeInTheDocument();
      expect(mic).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
