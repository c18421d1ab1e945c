/** Where the current user lives in the query cache; realtime and profile updates write it here. */
export const USER_QUERY_KEY = ['session', 'user'] as const;
