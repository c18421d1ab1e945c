const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a path or body can name a row at all: PostgreSQL rejects anything else as a uuid with an
 * error, which would be a 500 for what is only an unknown id.
 */
export const isUuid = (value: string) => UUID.test(value);
