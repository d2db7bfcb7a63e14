/** Every applications query key starts here, so a submit can refresh them all at once. */
export const applicationKeys = {
  all: ['applications'] as const,
  /** Keyed by user, so one customer's applications are never shown to the next on a shared computer. */
  mine: (userId: string) => ['applications', userId, 'mine'] as const,
  detail: (userId: string, id: string) => ['applications', userId, 'detail', id] as const,
};
