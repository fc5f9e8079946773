import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '@/config/constants';
import { fakeXhr } from '@/testing/fake-xhr';
import { api, ApiError, errorMessage } from './api-client';

type FetchArgs = [input: string, init: RequestInit];

function mockFetch(status: number, body = '', statusText = '') {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof mockFetch>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.[1];
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('calls the same-origin path with JSON headers and credentials', async () => {
    const fetchMock = mockFetch(200, '{"services":[]}');

    await api.get('/api/services');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(input).toBe('/api/services');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(sentHeaders(fetchMock)['Content-Type']).toBe('application/json');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = mockFetch(200, '{}');
    await api.get('/api/services');
    expect(sentHeaders(fetchMock)).not.toHaveProperty('Authorization');
  });

  it('sends the stored admin token as a bearer token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'abc.def.ghi');
    const fetchMock = mockFetch(200, '{}');
    await api.get('/api/admin/dashboard');
    expect(sentHeaders(fetchMock).Authorization).toBe('Bearer abc.def.ghi');
  });

  it('serializes the payload of post, patch and put as JSON', async () => {
    const fetchMock = mockFetch(200, '{}');
    await api.post('/api/contact', { name: 'Ana', email: 'ana@example.com' });
    await api.patch('/api/services/3', { isActive: false });
    await api.put('/api/projects/3/case-study', { client: 'Bistro' });

    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"name":"Ana","email":"ana@example.com"}',
    });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ method: 'PATCH', body: '{"isActive":false}' });
    expect(fetchMock.mock.calls[2]![1]).toMatchObject({ method: 'PUT', body: '{"client":"Bistro"}' });
  });

  it('sends the version a write is based on as If-Match, and none without one', async () => {
    const fetchMock = mockFetch(200, '{}');
    await api.patch('/api/services/3', { title: 'UGC' }, { ifMatch: 4 });
    await api.put('/api/projects/3/case-study', { client: 'Bistro' }, { ifMatch: 0 });
    await api.del('/api/services/3', undefined, { ifMatch: 7 });
    await api.patch('/api/services/3', { title: 'UGC' });

    const ifMatch = (call: number) => (fetchMock.mock.calls[call]![1].headers as Record<string, string>)['If-Match'];
    expect([ifMatch(0), ifMatch(1), ifMatch(2), ifMatch(3)]).toEqual(['"4"', '"0"', '"7"', undefined]);
    expect(fetchMock.mock.calls[2]![1].body).toBeUndefined();
  });

  it('exposes a stale write\'s stored item and who changed it', async () => {
    mockFetch(412, '{"message":"Someone else changed this service since you opened it","current":{"id":3,"version":5},"changedBy":"ana","changedAt":"2026-11-28T10:00:00.000Z"}');
    const error = (await api.patch('/api/services/3', {}, { ifMatch: 4 }).catch((e: unknown) => e)) as ApiError;
    expect(error.isStale).toBe(true);
    expect(error.current).toEqual({ id: 3, version: 5 });
    expect(error.changedBy).toBe('ana');
    expect(error.changedAt).toBe('2026-11-28T10:00:00.000Z');

    mockFetch(412, '{"message":"Someone else changed this case study","current":null}');
    const gone = (await api.put('/api/projects/3/case-study', {}, { ifMatch: 2 }).catch((e: unknown) => e)) as ApiError;
    expect(gone.current).toBeNull();
    expect(gone.changedBy).toBeUndefined();
    expect(gone.changedAt).toBeUndefined();
  });

  it('returns the parsed JSON body', async () => {
    mockFetch(200, '{"totalVisits":12,"todayVisits":3}');
    await expect(api.get('/api/analytics/public')).resolves.toEqual({ totalVisits: 12, todayVisits: 3 });
  });

  it('returns undefined for an empty body such as a 204', async () => {
    const fetchMock = mockFetch(204);
    await expect(api.del('/api/services/1')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![1].method).toBe('DELETE');
  });

  it('throws "status: body" for a non-OK response', async () => {
    mockFetch(422, '{"message":"Title must be at least 2 characters"}', 'Unprocessable Entity');

    const error = await api.post('/api/services', { title: 'x' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiError).message).toBe('422: {"message":"Title must be at least 2 characters"}');
    expect((error as ApiError).status).toBe(422);
    expect(errorMessage(error, 'Failed to create service.')).toBe('Title must be at least 2 characters');
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(api.get('/api/services')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('falls back to the given text when the error body has no message', async () => {
    mockFetch(500, 'upstream exploded');
    const error = await api.get('/api/services').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to load.')).toBe('Failed to load.');
    expect(errorMessage(new TypeError('network down'), 'Failed to load.')).toBe('Failed to load.');
  });

  it('keeps the token on errors other than 401', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok');
    window.history.replaceState(null, '', '/admin/services');
    mockFetch(500, 'boom');

    await expect(api.get('/api/services')).rejects.toThrow('500: boom');

    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok');
    expect(window.location.pathname).toBe('/admin/services');
  });

  it('on 401 drops the token and leaves a protected admin page for /admin', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    localStorage.setItem('theme', 'blue');
    window.history.replaceState(null, '', '/admin/contact-submissions');
    mockFetch(401, '{"message":"Token expired"}', 'Unauthorized');

    await expect(api.get('/api/admin/contact-submissions')).rejects.toThrow('401: {"message":"Token expired"}');

    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('blue');
    expect(window.location.pathname).toBe('/admin');
  });

  it.each(['/', '/blog', '/admin', '/admin/login', '/admin/register'])(
    'on 401 at %s drops the token but stays on the page',
    async (page) => {
      localStorage.setItem(ADMIN_TOKEN_KEY, 'bad');
      window.history.replaceState(null, '', page);
      mockFetch(401, '{"message":"Invalid username or password"}');

      await expect(api.post('/api/auth/login', { username: 'ana', password: 'wrong-pass' })).rejects.toThrow(
        '401: {"message":"Invalid username or password"}',
      );

      expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
      expect(window.location.pathname).toBe(page);
    },
  );

  it('reads the field messages of a validation error', async () => {
    mockFetch(422, '{"message":"Validation failed","errors":{"title":"Title must be at least 2 characters","n":3}}');
    const error = (await api.post('/api/services', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ title: 'Title must be at least 2 characters' });
    expect(new ApiError(500, 'oops', '').fieldErrors).toEqual({});
  });

  it("keeps the body's other fields, such as a flag asking for a second step", async () => {
    mockFetch(401, '{"message":"Enter the code","totpRequired":true}');
    const error = (await api.post('/api/auth/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.json).toEqual({ message: 'Enter the code', totpRequired: true });
    expect(error.serverMessage).toBe('Enter the code');
    expect(new ApiError(502, 'Bad Gateway', '').json).toEqual({});
    expect(new ApiError(500, '[1]', '').json).toEqual({});
  });

  it('sends a body with a deletion when one is given', async () => {
    const fetchMock = mockFetch(204);
    await api.del('/api/admin/account/totp', { code: '123456' });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'DELETE', body: '{"code":"123456"}' });
  });
});

