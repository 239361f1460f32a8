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
#
# The new release is copied under a temporary name and renamed when complete; `current` is switched
# by renaming a new symlink over it (rename(2) is atomic: every request sees the old or the new
# release, never a missing or partial one). Then `nginx -t` (a failure switches back) and a reload,
# which makes nginx read the new release's Content-Security-Policy include. The N newest releases
# are kept (default 5), never removing the targets of current or previous.
#
# Environment (for tests and hosts without systemd; each is run with sh -c):
#   NGINX_TEST_CMD    default: nginx -t -q
#   NGINX_RELOAD_CMD  default: systemctl reload nginx when systemd runs, else nginx -s reload
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
# One publish or rollback at a time.
if command -v flock >/dev/null; then
  exec 9>"$root/.publish.lock"
  flock -n 9 || die "another publish or rollback is running in $root"
fi

if [[ -n "${NGINX_RELOAD_CMD:-}" ]]; then
  reload_cmd=$NGINX_RELOAD_CMD
elif [[ -d /run/systemd/system ]] && command -v systemctl >/dev/null; then
  reload_cmd="systemctl reload nginx"
else
  reload_cmd="nginx -s reload"
fi
test_cmd=${NGINX_TEST_CMD:-nginx -t -q}

# The release a symlink points at (releases/<id>), or nothing.
target() { [[ -L "$root/$1" ]] && readlink "$root/$1" || true; }

# Points the symlink $1 at $2 atomically: a new link under a temporary name, renamed over the old.
switch_link() {
  local name=$1 to=$2
  ln -sfn "$to" "$root/.$name.new"
  mv -T "$root/.$name.new" "$root/$name"
}

# Puts current and previous back as they were (and removes a release that never went live).
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
  # Swap: the release rolled back from stays as previous, so pages it served keep their scripts.
  switch_link previous "$old_current"
  switch_link current "$old_previous"
  check_and_reload "$old_current" "$old_previous"
  echo "Rolled back: current -> $old_previous (previous -> $old_current)"
  exit 0
fi

[[ -f "$out/index.html" ]] || die "$out has no index.html: give the out/ folder of \`npm run build\`"
[[ -f "$out/_nginx/page-headers.conf" && -f "$out/_nginx/static-headers.conf" ]] ||
  die "$out has no _nginx/*.conf: it was not built with \`npm run build\`"
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
trap 'rm -rf "$staging"' EXIT
# -a keeps modification times: Last-Modified (and the .gz/.br twins' match with their files) stays.
mkdir -p "$staging"
cp -a "$out/." "$staging"
expected=$(cd "$out" && find . -type f | wc -l)
copied=$(cd "$staging" && find . -type f | wc -l)
[[ "$expected" == "$copied" ]] || die "copied $copied of $expected files; $out may have changed during the copy"
mv -T "$staging" "$root/releases/$id"
trap - EXIT

old_current=$(target current)
old_previous=$(target previous)
# previous first, so that from the moment current switches the old release's scripts are found.
if [[ -n "$old_current" ]]; then switch_link previous "$old_current"; fi
switch_link current "releases/$id"
new_release="releases/$id"
check_and_reload "$old_current" "$old_previous"
echo "Published releases/$id (previous: ${old_current:-none})"

# Keep the newest $keep releases, and whatever current and previous point at.
live_current=$(basename "$(target current)")
live_previous=$(basename "$(target previous)")
mapfile -t releases < <(cd "$root/releases" && find . -mindepth 1 -maxdepth 1 -type d ! -name '.*' -printf '%f\n' | sort -r)
for ((i = keep; i < ${#releases[@]}; i++)); do
  old=${releases[i]}
  if [[ "$old" != "$live_current" && "$old" != "$live_previous" ]]; then
    rm -rf "${root:?}/releases/$old"
    echo "Removed old release releases/$old"
  fi
done
