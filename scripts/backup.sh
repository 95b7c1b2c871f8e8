#!/usr/bin/env bash
# Backs up Aula's data into one archive: scripts/backup.sh [archive.tar.gz]
#
# Reads the same variables as the server: DATABASE_URL (PostgreSQL) and DATA_DIR (default ./data).
# - PostgreSQL: pg_dump -Fc of DATABASE_URL (every table, uploaded files included, as they live in the
#   database), while the school keeps running; plus DATA_DIR/files and DATA_DIR/jwt-secret if present.
# - PGlite (no DATABASE_URL): a copy of DATA_DIR. PGlite cannot be copied while it runs: stop Aula first.
# Restore with scripts/restore.sh. Needs pg_dump of the server's major version or newer (PostgreSQL only).
set -euo pipefail

data_dir=${DATA_DIR:-./data}
archive=${1:-aula-backup-$(date -u +%Y%m%dT%H%M%SZ).tar.gz}

fail() {
  echo "backup: $*" >&2
  exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/aula-backup/data"

# The parts of DATA_DIR worth keeping: not the e-mail copies in outbox/, not the lock of a stopped server.
copy_data_dir() {
  [ -d "$data_dir" ] || return 0
  tar -C "$data_dir" --exclude=./outbox --exclude=./pglite.lock -cf - "$@" | tar -C "$work/aula-backup/data" -xf -
}

if [ -n "${DATABASE_URL:-}" ]; then
  echo postgres >"$work/aula-backup/kind"
  pg_dump --format=custom --no-owner --no-privileges --file="$work/aula-backup/database.dump" "$DATABASE_URL" ||
    fail "pg_dump failed (is DATABASE_URL reachable, and pg_dump as new as the server?)"
  parts=()
  for part in files jwt-secret; do [ -e "$data_dir/$part" ] && parts+=("./$part"); done
  [ ${#parts[@]} -eq 0 ] || copy_data_dir "${parts[@]}"
else
  [ -d "$data_dir/pglite" ] || fail "no PGlite database in $data_dir (set DATA_DIR, or DATABASE_URL for PostgreSQL)"
  lock="$data_dir/pglite.lock"
  if [ -f "$lock" ]; then
    pid=$(tr -dc 0-9 <"$lock")
    if [ -n "$pid" ] && [ -d "/proc/$pid" ]; then
      fail "Aula (pid $pid) is using $data_dir: stop it first, PGlite cannot be copied while it runs. If no such process runs, delete $lock."
    fi
  fi
  echo pglite >"$work/aula-backup/kind"
  copy_data_dir .
fi

date -u +%Y-%m-%dT%H:%M:%SZ >"$work/aula-backup/created"
tar -C "$work" -czf "$archive.partial" aula-backup
mv "$archive.partial" "$archive"
echo "backup: $(cat "$work/aula-backup/kind") data saved to $archive"
