/**
 * The status the build writes into the HTML: content/status.json, or the file STATUS_FILE names
 * (the tests' fixtures). Its `updated` is not checked against the build's clock (a build may run
 * from an old checkout); the publisher checks it against its own.
 */
import { readStatusFile, STATUS_FILE } from './status';

export const buildStatus = readStatusFile(process.env.STATUS_FILE || STATUS_FILE, Number.POSITIVE_INFINITY);