describe('upload', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const form = () => {
    const data = new FormData();
    data.append('alt', 'Beach shoot');
    data.append('file', new File(['bytes'], 'beach-shoot.jpg', { type: 'image/jpeg' }));
    return data;
  };

  it('POSTs the form with the stored token, reports progress and returns the JSON body', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'abc.def.ghi');
    const requests = fakeXhr();
    const progress: number[] = [];

    const done = api.upload('/api/admin/media', form(), { onProgress: (p) => progress.push(p) });
    const xhr = requests[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/media');
    expect(xhr.headers.Authorization).toBe('Bearer abc.def.ghi');
    // The browser writes the multipart Content-Type with its boundary.
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    expect(xhr.fields.alt).toBe('Beach shoot');
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(201, { media: { id: 7 } });

    await expect(done).resolves.toEqual({ media: { id: 7 } });
    expect(progress).toEqual([0.25, 1]);
  });

  it.each([
    [413, 'File too large: images can be at most 20 MB'],
    [415, 'Unsupported file type: upload JPEG, PNG, WebP, GIF, SVG, MP4 or WebM'],
  ])('throws an ApiError carrying the server message of a %d', async (status, message) => {
    const requests = fakeXhr();
    const done = api.upload('/api/admin/media', form()).catch((e: unknown) => e);
    requests[0]!.respond(status, { message });
    const error = (await done) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(errorMessage(error, 'Upload failed.')).toBe(message);
  });

  it('keeps the field messages of a 422', async () => {
    const requests = fakeXhr((xhr) =>
      xhr.respond(422, { message: 'Validation failed', errors: { alt: 'Alt text is required' } }, 'Unprocessable Entity'),
    );
    const error = (await api.upload('/api/admin/media', form()).catch((e: unknown) => e)) as ApiError;
    expect(requests).toHaveLength(1);
    expect(error.fieldErrors).toEqual({ alt: 'Alt text is required' });
  });

  it('on 401 drops the token and leaves a protected admin page, like every other call', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    window.history.replaceState(null, '', '/admin/media');
    fakeXhr((xhr) => xhr.respond(401, { message: 'Token expired' }));
    await expect(api.upload('/api/admin/media', form())).rejects.toThrow('401: {"message":"Token expired"}');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(window.location.pathname).toBe('/admin');
  });

  it('rejects with a TypeError when the connection fails, so callers show their own words', async () => {
    fakeXhr((xhr) => xhr.fail());
    const error = await api.upload('/api/admin/media', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(errorMessage(error, 'The upload failed.')).toBe('The upload failed.');
  });

  it('stops the upload when its signal aborts', async () => {
    const requests = fakeXhr();
    const controller = new AbortController();
    const done = api.upload('/api/admin/media', form(), { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(requests[0]!.aborted).toBe(true);
    expect(((await done) as DOMException).name).toBe('AbortError');
  });
});
