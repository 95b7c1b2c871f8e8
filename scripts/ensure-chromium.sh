# Finds Debian's Chromium for the browser tests (never a browser build of its own). Exports CHROME_PATH.
ensure_debian_tool CHROME_PATH chromium "the browser tests" /usr/bin/chromium /usr/bin/chromium-browser || exit 1
