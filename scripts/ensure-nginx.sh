# Finds Debian's nginx for the scale-out test (two instances behind a proxy), installing the Debian package
# when we may (root with apt-get). Exports NGINX_PATH.
if [ -z "${NGINX_PATH:-}" ]; then
  for candidate in /usr/sbin/nginx /usr/bin/nginx; do
    if [ -x "$candidate" ]; then NGINX_PATH=$candidate; break; fi
  done
fi
if [ -z "${NGINX_PATH:-}" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx package for the scale-out test..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
    NGINX_PATH=/usr/sbin/nginx
  else
    echo "nginx was not found. Install Debian's 'nginx' package or set NGINX_PATH." >&2
    exit 1
  fi
fi
export NGINX_PATH
