/** The privacy feature's query keys. */
export const privacyKeys = {
  all: ['privacy'] as const,
  myData: () => [...privacyKeys.all, 'my-data'] as const,
  consents: () => [...privacyKeys.all, 'consents'] as const,
};
