# Finds Debian's nginx for the scale-out test (two instances behind a proxy). Exports NGINX_PATH.
ensure_debian_tool NGINX_PATH nginx "the scale-out test" /usr/sbin/nginx /usr/bin/nginx || exit 1
