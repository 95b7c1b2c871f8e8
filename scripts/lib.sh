# Shared by the README's commands. Only Node and npm are assumed.

# The Node that package.json's "engines" names; anything older stops here with one sentence, not a stack trace.
require_node() {
  local need
  need=$(sed -n 's/.*"node": ">=\([0-9.]*\)".*/\1/p' package.json)
  if ! node -e '
    const [need, have] = process.argv.slice(1).map((v) => v.split(".").map(Number));
    process.exit(have[0] > need[0] || (have[0] === need[0] && have[1] >= need[1]) ? 0 : 1);
  ' "$need" "$(node -p process.versions.node 2>/dev/null || echo 0.0)" 2>/dev/null; then
    echo "Aula needs Node.js ${need} or newer (24 LTS recommended); this machine has $(node --version 2>/dev/null || echo 'no Node.js')." >&2
    exit 1
  fi
}
require_node

# Every pnpm below, and in every process these scripts start (package.json scripts, env …, tests, benchmarks),
# is scripts/bin/pnpm: the machine's own pnpm if it has one, else the pinned version from the npm registry.
PATH="$(pwd)/scripts/bin:${PATH}"
export PATH

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
