import { ApiError } from '../../../lib/api-client';
import { ASK_PATH, AssistantTimeoutError, askAssistant, parseAnswer } from '../api/ask-assistant';
import { confidenceLevel } from '../components/confidence-badge';
import { classifyError } from './errors';
import { fallbackAnswer } from './fallback';
import { RECENT_QUERIES_KEY, addRecentQuery, loadRecentQueries } from './recent-queries';

describe('assistant helpers', () => {
  beforeEach(() => window.localStorage.clear());

  it('classifies failures by cause (spec section 8)', () => {
    expect(classifyError(new ApiError(0, 'Unable to connect'))).toEqual({ cause: 'fetch' });
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({ cause: 'fetch' });
    expect(classifyError(new AssistantTimeoutError())).toEqual({ cause: 'timeout' });
    expect(classifyError(new DOMException('aborted', 'AbortError'))).toEqual({ cause: 'timeout' });
    expect(classifyError(new Error('Gateway timeout'))).toEqual({ cause: 'timeout' });
    expect(classifyError(new ApiError(500, 'x'))).toEqual({ cause: '500' });
    expect(classifyError(new ApiError(504, 'x'))).toEqual({ cause: '500' });
    expect(classifyError(new Error('HTTP error! status: 500'))).toEqual({ cause: '500' });
    expect(classifyError(new ApiError(429, 'slow down', { retryAfter: 12 }))).toEqual({ cause: 'rateLimited', retryAfter: 12 });
    expect(classifyError(new ApiError(400, 'Question is required'))).toEqual({ cause: 'badRequest', message: 'Question is required' });
    expect(classifyError(new ApiError(403, 'x'))).toEqual({ cause: 'other' });
    expect(classifyError('weird')).toEqual({ cause: 'other' });
  });

  it('colours confidence at 80 and 60', () => {
    expect([100, 80, 79.5, 79, 60, 59, 0].map(confidenceLevel)).toEqual(['high', 'high', 'medium', 'medium', 'medium', 'low', 'low']);
  });

  it('reads the answer defensively: success must be true, at most 3 schemes, numbers clamped', () => {
    expect(parseAnswer({ success: false, data: { answer: 'x' } }, 'en')).toBeNull();
    expect(parseAnswer({ data: { answer: 'x' } }, 'en')).toBeNull();
    expect(parseAnswer({ success: true, data: { answer: '  ' } }, 'en')).toBeNull();
    const parsed = parseAnswer(
      {
        success: true,
        data: {
          answer: 'ok',
          confidence: 140.2,
          sources: [{ schemeName: 'A', similarity: 1.4 }, { similarity: 0.3 }],
          relevantSchemes: [1, 2, 3, 4].map((n) => ({ id: `s${n}`, name: `S${n}`, description: 'd', similarity: 0.5 })),
          suggestions: ['a', 3, ''],
          language: 'klingon',
        },
      },
      'hinglish',
    );
    expect(parsed).toEqual({
      answer: 'ok',
      confidence: 100,
      sources: [{ schemeName: 'A', similarity: 1 }],
      relevantSchemes: [1, 2, 3].map((n) => ({ id: `s${n}`, name: `S${n}`, description: 'd', similarity: 0.5 })),
      suggestions: ['a'],
      language: 'hinglish',
    });
  });

  it('calls /qa/ask through the api client (so /api/qa/ask, no doubled segment) and times out', async () => {
    expect(ASK_PATH).toBe('/qa/ask');
    const fetchMock = jest.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(askAssistant({ question: 'q', language: 'en' }, 20)).rejects.toBeInstanceOf(AssistantTimeoutError);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/qa/ask');
  });

  it('keeps the newest 10 recent queries once each and ignores bad storage', () => {
    window.localStorage.setItem(RECENT_QUERIES_KEY, '{not json');
    expect(loadRecentQueries()).toEqual([]);
    let list = loadRecentQueries();
    for (let i = 1; i <= 12; i += 1) list = addRecentQuery(list, `Q${i}`, 'en', i);
    expect(list.map((q) => q.question)).toEqual(['Q12', 'Q11', 'Q10', 'Q9', 'Q8', 'Q7', 'Q6', 'Q5', 'Q4', 'Q3']);
    list = addRecentQuery(list, ' q5 ', 'en', 13);
    expect(list.map((q) => q.question).slice(0, 3)).toEqual(['q5', 'Q12', 'Q11']);
    expect(list).toHaveLength(10);
    list = addRecentQuery(list, 'q5', 'hi', 14);
    expect(list.filter((q) => q.question === 'q5').map((q) => q.language)).toEqual(['hi', 'en']);
    window.localStorage.setItem(RECENT_QUERIES_KEY, JSON.stringify([{ question: 'x', timestamp: 1, language: 'fr' }, ...list]));
    expect(loadRecentQueries()).toEqual(list);
  });

  it('the widget fallback states the published figures in the asked language', () => {
    expect(fallbackAnswer('pm kisan amount', 'en')).toMatch(/₹6,000 a year, paid in 3 instalments of ₹2,000/);
    expect(fallbackAnswer('पीएम किसान', 'hi')).toMatch(/₹6,000/);
    expect(fallbackAnswer('ayushman', 'hinglish')).toMatch(/₹5 lakh/);
    expect(fallbackAnswer('आवास योजना', 'hi')).toMatch(/₹1.20 लाख/);
    expect(fallbackAnswer('hello', 'en')).toMatch(/could not reach/);
  });
});
