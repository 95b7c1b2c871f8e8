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

# ensure_debian_tool VAR package purpose candidate...: exports VAR as the first executable candidate (unless VAR
# is already set), installing the Debian package when we may (root with apt-get). Never downloads anything else.
ensure_debian_tool() {
  local var=$1 package=$2 purpose=$3
  shift 3
  local found=${!var:-}
  if [ -z "$found" ]; then
    for candidate in "$@"; do
      if [ -x "$candidate" ]; then found=$candidate; break; fi
    done
  fi
  if [ -z "$found" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing Debian's ${package} package for ${purpose}..."
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null || return 1
      found=$1
    else
      echo "${package} was not found. Install Debian's '${package}' package or set ${var}." >&2
      return 1
    fi
  fi
  export "${var}=${found}"
}
