#!/bin/sh
# Makes sure nginx has a certificate before it starts: compose.yaml mounts this into the nginx image's
# /docker-entrypoint.d/, whose entrypoint runs it first (a failure stops the container: never plain HTTP).
#
#   $PROXY_TLS_DIR/fullchain.pem, privkey.pem   the certificate (with its chain) and key nginx serves: the
#                                               operator's files, or the ACME client's (acme-certificates.sh)
#   PUBLIC_URL                                  the site's address: a generated certificate is made for its host
#
# With neither file there, it writes a self-signed certificate and says so loudly: browsers warn about it, so it
# is only for a first start, a test, or an intranet whose machines are told to trust it. At every start it warns
# again while the certificate is self-signed, and when it is about to expire.
set -eu

dir=${PROXY_TLS_DIR:?PROXY_TLS_DIR must name the certificate directory}
cert=$dir/fullchain.pem
key=$dir/privkey.pem
ME=tls-certificate

shout() {
  {
    echo "$ME: ################################################################################"
    for line in "$@"; do echo "$ME: WARNING: $line"; done
    echo "$ME: ################################################################################"
  } >&2
}

# The host of PUBLIC_URL (https://www.example.mn:8443/ -> www.example.mn).
host=${PUBLIC_URL:-https://localhost}
host=${host#*://}
host=${host%%/*}
host=${host%:*}
case $host in
  *[!0-9.]*) alt_name=DNS:$host ;;
  *) alt_name=IP:$host ;;
esac

self_signed() {
  subject=$(openssl x509 -in "$cert" -noout -subject)
  issuer=$(openssl x509 -in "$cert" -noout -issuer)
  [ "${subject#subject=}" = "${issuer#issuer=}" ]
}

# A self-signed certificate this script made (never one of the operator's) is made again when about to expire.
marker=$dir/.generated-self-signed
if [ -f "$marker" ] && [ -s "$cert" ] && self_signed && ! openssl x509 -in "$cert" -noout -checkend 86400 >/dev/null; then
  rm -f "$cert" "$key"
fi

if [ ! -s "$cert" ] || [ ! -s "$key" ]; then
  mkdir -p "$dir"
  if ! touch "$dir/.writable" 2>/dev/null; then
    echo "$ME: ERROR: no fullchain.pem and privkey.pem in $dir, and it is read-only: mount the certificate there" >&2
    exit 1
  fi
  rm -f "$dir/.writable"
  (
    umask 077
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 365 \
      -subj "/CN=$host" -addext "subjectAltName=$alt_name" -keyout "$key" -out "$cert" 2>/dev/null
  )
  chmod 644 "$cert"
  touch "$marker"
  echo "$ME: generated a self-signed certificate for $host in $dir" >&2
fi

if self_signed; then
  shout "HTTPS is served with a SELF-SIGNED certificate ($cert, for ${subject#subject=})." \
    "Browsers will warn every visitor. Put your certificate in the directory mounted at $dir" \
    "(fullchain.pem and privkey.pem), or turn on ACME (docs/https.md, \"Certificate\"), then restart the proxy."
elif ! openssl x509 -in "$cert" -noout -checkend 1209600 >/dev/null; then
  shout "The certificate $cert expires within 14 days ($(openssl x509 -in "$cert" -noout -enddate))." \
    "Renew it (ACME renews by itself: check the acme service's log)."
fi
