/**
 * Characters to a token, on the low side: tokenisers for the providers' models put about four characters of
 * English legal text in a token, fewer for numbers, names and other scripts. Counting three keeps a prompt
 * within its budget for any of them, at the cost of sending passages where a whole document would just have fit.
 */
const CHARACTERS_PER_TOKEN = 3;

/** The most tokens `text` can cost with any provider's tokeniser, by the estimate above. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / CHARACTERS_PER_TOKEN);
