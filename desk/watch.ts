/**
 * Noticing a publish made elsewhere (the command line, deploy/publish.sh) the moment it lands
 * (issue 54): the desk's server used to look every 2 s, so a storm publish from the command line
 * waited up to 2 s before its first alert went. Both layouts end a publish with one rename in the
 * site's root (lib/status/publish/write.ts): the status file renamed into a built site, the `live`
 * link renamed over in a deploy root. fs.watch on that folder tells of it at once. fs.watch is not
 * reliable everywhere (some network and container file systems never tell, and inotify may be out
 * of watches), so the server keeps its poll as well: this only makes the usual case quicker.
 */
import { watch, type FSWatcher } from 'node:fs';
import { LIVE_LINK, type Layout } from '../lib/status/publish/layout';

/** Events of one publish (its files renamed one after another) come together: one look after the last. */
const SETTLE_MS = 20;

/**
 * Calls `changed` shortly after the live status may have changed in `layout`; returns a function
 * that stops watching. When the folder cannot be watched, says so once and returns a no-op: the
 * caller's poll still notices, only later.
 */
export function watchLiveStatus(layout: Layout, changed: () => void): () => void {
  // The last rename of a publish: status.json into a built site, `live` in a deploy root.
  const last = layout.kind === 'site' ? 'status.json' : LIVE_LINK;
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  const unavailable = (error: unknown) =>
    console.warn(
      `desk: cannot watch ${layout.root} for publishes (${error instanceof Error ? error.message : String(error)}); looking every few seconds instead`,
    );
  try {
    watcher = watch(layout.root, { persistent: false }, (_event, name) => {
      // Some systems do not say which file changed: then any change may be the one.
      if (name !== null && String(name) !== last) return;
      clearTimeout(timer);
      timer = setTimeout(changed, SETTLE_MS);
    });
    watcher.on('error', (error) => {
      unavailable(error);
      watcher?.close();
    });
  } catch (error) {
    unavailable(error);
  }
  return () => {
    clearTimeout(timer);
    watcher?.close();
  };
}
