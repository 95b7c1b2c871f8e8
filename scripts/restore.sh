#!/usr/bin/env bash
# Restores an archive made by scripts/backup.sh: scripts/restore.sh archive.tar.gz
#
# Into a NEW place, never over live data: the same variables as the server name the target.
# - PostgreSQL backup: DATABASE_URL must name an existing, empty database (createdb aula_restored); the
#   dump is loaded in one transaction. Saved DATA_DIR files go to DATA_DIR (default ./data).
# - PGlite backup: DATA_DIR must not exist yet or be empty. Start Aula on it afterwards.
# Then start the server with the same DATABASE_URL / DATA_DIR (and the JWT_SECRET it had, if one was set).
set -euo pipefail

fail() {
  echo "restore: $*" >&2
  exit 1
}

archive=${1:-}
[ -n "$archive" ] && [ -f "$archive" ] || fail "usage: scripts/restore.sh <archive.tar.gz made by scripts/backup.sh>"
data_dir=${DATA_DIR:-./data}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$archive"
[ -f "$work/aula-backup/kind" ] || fail "$archive is not an Aula backup"
kind=$(cat "$work/aula-backup/kind")

if [ -d "$data_dir" ] && [ -n "$(ls -A "$data_dir")" ] && [ -n "$(ls -A "$work/aula-backup/data")" ]; then
  fail "$data_dir is not empty: restore into a new DATA_DIR"
fi

case "$kind" in
postgres)
  [ -n "${DATABASE_URL:-}" ] || fail "this is a PostgreSQL backup: set DATABASE_URL to a new, empty database"
  tables=$(psql "$DATABASE_URL" -XAtc \
    "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')") ||
    fail "cannot reach DATABASE_URL"
  [ "$tables" = 0 ] || fail "the database at DATABASE_URL already has $tables tables: restore into a new, empty one"
  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
    --dbname="$DATABASE_URL" "$work/aula-backup/database.dump"
  ;;
pglite)
  [ -z "${DATABASE_URL:-}" ] || fail "this is a PGlite backup: unset DATABASE_URL"
  ;;
*) fail "unknown backup kind '$kind'" ;;
esac

mkdir -p "$data_dir"
tar -C "$work/aula-backup/data" -cf - . | tar -C "$data_dir" -xf -
echo "restore: $kind backup of $(cat "$work/aula-backup/created") restored ($([ "$kind" = postgres ] && echo "database and ")DATA_DIR $data_dir)"
