import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('admin query cache (docs/PRODUCT.md §7 defaults)', () => {
  it('no retries, no refetch on focus or interval, data never stale', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
  });

  it('fetches the path in the query key with the api client', async () => {
    const fetchMock = vi.fn(async () => Response.json({ services: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/services'] })).resolves.toEqual({ services: [] });
    expect(fetchMock).toHaveBeenCalledWith('/api/services', expect.objectContaining({ method: 'GET' }));
  });

  it('does not retry a failed call', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/services'] })).rejects.toThrow('500');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
