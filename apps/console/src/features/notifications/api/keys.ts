import type { UserSearchBody } from '@console/contracts/users';

export const notificationKeys = {
  all: ['notifications'] as const,
  user: (by: UserSearchBody | null) => ['notifications', 'user', by] as const,
  task: (taskId: string) => ['notifications', 'task', taskId] as const,
  tasks: (q: string, limit: number) => ['notifications', 'tasks', q, limit] as const,
  audience: (previewKey: string | null) => ['notifications', 'audience', previewKey] as const,
  optOuts: (userId: string) => ['notifications', 'optOuts', userId] as const,
  funnel: (taskId: string) => ['notifications', 'funnel', taskId] as const,
  tokenHealth: (days: number) => ['notifications', 'tokenHealth', days] as const,
  log: (userId: string, page: number, severity: string) =>
    ['notifications', 'log', userId, page, severity] as const,
};
