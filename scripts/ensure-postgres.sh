#!/usr/bin/env bash
# Installs Debian's PostgreSQL server binaries when missing: the tests and drills that start PostgreSQL servers of
# their own (a database outage, a streaming replica, a failover; tests/support/pgServer.ts) need initdb, pg_ctl and
# pg_basebackup. Only the binaries are needed: the tests start their own clusters on free loopback ports.
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then exit 0; fi
echo "ensure-postgres: PostgreSQL server binaries missing, installing Debian's postgresql" >&2
if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-postgres: apt-get not found; install the PostgreSQL server (initdb, pg_ctl, pg_basebackup)" >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# the package's own cluster is not wanted: the tests make theirs
$SUDO apt-get install -y -qq postgresql-common >/dev/null
$SUDO sed -i 's/^#\?create_main_cluster.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf
$SUDO apt-get install -y -qq postgresql >/dev/null
ls /usr/lib/postgresql/*/bin/initdb
