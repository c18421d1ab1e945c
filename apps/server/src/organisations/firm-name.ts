/** The name a firm starts with when its first member makes it (registering, or removed from another firm); its admin renames it. */
export const firmNameFor = (memberName: string) => `${memberName}’s firm`;
