import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../lib/i18n';
import { TOKEN_STORAGE_KEY } from '../../lib/token-storage';
import { apiError, deferred, type FetchCall, type MockResponse, mockFetch, renderApp, resetTestState, testUser } from '../../test/test-utils';
import { type ComplaintDetail, type ComplaintSummary } from './api/complaints-api';

function summary(overrides: Partial<ComplaintSummary> = {}): ComplaintSummary {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    registrationNumber: 'JS-2026-000001',
    title: 'Streetlight broken near the school',
    description: 'The streetlight outside the primary school has been dark for two weeks.',
    category: 'Infrastructure',
    location: 'Ward 12, Lucknow',
    urgency: 'medium',
    status: 'pending',
    author: 'Ravi K.',
    timestamp: '2026-03-01T10:00:00.000Z',
    upvotes: 4,
    comments: 1,
    department: 'Public Works Department',
    tags: ['streetlight', 'outside', 'primary'],
    socialStatus: 'approved',
    evidenceCount: 0,
    dueAt: '2026-03-08T10:00:00.000Z',
    overdue: false,
    upvoted: false,
    statusReason: null,
    ...overrides,
  };
}

function detail(overrides: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return {
    ...summary(),
    postToSocial: true,
    mine: true,
    filedAt: '2026-03-01T10:00:00.000Z',
    disposedAt: null,
    feedback: null,
    appeal: null,
    evidence: [],
    timeline: [
      {
        position: 1,
        type: 'ComplaintFiled',
        summary: { registrationNumber: 'JS-2026-000001', category: 'Infrastructure', urgency: 'medium' },
        at: '2026-03-01T10:00:00.000Z',
        audience: 'public',
      },
    ],
    ...overrides,
  } as ComplaintDetail;
}

const page = (items: ComplaintSummary[]) => ({ status: 200, body: { data: { items, total: items.length, page: 1, pageSize: 10 } } });

const stats = {
  total: 12,
  byStatus: { pending: 5, under_review: 2, in_progress: 2, resolved: 3, rejected: 0, closed: 0 },
  byCategory: {
    Infrastructure: 4,
    'Water Supply': 6,
    Electricity: 1,
    Sanitation: 1,
    Traffic: 0,
    'Illegal Activity': 0,
    Healthcare: 0,
    Education: 0,
    Other: 0,
  },
  resolved: 3,
  averageHoursToResolve: 30,
  resolvedWithinDeadlineShare: 0.75,
  overdue: 1,
};

type Routes = {
  publicList?: ComplaintSummary[];
  mine?: ComplaintSummary[];
  onFile?: (call: FetchCall) => MockResponse | Promise<MockResponse>;
  detail?: ComplaintDetail;
  other?: (call: FetchCall) => MockResponse | undefined;
};

/** A signed-in citizen and an API that answers the complaint calls from canned data. */
function signedInWith(routes: Routes = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
  return mockFetch((call) => {
    const other = routes.other?.(call);
    if (other) return other;
    if (call.url === '/api/users/profile') return { status: 200, body: { data: testUser } };
    if (call.url === '/api/complaints/stats') return { status: 200, body: { data: stats } };
    if (call.url.startsWith('/api/complaints?mine=true')) return page(routes.mine ?? []);
    if (call.url.startsWith('/api/complaints?')) return page(routes.publicList ?? []);
    if (call.url === '/api/complaints' && call.method === 'POST') {
      return routes.onFile ? routes.onFile(call) : apiError(500, 'unexpected');
    }
    if (routes.detail && call.method === 'GET' && call.url.startsWith('/api/complaints/')) return { status: 200, body: { data: routes.detail } };
    return apiError(404, 'Not found');
  });
}

