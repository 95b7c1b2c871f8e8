# Finds Debian's nginx for the tests that run two instances behind a proxy (scale-out, the deployment recipe),
# and openssl for the recipe's self-signed certificate. Exports NGINX_PATH and OPENSSL_PATH.
ensure_debian_tool NGINX_PATH nginx "the scale-out test" /usr/sbin/nginx /usr/bin/nginx || exit 1
ensure_debian_tool OPENSSL_PATH openssl "the deployment-recipe test" /usr/bin/openssl || exit 1
