#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer on localhost, starting them when they are installed but
# down (the commands a Debian machine uses). Installing them is .ci/run's job.
set -u
pg_up() { pg_isready -h localhost -p 5432 -q 2>/dev/null; }
redis_up() { redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; }

if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null 2>&1; then
    version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
    [ -n "$version" ] && pg_ctlcluster --skip-systemctl-redirect "$version" main start >/dev/null 2>&1
  fi
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
fi
if ! redis_up; then
  if command -v redis-server >/dev/null 2>&1; then
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log >/dev/null 2>&1
  fi
  for _ in $(seq 1 20); do redis_up && break; sleep 0.5; done
fi
ok=0
pg_up || { echo "PostgreSQL is not answering on localhost:5432 (install postgresql, or run: docker compose up -d postgres)" >&2; ok=1; }
redis_up || { echo "Redis is not answering on localhost:6379 (install redis-server, or run: docker compose up -d redis)" >&2; ok=1; }
exit $ok
