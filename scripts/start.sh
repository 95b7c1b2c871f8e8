#!/usr/bin/env bash
# `npm start`: install, build the app and the server, and serve both from one Node process
# on http://localhost:${PORT:-3000} with the embedded defaults (PGlite and the e-mail outbox in ./data).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh

install_dependencies
pnpm build
exec node apps/api/dist/server.js
