// What the content manager's tests share: a stored service as the API answers it.
import type { Service } from './types';

export const service = (id: number, title: string, isActive = true): Service => ({
  id,
  title,
  description: 'A description long enough.',
  icon: 'camera',
  position: id,
  isActive,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
});
