#!/usr/bin/env bash
# Publishes a built out/ folder so that visitors never see a half-copied site.
#
#   deploy/publish.sh [--keep N] OUT_DIR DEPLOY_ROOT     publish OUT_DIR as a new release
#   deploy/publish.sh --rollback DEPLOY_ROOT              go back to the release before
#
# DEPLOY_ROOT (/srv/nodipoth in deploy/nginx.conf) holds:
#   releases/<id>/   one complete copy of out/ per publish (<id> is the UTC time, sortable)
#   current          symlink to the live release: nginx's `root`
#   previous         symlink to the release that was live before the last switch: rollback goes
#                    there, and nginx serves /_next/static/ files missing from current from it (a
#                    page loaded just before a switch still gets its scripts)
#   live             the live service status, which the operator publishes without a rebuild:
#                      node DEPLOY_ROOT/current/_publish/status.mjs FILE DEPLOY_ROOT
#                    a symlink to the folder of the last publish under live-publishes/ (status.json,
#                    the notices feeds and the GTFS Realtime feeds, and under releases/<id>/ every
#                    page of the release served, with .gz/.br twins), switched in one rename per
#                    publish; nginx serves those paths from live/ (the pages through the release's
#                    link _live) before the release's build-time copies. It is outside the
#                    releases, so no switch or rollback brings back an older status. The publisher
#                    creates it.
#
# The new release is copied under a temporary name and renamed when complete; `current` is switched
# by renaming a new symlink over it (rename(2) is atomic: every request sees the old or the new
# release, never a missing or partial one). Then `nginx -t` (a failure switches back) and a reload,
# which makes nginx read the new release's Content-Security-Policy include. The N newest releases
# are kept (default 5), never removing the targets of current or previous.
#
# The pages in live/ are a release's exported pages with the status written in: they name that
# release's scripts. So live/ keeps them per release (live/releases/<id>/), each release has a
# link, releases/<id>/_live, to its own folder there, and nginx serves every page through
# current/_live. Before `current` is switched (publish and rollback), the release switched to
# renders its pages there with its own publisher, from live/status.json if there is one, beside
# the pages served now: the switch of `current` is then the one step that changes the release and
# its pages together (docs/decisions/027-release-switch-with-its-pages.md). If its publisher
# refuses the status in force (its rules reject it, say a sailing the new timetable no longer
# has), nothing is switched and the script exits 1: publish a status both releases accept, then
# retry. A release without _publish/status.mjs (built before the live status existed), or whose
# publisher cannot render its pages ahead (built before this), is refused before anything is
# switched.
# The status publisher and this script take the same lock, DEPLOY_ROOT/.publish.lock (flock), each
# waiting up to PUBLISH_LOCK_WAIT seconds (default 60) for the other: a status published during a
# switch lands after it (rendering the release then live), never between the rendering of the new
# release's pages and the switch. The publisher this script runs itself is told that the lock is
# held (NODIPOTH_PUBLISH_LOCK_HELD).
#
# Environment (for tests and hosts without systemd; the nginx commands are run with sh -c):
#   NGINX_TEST_CMD    default: nginx -t -q
#   NGINX_RELOAD_CMD  default: systemctl reload nginx when systemd runs, else nginx -s reload
#   NODE_BIN          the Node.js (20 or later) that runs the status publisher; default: node
#   PUBLISH_LOCK_WAIT seconds to wait for a status publish in progress; default: 60
set -euo pipefail

usage() {
  sed -n '4,5p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() {
  echo "publish: $*" >&2
  exit 1
}

keep=5
rollback=false
args=()
while (($#)); do
  case "$1" in
    --keep)
      [[ $# -ge 2 && "$2" =~ ^[1-9][0-9]*$ ]] || die "--keep needs a number of releases (1 or more)"
      keep=$2
      shift 2
      ;;
    --rollback) rollback=true; shift ;;
    -h | --help) usage ;;
    -*) die "unknown option $1" ;;
    *) args+=("$1"); shift ;;
  esac
done

