#!/bin/sh
# The `acme` service of compose.yaml (certbot's image, `--profile acme`): gets a certificate from Let's Encrypt
# (or the ACME server at ACME_SERVER) for ACME_DOMAINS over HTTP-01, then tries to renew it twice a day (certbot
# renews within 30 days of expiry), and copies the current one into the proxy's certificate directory, where
# deploy/tls-reload.sh sees it and reloads nginx. The challenge files go to the webroot the proxy serves at
# /.well-known/acme-challenge/; port 80 and 443 of every name must reach the proxy from the internet.
set -eu

: "${ACME_DOMAINS:?set ACME_DOMAINS in .env: the site's names, comma-separated (www.example.mn,example.mn)}"
: "${ACME_EMAIL:?set ACME_EMAIL in .env: Let's Encrypt writes there about the certificate}"
webroot=/var/www/acme
tls=/tls
live=/etc/letsencrypt/live/site

while :; do
  if certbot certonly --webroot --webroot-path "$webroot" --cert-name site --domains "$ACME_DOMAINS" \
    --email "$ACME_EMAIL" --agree-tos --no-eff-email --non-interactive --keep-until-expiring \
    ${ACME_SERVER:+--server "$ACME_SERVER"}; then
    # Written beside, then renamed: the proxy never reads half a file. It reloads once both are new.
    for file in fullchain.pem privkey.pem; do
      (umask 077 && cp -L "$live/$file" "$tls/.$file.new")
      mv "$tls/.$file.new" "$tls/$file"
    done
  else
    echo "acme-certificates: certbot failed (see above); the proxy keeps its certificate, next try in 12 h" >&2
  fi
  sleep 43200
done
