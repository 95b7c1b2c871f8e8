# Finds Debian's Chromium for the browser tests, installing the Debian package when we may (root with
# apt-get). Never downloads a browser build of its own. Exports CHROME_PATH.
if [ -z "${CHROME_PATH:-}" ]; then
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then CHROME_PATH=$candidate; break; fi
  done
fi
if [ -z "${CHROME_PATH:-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium package for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    CHROME_PATH=/usr/bin/chromium
  else
    echo "Chromium was not found. Install Debian's 'chromium' package or set CHROME_PATH." >&2
    exit 1
  fi
fi
export CHROME_PATH
