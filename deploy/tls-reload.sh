#!/bin/sh
# Reloads nginx when its certificate changes (a renewal by the ACME service, or files the operator replaced), so
# no restart is needed. compose.yaml mounts this into the nginx image's /docker-entrypoint.d/; it starts a loop
# in the background and returns. A new pair is taken only once `nginx -t` accepts it, so a certificate written
# before its key is tried again at the next round rather than missed.
set -eu

dir=${PROXY_TLS_DIR:?PROXY_TLS_DIR must name the certificate directory}
every=${PROXY_TLS_RELOAD_SECONDS:-300}

fingerprint() {
  cat "$dir/fullchain.pem" "$dir/privkey.pem" 2>/dev/null | cksum
}

(
  served=$(fingerprint)
  while sleep "$every"; do
    now=$(fingerprint)
    [ "$now" = "$served" ] && continue
    if nginx -t -q; then
      nginx -s reload
      served=$now
      echo "tls-reload: certificate changed, nginx reloaded" >&2
    fi
  done
) </dev/null &
