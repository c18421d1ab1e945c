/** The prefix of the catalogue calls, spelt as the spec spells it. */
export const CHAT_API = '/api/due-dilligence/chat';
