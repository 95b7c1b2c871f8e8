#!/usr/bin/env bash
# Shows the CHANGELOG.md files that `changeset version` would write for the pending changesets, without
# touching the working tree: the manifests and .changeset/ are copied to a temporary workspace and versioned there.
#   bash scripts/changelog-preview.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
preview="$(mktemp -d)"
trap 'rm -rf "$preview"' EXIT

cp "$repo/package.json" "$repo/pnpm-workspace.yaml" "$preview/"
cp -r "$repo/.changeset" "$preview/"
# Every workspace package, the ignored apps included (the config names them).
for manifest in "$repo"/packages/*/package.json "$repo"/apps/*/package.json; do
  dir="${manifest#"$repo/"}"
  mkdir -p "$preview/$(dirname "$dir")"
  cp "$manifest" "$preview/$dir"
done
for changelog in "$repo"/packages/*/CHANGELOG.md; do
  [ -e "$changelog" ] && cp "$changelog" "$preview/${changelog#"$repo/"}"
done
# The CLI and the changelog generator the config names come from the repository's own install.
ln -s "$repo/node_modules" "$preview/node_modules"

(cd "$preview" && node "$repo/node_modules/@changesets/cli/bin.js" version >/dev/null)

for changelog in "$preview"/packages/*/CHANGELOG.md; do
  [ -e "$changelog" ] || continue
  echo "=== ${changelog#"$preview/"}"
  cat "$changelog"
  echo
done