if $rollback; then
  ((${#args[@]} == 1)) || usage
  root=${args[0]}
else
  ((${#args[@]} == 2)) || usage
  out=${args[0]}
  root=${args[1]}
fi
[[ -d "$root" ]] || die "deploy root $root is not a folder"
root=$(cd "$root" && pwd -P)
# One publish, rollback or status publish at a time. The file is opened without truncating it: it
# names the holder, for whoever waits.
lock="$root/.publish.lock"
command -v flock >/dev/null || die "flock (from util-linux) is needed to lock $root"
exec 9>>"$lock"
if ! flock -w "${PUBLISH_LOCK_WAIT:-60}" 9; then
  holder=$(cat "$lock" 2>/dev/null || true)
  die "$lock is locked (${holder:-by a program other than the publisher, a flock typed by hand say: see fuser -v $lock}) and was not let go within ${PUBLISH_LOCK_WAIT:-60} s; nothing was switched"
fi
printf 'deploy/publish.sh (a release switch), pid %s, since %s\n' "$$" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$lock"
# The note names the holder only while it holds the lock: emptied on the way out, however this ends.
clear_lock_note() { : >"$lock" 2>/dev/null || true; }
trap clear_lock_note EXIT
# Shared with the desk's user (docs/operator-guide.md, "Two users, one deploy root"): the lock file
# in the deploy root's group and writable by it, whoever made it. Only its owner (or root) may.
if [[ -O "$lock" ]]; then
  chgrp "$(stat -c %g "$root")" "$lock" 2>/dev/null || true
  chmod 664 "$lock" 2>/dev/null || true
fi
export NODIPOTH_PUBLISH_LOCK_HELD="$lock"

if [[ -n "${NGINX_RELOAD_CMD:-}" ]]; then
  reload_cmd=$NGINX_RELOAD_CMD
elif [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null; then
  reload_cmd="systemctl reload nginx"
else
  reload_cmd="nginx -s reload"
fi
test_cmd=${NGINX_TEST_CMD:-nginx -t -q}
node_bin=${NODE_BIN:-node}
publisher=_publish/status.mjs
# The release a symlink points at (releases/<id>), or nothing.
target() { [[ -L "$root/$1" ]] && readlink "$root/$1" || true; }

# Points the symlink $1 at $2 atomically: a new link under a temporary name, renamed over the old.
switch_link() {
  local name=$1 to=$2
  ln -sfn "$to" "$root/.$name.new"
  mv -T "$root/.$name.new" "$root/$name"
}

# The link each release has to its own live pages (releases/<id>/_live -> ../../live/releases/<id>),
# resolved through `live` on every request: made when the release is copied, and for a release
# laid out before it existed, when it is switched to.
live_link() {
  local release=$1
  [[ -L "$root/$release/_live" ]] || ln -sfn "../../live/releases/$(basename "$release")" "$root/$release/_live"
}

# Renders the pages of the release $1 (releases/<id>) from live/status.json with its own publisher,
# beside the pages served now, before anything is switched. The publisher checks the status with
# that release's rules first and writes nothing if it refuses it. Nothing published: nothing to do.
render_pages() {
  local release=$1
  [[ -f "$root/live/status.json" ]] || return 0
  echo "Rendering the live pages of $release (live/status.json) with its publisher"
  if ! "$node_bin" "$root/$release/$publisher" "--pages-for=$release" "$root"; then
    echo "publish: $release cannot render the status visitors are shown now (live/status.json; its publisher's reasons" \
      "are above); nothing was switched. Publish a status that both releases accept, then run this again." >&2
    return 1
  fi
}

# Refuses, before anything is switched, a release that could not render the live status.
check_publisher() {
  local release=$1 hint=$2
  [[ -f "$release/$publisher" ]] ||
    die "$release has no $publisher, the status publisher every build bundles: it was built before the live status existed ($hint); nothing was switched"
  grep -q -- '--pages-for=' "$release/$publisher" ||
    die "$release's $publisher cannot render its pages before a switch: it was built before that existed ($hint); nothing was switched"
  if [[ -f "$root/live/status.json" ]] && ! command -v "$node_bin" >/dev/null; then
    die "no $node_bin to render the live status (live/status.json) with: install Node.js 20 or later, or set NODE_BIN; nothing was switched"
  fi
}

# Puts current and previous back as they were (and removes a release that never went live). The
# live pages of the release switched back to are still in live/ (a release switch renders only the
# new release's pages, beside them), so nothing is rendered again.
restore() {
  local old_current=$1 old_previous=$2
  if [[ -n "$old_current" ]]; then switch_link current "$old_current"; else rm -f "$root/current"; fi
  if [[ -n "$old_previous" ]]; then switch_link previous "$old_previous"; else rm -f "$root/previous"; fi
  if [[ -n "${new_release:-}" ]]; then rm -rf "${root:?}/$new_release"; fi
}

# Checks the configuration as it now reads (through the new symlinks) and reloads nginx. A bad
# configuration or a failed reload switches back, so nginx never serves one release's pages with
# the other's Content-Security-Policy for longer than the attempt.
check_and_reload() {
  local old_current=$1 old_previous=$2
  if ! sh -c "$test_cmd"; then
    echo "publish: nginx -t failed; switching back" >&2
    restore "$old_current" "$old_previous"
    exit 1
  fi
  if ! sh -c "$reload_cmd"; then
    echo "publish: reloading nginx failed ($reload_cmd); switching back" >&2
    restore "$old_current" "$old_previous"
    exit 1
  fi
}

if $rollback; then
  old_current=$(target current)
  old_previous=$(target previous)
  [[ -n "$old_previous" && -d "$root/$old_previous" ]] || die "no previous release to roll back to in $root"
  [[ -n "$old_current" ]] || die "no current release in $root"
  check_publisher "$root/$old_previous" "publish a build of this version instead"
  live_link "$old_previous"
  render_pages "$old_previous" || exit 1
  # Swap: the release rolled back from stays as previous, so pages it served keep their scripts.
  switch_link previous "$old_current"
  switch_link current "$old_previous"
  check_and_reload "$old_current" "$old_previous"
  echo "Rolled back: current -> $old_previous (previous -> $old_current)"
  exit 0
fi

[[ -f "$out/index.html" ]] || die "$out has no index.html: give the out/ folder of \`npm run build\`"
# Every include deploy/nginx.conf names: without one, nginx -t would fail after the switch.
for include in page-headers static-headers worker-headers live-headers; do
  [[ -f "$out/_nginx/$include.conf" ]] || die "$out has no _nginx/$include.conf: it was not built with \`npm run build\` of this version"
done
check_publisher "$out" "build it again with \`npm run build\`"
[[ -f "$out/index.html.gz" ]] || echo "publish: warning: $out has no precompressed files; nginx will compress on the fly" >&2

mkdir -p "$root/releases"
id=$(date -u +%Y%m%dT%H%M%S)Z
# Publishes in the same second get distinct names (-001, -002, ...). n is counted here, not inside
# the $(...) subshell, where an increment would be lost and a third publish would loop forever.
n=0
base_id=$id
while [[ -e "$root/releases/$id" ]]; do
  n=$((n + 1))
  id=$base_id-$(printf %03d "$n")
done
staging="$root/releases/.$id.partial"
rm -rf "$staging"
trap 'rm -rf "$staging"; clear_lock_note' EXIT
# -a keeps modification times: Last-Modified (and the .gz/.br twins' match with their files) stays.
mkdir -p "$staging"
cp -a "$out/." "$staging"
expected=$(cd "$out" && find . -type f | wc -l)
copied=$(cd "$staging" && find . -type f | wc -l)
[[ "$expected" == "$copied" ]] || die "copied $copied of $expected files; $out may have changed during the copy"
mv -T "$staging" "$root/releases/$id"
new_release="releases/$id"
# Until it is switched to, a failure removes it: it never went live.
trap 'rm -rf "${root:?}/$new_release"; clear_lock_note' EXIT
live_link "$new_release"
render_pages "$new_release" || exit 1
trap clear_lock_note EXIT

old_current=$(target current)
old_previous=$(target previous)
# previous first, so that from the moment current switches the old release's scripts are found.
if [[ -n "$old_current" ]]; then switch_link previous "$old_current"; fi
switch_link current "releases/$id"
check_and_reload "$old_current" "$old_previous"
echo "Published releases/$id (previous: ${old_current:-none})"

# Keep the newest $keep releases, and whatever current and previous point at.
live_current=$(basename "$(target current)")
live_previous=$(basename "$(target previous)")
mapfile -t releases < <(cd "$root/releases" && find . -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort -r)
for ((i = keep; i < ${#releases[@]}; i++)); do
  old=${releases[i]}
  if [[ "$old" != "$live_current" && "$old" != "$live_previous" ]]; then
    # After the switch nothing fails the publish: the new release is live whatever happens here.
    if rm -rf "${root:?}/releases/$old" 2>/dev/null; then
      echo "Removed old release releases/$old"
    else
      echo "publish: warning: releases/$id is live, but the old release releases/$old could not be removed (a file in it belongs to another user, or the disk is read-only): remove it as root with: rm -rf $root/releases/$old" >&2
    fi
  fi
done