/** XMLHttpRequest as the upload sees it: the test drives progress and the answer. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const realXhr = globalThis.XMLHttpRequest;

async function openComplaints() {
  const view = renderApp('/complaints');
  await screen.findByTestId('complaint-form');
  return view;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('complaint-title'), 'Water pipe leaking on MG Road');
  await user.type(screen.getByTestId('complaint-description'), 'A water pipeline near the bus stop has been leaking for three days.');
  await user.selectOptions(screen.getByTestId('complaint-category'), 'Water Supply');
}

describe('complaints page', () => {
  beforeEach(async () => {
    await resetTestState();
    FakeXhr.instances = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it("alerts 'Please fill in all required fields' and sends nothing when title, description or category is missing", async () => {
    const { calls } = signedInWith();
    const user = userEvent.setup();
    await openComplaints();

    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByTestId('complaint-form-alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByTestId('complaint-title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('complaint-category')).toHaveAttribute('aria-invalid', 'true');

    // Title and description alone are not enough: the category is required too.
    await user.type(screen.getByTestId('complaint-title'), 'Garbage not collected');
    await user.type(screen.getByTestId('complaint-description'), '   ');
    await user.click(screen.getByTestId('complaint-submit'));
    expect(screen.getByTestId('complaint-form-alert')).toHaveTextContent('Please fill in all required fields');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('submits the payload once with an Idempotency-Key, shows the registration number and puts the complaint at the top of My complaints', async () => {
    const answer = deferred<MockResponse>();
    const older = summary({ id: 'old-1', registrationNumber: 'JS-2026-000001', title: 'Older complaint' });
    const filed = detail({
      id: 'new-1',
      registrationNumber: 'JS-2026-000042',
      title: 'Water pipe leaking on MG Road',
      category: 'Water Supply',
      urgency: 'high',
      socialStatus: 'draft',
      status: 'pending',
    });
    const { calls } = signedInWith({ mine: [older], onFile: () => answer.promise });
    const user = userEvent.setup();
    const { router } = await openComplaints();

    expect(screen.getByTestId('complaint-post-social')).toBeChecked();
    expect(screen.getByTestId('complaint-urgency-medium')).toBeChecked();
    await fillRequired(user);
    await user.type(screen.getByTestId('complaint-location'), '  MG Road, Indore ');
    await user.click(screen.getByTestId('complaint-urgency-high'));
    await user.click(screen.getByTestId('complaint-submit'));
    // A second click while the first is on its way records nothing more.
    await user.click(screen.getByTestId('complaint-submit'));
    expect(screen.getByTestId('complaint-submit')).toBeDisabled();

    const posts = calls.filter((call) => call.method === 'POST' && call.url === '/api/complaints');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      title: 'Water pipe leaking on MG Road',
      description: 'A water pipeline near the bus stop has been leaking for three days.',
      category: 'Water Supply',
      location: 'MG Road, Indore',
      urgency: 'high',
      postToSocial: true,
    });
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    answer.resolve({ status: 201, body: { data: filed, message: 'Your complaint has been registered' } });
    expect(await screen.findByTestId('complaint-registration-number')).toHaveTextContent('JS-2026-000042');
    expect(screen.getByTestId('complaint-filed')).toHaveTextContent('24-48 hours');

    // "My complaints" is open, the new complaint first.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    const mine = await screen.findByTestId('complaints-mine');
    const numbers = within(mine)
      .getAllByTestId('complaint-card-number')
      .map((node) => node.textContent);
    expect(numbers[0]).toBe('JS-2026-000042');
    expect(numbers).toContain('JS-2026-000001');
  });

  it('refuses a wrong file type client-side, then uploads an accepted photo with a progress bar after filing', async () => {
    const filed = detail({ id: 'new-2', registrationNumber: 'JS-2026-000043' });
    const { calls } = signedInWith({ onFile: () => ({ status: 201, body: { data: filed } }) });
    const user = userEvent.setup({ applyAccept: false });
    await openComplaints();

    const photoInput = screen.getByTestId('complaint-attach-photo');
    await user.upload(photoInput, new File(['MZ\x90\x00'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(screen.getByTestId('complaint-attachment-errors')).toHaveTextContent('setup.exe is not accepted as a Photo');
    expect(screen.queryByTestId('complaint-attachment-list')).not.toBeInTheDocument();

    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(photoInput, big);
    expect(screen.getByTestId('complaint-attachment-errors')).toHaveTextContent('huge.jpg is too large: a Photo can be at most 5 MB');

    await user.upload(photoInput, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pothole.png', { type: 'image/png' }));
    expect(screen.queryByTestId('complaint-attachment-errors')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('complaint-attachment-list')).getByText('pothole.png')).toBeInTheDocument();

    await fillRequired(user);
    await user.click(screen.getByTestId('complaint-submit'));
    await screen.findByTestId('complaint-registration-number');

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/complaints/new-2/evidence');
    expect(xhr.headers.Authorization).toBe('Bearer jwt-1');
    expect((xhr.body!.get('files') as File).name).toBe('pothole.png');

    xhr.progress(40, 100);
    const bar = screen.getByTestId('complaint-attachment-progress');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('complaint-attachment-status')).toHaveTextContent('Uploading… 40%');

    xhr.respond(201, { data: { ...filed, evidenceCount: 1 }, message: '1 file attached' });
    await waitFor(() => expect(screen.getByTestId('complaint-attachment')).toHaveAttribute('data-status', 'done'));
    expect(screen.getByTestId('complaint-attachment-progress')).toHaveAttribute('aria-valuenow', '100');
    // The file went through XHR, never through fetch.
    expect(calls.some((call) => call.url.includes('/evidence'))).toBe(false);
  });

  it("shows the server's 415 for an upload the client let through, and offers a retry", async () => {
    const filed = detail({ id: 'new-3', registrationNumber: 'JS-2026-000044' });
    signedInWith({ onFile: () => ({ status: 201, body: { data: filed } }) });
    const user = userEvent.setup();
    await openComplaints();
    await user.upload(screen.getByTestId('complaint-attach-document'), new File(['not a pdf'], 'report.pdf', { type: 'application/pdf' }));
    await fillRequired(user);
    await user.click(screen.getByTestId('complaint-submit'));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0]!.respond(415, { statusCode: 415, error: 'Unsupported Media Type', message: 'This file type is not accepted.' });
    expect(await screen.findByTestId('complaint-upload-failed')).toHaveTextContent('1 attachment could not be uploaded');
    expect(screen.getByTestId('complaint-attachment-status')).toHaveTextContent('Not uploaded: This file type is not accepted.');
    expect(screen.getByTestId('complaint-retry-uploads')).toBeInTheDocument();
  });

  it('records a voice note with MediaRecorder and attaches it as the one voice note', async () => {
    const stopTrack = jest.fn();
    class FakeRecorder {
      static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
      state: 'inactive' | 'recording' = 'inactive';
      mimeType: string;
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor(_stream: unknown, options: { mimeType: string }) {
        this.mimeType = options.mimeType;
      }
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    const realRecorder = window.MediaRecorder;
    const realDevices = navigator.mediaDevices;
    Object.defineProperty(window, 'MediaRecorder', { value: FakeRecorder, configurable: true, writable: true });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: jest.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
      configurable: true,
    });
    try {
      signedInWith();
      const user = userEvent.setup();
      await openComplaints();
      await user.click(screen.getByTestId('voice-recorder-start'));
      expect(await screen.findByTestId('voice-recorder-status')).toHaveTextContent('Recording 0:00');
      await user.click(screen.getByTestId('voice-recorder-stop'));
      const row = await screen.findByTestId('complaint-attachment');
      expect(row).toHaveTextContent('Voice note');
      expect(row).toHaveTextContent(/voice-note-.*\.webm/);
      expect(stopTrack).toHaveBeenCalled();

      // One voice note per complaint: a second one is refused.
      await user.upload(screen.getByTestId('complaint-attach-voice'), new File(['ID3'], 'second.mp3', { type: 'audio/mpeg' }));
      expect(screen.getByTestId('complaint-attachment-errors')).toHaveTextContent('one voice note per complaint');
      expect(screen.getAllByTestId('complaint-attachment')).toHaveLength(1);
    } finally {
      Object.defineProperty(window, 'MediaRecorder', { value: realRecorder, configurable: true, writable: true });
      Object.defineProperty(navigator, 'mediaDevices', { value: realDevices, configurable: true });
    }
  });

  it('speaks Hindi: the form, the required-field alert and the categories', async () => {
    signedInWith();
    const user = userEvent.setup();
    await openComplaints();
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('शिकायतें और परिवेदनाएँ');
    expect(screen.getByLabelText('मॉडरेशन स्वीकृति के बाद सोशल मीडिया पर स्वतः पोस्ट करें')).toBeChecked();
    expect(within(screen.getByTestId('complaint-category')).getByRole('option', { name: 'जल आपूर्ति' })).toHaveValue('Water Supply');
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByTestId('complaint-form-alert')).toHaveTextContent('कृपया सभी आवश्यक फ़ील्ड भरें');
    expect(screen.getByTestId('complaint-guidance-high')).toHaveTextContent('24-48 घंटे');
  });

  it('changes the list query with the status filter and the sort', async () => {
    const { calls } = signedInWith({ publicList: [summary()] });
    const user = userEvent.setup();
    const { router } = await openComplaints();
    await screen.findByTestId('complaint-card');
    const listCalls = () => calls.filter((call) => call.url.startsWith('/api/complaints?') && !call.url.includes('mine=true')).map((call) => call.url);
    expect(listCalls()[0]).toBe('/api/complaints?sort=recent&page=1&pageSize=10');

    await user.selectOptions(screen.getByTestId('complaints-sort'), 'upvotes');
    await waitFor(() => expect(listCalls()).toContain('/api/complaints?sort=upvotes&page=1&pageSize=10'));

    await user.selectOptions(screen.getByTestId('complaints-status-filter'), 'resolved');
    await waitFor(() => expect(listCalls()).toContain('/api/complaints?status=resolved&sort=upvotes&page=1&pageSize=10'));

    await user.selectOptions(screen.getByTestId('complaints-sort'), 'urgency');
    await waitFor(() => expect(listCalls()).toContain('/api/complaints?status=resolved&sort=urgency&page=1&pageSize=10'));
    expect(router.state.location.search).toBe('?status=resolved&sort=urgency');
  });

  it('disables the upvote on your own complaint and upvotes another one', async () => {
    const own = summary({ id: 'own-1', registrationNumber: 'JS-2026-000010', title: 'My own complaint', upvotes: 2 });
    const other = summary({ id: 'other-1', registrationNumber: 'JS-2026-000011', title: 'Someone else’s complaint', upvotes: 7 });
    const { calls } = signedInWith({
      publicList: [own, other],
      mine: [own],
      other: (call) =>
        call.url === '/api/complaints/other-1/upvote' && call.method === 'POST'
          ? { status: 200, body: { data: { id: 'other-1', upvotes: 8, upvoted: true } } }
          : undefined,
    });
    const user = userEvent.setup();
    await openComplaints();

    const cardOf = async (number: string) =>
      (await screen.findAllByTestId('complaint-card')).find((card) => card.getAttribute('data-registration-number') === number)!;
    await waitFor(async () => expect(within(await cardOf('JS-2026-000010')).getByTestId('complaint-upvote')).toBeDisabled());
    const ownButton = within(await cardOf('JS-2026-000010')).getByTestId('complaint-upvote');
    expect(ownButton).toHaveAttribute('title', 'You cannot upvote your own complaint');

    const otherButton = within(await cardOf('JS-2026-000011')).getByTestId('complaint-upvote');
    expect(otherButton).toBeEnabled();
    await user.click(otherButton);
    await waitFor(() => expect(within(otherButton).getByTestId('complaint-upvote-count')).toHaveTextContent('8'));
    expect(otherButton).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.url.endsWith('/upvote'))).toHaveLength(1);
  });

  it('shows the statistics, the response-time guidance, popular categories and the emergency numbers', async () => {
    signedInWith();
    await openComplaints();
    expect(await screen.findByTestId('complaint-stats-total')).toHaveTextContent('12');
    expect(screen.getByTestId('complaint-stats-average')).toHaveTextContent('30 hours');
    expect(screen.getByTestId('complaint-stats-within')).toHaveTextContent('75%');
    expect(screen.getByTestId('complaint-guidance-high')).toHaveTextContent('24-48 hours');
    expect(screen.getByTestId('complaint-guidance-medium')).toHaveTextContent('3-7 days');
    expect(screen.getByTestId('complaint-guidance-low')).toHaveTextContent('7-14 days');
    const popular = await screen.findAllByTestId('complaint-popular-category');
    expect(popular[0]).toHaveTextContent('Water Supply');
    for (const [key, number] of [['police', '100'], ['fire', '101'], ['medical', '108'], ['women', '1091'], ['child', '1098']]) {
      expect(screen.getByTestId(`emergency-${key}`)).toHaveAttribute('href', `tel:${number}`);
    }
    expect(screen.getByTestId('helpline-portal')).toHaveAttribute('href', 'tel:18001213468');
    expect(screen.getByTestId('helpline-consumer')).toHaveAttribute('href', 'tel:1915');
    const portals = screen.getByTestId('complaint-portals');
    for (const host of ['https://pgportal.gov.in/', 'https://consumerhelpline.gov.in/', 'https://cybercrime.gov.in/', 'https://jansunwai.up.nic.in/']) {
      expect(within(portals).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(host);
    }
    expect(within(portals).getByRole('link', { name: /CPGRAMS/ })).toHaveAttribute('target', '_blank');
  });
});

describe('complaint detail', () => {
  beforeEach(resetTestState);

  it('offers no feedback or appeal before resolution, but the edit while pending', async () => {
    signedInWith({ detail: detail({ status: 'pending' }) });
    renderApp('/complaints/JS-2026-000001');
    expect(await screen.findByTestId('complaint-detail-number')).toHaveTextContent('JS-2026-000001');
    expect(screen.getByTestId('complaint-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('complaint-feedback-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('complaint-appeal')).not.toBeInTheDocument();
    expect(screen.getByTestId('complaint-upvote')).toBeDisabled();
  });

  it('lets the author edit while pending (only the changed fields are sent) and anyone comment while open', async () => {
    const pending = detail({ status: 'pending' });
    const { calls } = signedInWith({
      detail: pending,
      other: (call) => {
        if (call.method === 'PUT') return { status: 200, body: { data: { ...pending, title: 'Streetlight broken near the primary school' } } };
        if (call.url.endsWith('/comments')) {
          return {
            status: 201,
            body: {
              data: {
                ...pending,
                timeline: [
                  ...pending.timeline,
                  { position: 2, type: 'ComplaintCommented', summary: { authorDisplayName: 'Asha V.', text: 'Still dark tonight.', official: false }, at: '2026-03-02T19:00:00.000Z' },
                ],
              },
            },
          };
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp('/complaints/JS-2026-000001');
    await user.click(await screen.findByTestId('complaint-edit'));
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Streetlight broken near the primary school');
    await user.click(screen.getByTestId('complaint-edit-save'));
    await waitFor(() => expect(screen.getByTestId('complaint-detail-title')).toHaveTextContent('Streetlight broken near the primary school'));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/complaints/${pending.id}`,
      body: { title: 'Streetlight broken near the primary school' },
    });

    await user.type(screen.getByTestId('complaint-comment-text'), 'Still dark tonight.');
    await user.click(screen.getByTestId('complaint-comment-submit'));
    expect(await screen.findByTestId('complaint-comment')).toHaveTextContent('Still dark tonight.');
    const comment = calls.find((call) => call.url.endsWith('/comments'))!;
    expect(comment.body).toEqual({ text: 'Still dark tonight.' });
    expect(comment.headers['Idempotency-Key']).toBeTruthy();
  });

  it('offers no feedback while in progress', async () => {
    signedInWith({ detail: detail({ status: 'in_progress' }) });
    renderApp('/complaints/JS-2026-000001');
    await screen.findByTestId('complaint-detail');
    expect(screen.queryByTestId('complaint-feedback-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('complaint-edit')).not.toBeInTheDocument();
  });

  it('asks the author for feedback after resolution and sends the rating and comment', async () => {
    const resolved = detail({
      status: 'resolved',
      disposedAt: new Date().toISOString(),
      resolvedAt: new Date().toISOString(),
      timeline: [
        ...detail().timeline,
        { position: 2, type: 'ComplaintStatusChanged', summary: { from: 'in_progress', to: 'resolved' }, at: new Date().toISOString(), audience: 'public' },
      ],
    });
    const { calls } = signedInWith({
      detail: resolved,
      other: (call) =>
        call.url === `/api/complaints/${resolved.id}/feedback`
          ? { status: 200, body: { data: { ...resolved, feedback: { rating: 4, comment: 'Fixed quickly', givenAt: new Date().toISOString() } } } }
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/complaints/JS-2026-000001');
    await screen.findByTestId('complaint-feedback-form');
    expect(screen.getByTestId('complaint-appeal')).toBeInTheDocument();
    expect(screen.getAllByTestId('complaint-timeline-entry').map((node) => node.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Status changed from In progress to Resolved')]),
    );

    await user.click(screen.getByTestId('complaint-feedback-submit'));
    expect(await screen.findByTestId('complaint-feedback-error')).toHaveTextContent('Please give a rating from 1 to 5');

    await user.click(screen.getByTestId('complaint-feedback-star-4'));
    await user.type(screen.getByTestId('complaint-feedback-comment'), 'Fixed quickly');
    await user.click(screen.getByTestId('complaint-feedback-submit'));
    await screen.findByTestId('complaint-feedback-given');
    expect(screen.queryByTestId('complaint-feedback-form')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/feedback'))?.body).toEqual({ rating: 4, comment: 'Fixed quickly' });
  });

  it('shows no feedback form to another citizen', async () => {
    signedInWith({ detail: detail({ status: 'resolved', mine: false, disposedAt: new Date().toISOString() }) });
    renderApp('/complaints/JS-2026-000001');
    await screen.findByTestId('complaint-detail');
    expect(screen.queryByTestId('complaint-feedback-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('complaint-appeal')).not.toBeInTheDocument();
  });
});
