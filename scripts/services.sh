#!/usr/bin/env bash
# Makes sure the services the production-mode tests need are up on this machine:
# PostgreSQL on 127.0.0.1:5432, NATS with JetStream on 127.0.0.1:4222, Debian's Chromium
# for the browser tests and Debian's dovecot-imapd for the e-mail tests (the tests start it).
# Starts (or installs) what is missing; safe to run repeatedly.
set -uo pipefail

up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

if ! up 5432; then
  echo "services: starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi
if ! up 4222; then
  echo "services: starting NATS (JetStream)"
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log || true
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "services: installing Debian chromium for the browser tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || echo "services: could not install chromium"
fi
if [ ! -x /usr/sbin/dovecot ] || [ ! -e /usr/lib/dovecot/imap ]; then
  echo "services: installing Debian dovecot-imapd for the e-mail tests"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dovecot-imapd >/dev/null) || echo "services: could not install dovecot-imapd"
fi
for i in $(seq 1 30); do
  if up 5432 && up 4222; then exit 0; fi
  sleep 1
done
up 5432 || echo "services: PostgreSQL is not reachable on 127.0.0.1:5432"
up 4222 || echo "services: NATS is not reachable on 127.0.0.1:4222"
exit 0
