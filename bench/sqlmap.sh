#!/usr/bin/env bash
# sqlmap against the built server: the login body, the administrator's searches (?q=, ?role=, ?status=,
# ?page=) and the numeric ids in the paths, each with a valid session token of the route's role. Prints one
# summary line per target and exits non-zero if sqlmap finds anything injectable. Not part of `npm test`.
#
#   bash bench/sqlmap.sh            # PGlite in a temporary DATA_DIR
#   SQLMAP_LEVEL=5 SQLMAP_RISK=3 bash bench/sqlmap.sh   # deeper (slower)
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/aula_sqlmap bash bench/sqlmap.sh   # an existing, empty database
#
# Needs sqlmap (Debian: apt-get install -y sqlmap) and a build (`pnpm build`; run here when dist is missing).
set -euo pipefail
cd "$(dirname "$0")/.."

LEVEL="${SQLMAP_LEVEL:-3}"
RISK="${SQLMAP_RISK:-2}"
command -v sqlmap >/dev/null || { echo "sqlmap is not installed (apt-get install -y sqlmap)" >&2; exit 2; }
if [ ! -f apps/api/dist/server.js ]; then flock /tmp/aula-build.lock pnpm build; fi

work="$(mktemp -d -t aula-sqlmap-XXXXXX)"
port="$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")"
base="http://127.0.0.1:${port}"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The demo school gives a teacher, a student and courses to aim at; rate limits are off so sqlmap's
# thousands of logins are answered by the handler, not by a 429; ADMIN_2FA=optional lets the admin sign in
# with the password alone (decision 133).
PORT="$port" DATA_DIR="$work/data" STATIC_DIR="$work/no-front-end" SEED_DEMO=1 RATE_LIMITS=off \
  ADMIN_USERNAME=admin ADMIN_PASSWORD=sqlmap-admin-password ADMIN_EMAIL=admin@aula.test ADMIN_2FA=optional LOG_LEVEL=warn \
  node apps/api/dist/server.js >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 600); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log" >&2; exit 1; }
  sleep 0.1
done

token_of() {
  curl -fsS -H 'content-type: application/json' -d "{\"username\":\"$1\",\"password\":\"$2\"}" "$base/api/auth/login" |
    node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).token))"
}
admin="$(token_of admin sqlmap-admin-password)"
teacher="$(token_of prof.emma aula-demo-2025)"
student="$(token_of ana.garcia aula-demo-2025)"
first_id() {
  curl -fsS -H "authorization: Bearer $1" "$base$2" |
    node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s)[0].id))"
}
teacher_course="$(first_id "$teacher" /api/teacher/courses)"
student_course="$(first_id "$student" /api/student/courses)"
result_id="$(first_id "$student" /api/student/activity-results)"

failures=0
# run <label> <sqlmap arguments...>: one sqlmap session, one summary line.
run() {
  local label="$1"
  shift
  local log="$work/$(echo "$label" | tr -c 'a-zA-Z0-9' '_').log"
  sqlmap --batch --disable-coloring --flush-session --level="$LEVEL" --risk="$RISK" --dbms=PostgreSQL \
    --time-sec=2 --threads=4 --output-dir="$work/sqlmap" -t "$log.traffic" "$@" >"$log" 2>&1 || true
  local requests
  requests="$(grep -c '^HTTP request \[' "$log.traffic" 2>/dev/null || echo 0)"
  if grep -qE "is vulnerable|sqlmap identified the following injection point" "$log"; then
    echo "INJECTABLE  $label ($requests requests) — see $log"
    failures=$((failures + 1))
    cp "$log" "/tmp/aula-sqlmap-$(basename "$log")"
  elif grep -qE "do not appear to be injectable|does not seem to be injectable" "$log"; then
    echo "clean       $label ($requests requests)"
  else
    echo "UNFINISHED  $label ($requests requests): $(grep -E '\[(CRITICAL|ERROR)\]' "$log" | tail -1)"
    failures=$((failures + 1))
    cp "$log" "/tmp/aula-sqlmap-$(basename "$log")"
  fi
}

json='content-type: application/json'
# Valid credentials, so a changed answer (401) is what a working injection would have to flip.
run "POST /api/auth/login (username, password)" -u "$base/api/auth/login" --method=POST \
  --data='{"username":"admin","password":"sqlmap-admin-password"}' -H "$json" -p username,password \
  --ignore-code=401
run "GET /api/auth/verify?token=" -u "$base/api/auth/verify?token=abc" -p token
run "GET /api/admin/users?q=&role=&page=&size=" -u "$base/api/admin/users?q=ana&role=STUDENT&page=1&size=20" \
  -H "authorization: Bearer $admin" -p q,role,page,size
run "GET /api/admin/all-courses?q=&status=" -u "$base/api/admin/all-courses?q=curso&status=active&page=1" \
  -H "authorization: Bearer $admin" -p q,status,page
run "GET /api/admin/active-courses?q= (teacher search)" -u "$base/api/admin/active-courses?q=emma" \
  -H "authorization: Bearer $admin" -p q
# No such course (404): an injection that reached a course would answer otherwise.
run "PUT /api/admin/approve-course/{id}" -u "$base/api/admin/approve-course/999999*" --method=PUT \
  -H "authorization: Bearer $admin" --ignore-code=404
run "GET /api/teacher/course/{id}" -u "$base/api/teacher/course/${teacher_course}*" -H "authorization: Bearer $teacher"
run "POST /api/teacher/activity/{id}/evaluate?username=" \
  -u "$base/api/teacher/activity/1/evaluate?username=ana.garcia" --method=POST \
  --data='{"score":5,"feedback":"x"}' -H "$json" -H "authorization: Bearer $teacher" -p username
run "GET /api/student/course/{id}/activity" -u "$base/api/student/course/${student_course}*/activity" \
  -H "authorization: Bearer $student"
run "GET /api/activity-result/{id}/download" -u "$base/api/activity-result/${result_id}*/download" \
  -H "authorization: Bearer $student"

echo "sqlmap level ${LEVEL} risk ${RISK}: $((10 - failures)) of 10 targets clean"
[ "$failures" -eq 0 ]
