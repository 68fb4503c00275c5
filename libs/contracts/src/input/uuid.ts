const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A record's id as ClassHub writes it (decision 0003): a UUID, in either case. */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, 'i');

/** One or more UUIDs separated by commas, nothing else (`?classes=<id>,<id>`). */
export const UUID_LIST_PATTERN = new RegExp(`^${UUID_SOURCE}(,${UUID_SOURCE})*$`, 'i');
