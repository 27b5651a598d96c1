#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests, on a free loopback port: initdb in a temporary
# folder (as the `postgres` user when run as root: PostgreSQL refuses to run as root), password
# authentication (scram-sha-256) over TCP, then pg_ctl start. Sourced by scripts/test.sh; it
# exports ASK_TEST_POSTGRES_URL (a superuser's URL, password included, for the tests to make
# a database each) and defines pg_cluster_stop. Installs Debian's postgresql when it is missing
# and fails — never skips — when the server cannot be started. PG_CLUSTER_SETTINGS replaces
# the tests' `-c fsync=off` (the benchmark keeps the server's defaults: `-c fsync=on`).
pg_cluster_fail() {
  echo "pg-cluster: $*" >&2
  exit 1
}
pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "pg-cluster: installing Debian's postgresql (the tests need a real server)" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null ||
    pg_cluster_fail "apt-get could not install postgresql"
  pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  [ -x "$pg_bin/initdb" ] || pg_cluster_fail "postgresql installed but initdb is not under /usr/lib/postgresql"
fi
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || pg_cluster_fail "running as root and there is no postgres user to run the server as"
  as_owner=(runuser -u postgres --)
fi
pg_dir="$(mktemp -d -t ask-pg.XXXXXX)"
chmod 755 "$pg_dir"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$pg_dir"
pg_password="$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')"
printf '%s\n' "$pg_password" >"$pg_dir/pwfile"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$pg_dir/pwfile"
pg_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
"${as_owner[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U ask_test --pwfile="$pg_dir/pwfile" \
  -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$pg_dir/initdb.log" 2>&1 ||
  pg_cluster_fail "initdb failed (see $pg_dir/initdb.log): $(tail -3 "$pg_dir/initdb.log")"
rm -f "$pg_dir/pwfile"
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 60 \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c max_connections=300 ${PG_CLUSTER_SETTINGS:--c fsync=off}" \
  start >/dev/null ||
  pg_cluster_fail "the server did not start (see $pg_dir/server.log): $(tail -3 "$pg_dir/server.log")"
export ASK_TEST_POSTGRES_URL="postgresql://ask_test:$pg_password@127.0.0.1:$pg_port/postgres"
export ASK_TEST_POSTGRES_DIR="$pg_dir"
export ASK_TEST_POSTGRES_BIN="$pg_bin"
echo "pg-cluster: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port ($pg_dir)" >&2
pg_cluster_stop() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
