# Shared by the README's commands. Only Node and npm are assumed: pnpm comes from the npm registry
# through npx when it is not installed (corepack cannot verify registry signatures on these machines).
PNPM_VERSION=10.34.9

pnpm() {
  if command -v pnpm >/dev/null 2>&1; then command pnpm "$@"; else npx -y "pnpm@${PNPM_VERSION}" "$@"; fi
}

install_dependencies() {
  # --frozen-lockfile: a fresh clone gets exactly the versions that were tested.
  pnpm install --frozen-lockfile --reporter=append-only
}
