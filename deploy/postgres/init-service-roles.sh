#!/usr/bin/env bash
# Run once by the postgres image on an empty data volume (/docker-entrypoint-initdb.d): a role per service that owns
# its own database and no other role may open (decision 0011). Passwords come from the container's environment.
set -euo pipefail
for service in identity classes payments notifications; do
  variable="POSTGRES_${service^^}_PASSWORD"
  password="${!variable:?$variable is not set: run npm run compose:secrets -w deploy}"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -v role="classhub_$service" -v password="$password" -v database="classhub_$service" <<'SQL'
CREATE ROLE :"role" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'password';
CREATE DATABASE :"database" OWNER :"role";
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
SQL
done
