-- The audit log's row trigger (issue 36), included whole in server/generated/schema.sql by codegen
-- (scripts/codegen/auditDdl.ts), which attaches it to every audited table.
-- A change made through the API runs with the transaction-local setting `esl.audit` holding who made it, from
-- where and through which call (server/db/auditedDb.ts sets it); the triggers fire only then (their WHEN clause),
-- so the simulator's and the jobs' writes cost nothing. They write one audit row per changed row, in the change's
-- own transaction: a change that rolls back leaves no row.
-- Arguments: entity name, key columns (comma separated), store column ('' for none), masked columns, ignored columns.
-- What changed is `{ column: [before, after] }` of the columns whose value changed (all of them on create and
-- delete, with null on the missing side); masked columns show '***' instead of their values; ignored columns
-- (bookkeeping: updatedAt, a failure counter) are left out, and an update of ignored columns only writes no row.
-- A JSON value with the values of every key that names a secret (password, secret, token, key) masked, at any depth:
-- settings kept as JSON (the SMTP settings' password) show that they changed, never what they hold.
CREATE OR REPLACE FUNCTION esl_audit_masked(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $masked$
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      RETURN COALESCE((SELECT jsonb_object_agg(k, CASE WHEN k ~* '(password|secret|token|apikey|api_key|privatekey)'
                                                       THEN to_jsonb('***'::text) ELSE esl_audit_masked(v) END)
                         FROM jsonb_each(value) AS entries(k, v)), '{}'::jsonb);
    WHEN 'array' THEN
      RETURN COALESCE((SELECT jsonb_agg(esl_audit_masked(v) ORDER BY n)
                         FROM jsonb_array_elements(value) WITH ORDINALITY AS items(v, n)), '[]'::jsonb);
    ELSE
      RETURN value;
  END CASE;
END
$masked$;

-- A value as the log shows it: secrets inside a JSON object or array masked (esl_audit_masked), scalars as they are
-- (inlined by the planner: no call per scalar).
CREATE OR REPLACE FUNCTION esl_audit_shown(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $shown$
  SELECT CASE WHEN jsonb_typeof(value) IN ('object', 'array') THEN esl_audit_masked(value) ELSE value END
$shown$;

-- One statement's changes, written by one INSERT: a statement-level trigger per event (INSERT, UPDATE, DELETE)
-- reads the statement's transition tables (esl_old, esl_new), so an import of 100,000 products costs one set-based
-- INSERT, not 100,000 trigger calls. An update pairs old and new rows on the key; a row whose key changed shows as
-- its old row going (after: nothing) and its new row coming (before: nothing), both as updates.
-- Its plan is small work on rows in memory: never worth JIT compiling (seconds at 20,000 rows), and the pairs are
-- joined by hashing (a transition table has no statistics; a nested loop would compare every pair).
CREATE OR REPLACE FUNCTION esl_audit_statement() RETURNS trigger LANGUAGE plpgsql
SET jit = off SET enable_nestloop = off AS $audit$
DECLARE
  entity text := TG_ARGV[0];
  key_columns text[] := string_to_array(TG_ARGV[1], ',');
  store_column text := NULLIF(TG_ARGV[2], '');
  masked text[] := string_to_array(TG_ARGV[3], ',');
  ignored text[] := string_to_array(TG_ARGV[4], ',');
  action text := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END;
  pairs text;
  key_of text;
BEGIN
  pairs := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT ''{}''::jsonb AS b, to_jsonb(n) AS a FROM esl_new AS n'
    WHEN 'DELETE' THEN 'SELECT to_jsonb(o) AS b, ''{}''::jsonb AS a FROM esl_old AS o'
    ELSE 'SELECT COALESCE(to_jsonb(o), ''{}''::jsonb) AS b, COALESCE(to_jsonb(n), ''{}''::jsonb) AS a'
      || ' FROM esl_old AS o FULL JOIN esl_new AS n ON '
      || (SELECT string_agg(format('o.%I = n.%I', k, k), ' AND ') FROM unnest(key_columns) AS k)
  END;
  key_of := 'concat_ws(''/'', ' || (SELECT string_agg(format('shown ->> %L', k), ', ') FROM unnest(key_columns) AS k) || ')';
  EXECUTE format($insert$
    WITH pairs AS MATERIALIZED (%s),
    shown AS MATERIALIZED (
      SELECT CASE WHEN a = '{}'::jsonb THEN b ELSE a END AS shown,
             (SELECT COALESCE(jsonb_object_agg(k, CASE WHEN k = ANY ($4)
                       THEN jsonb_build_array(CASE WHEN b ? k THEN to_jsonb('***'::text) END,
                                              CASE WHEN a ? k THEN to_jsonb('***'::text) END)
                       ELSE jsonb_build_array(esl_audit_shown(b -> k), esl_audit_shown(a -> k)) END), '{}'::jsonb)
                FROM jsonb_object_keys(b || a) AS k
               WHERE k <> ALL ($5) AND (b -> k) IS DISTINCT FROM (a -> k)) AS changes
        FROM pairs)
    INSERT INTO audit_log ("at", "actor", "actorKind", "sourceIp", "requestId", "call", "route", "action",
                           "entity", "entityKey", "storeCode", "changes")
    SELECT clock_timestamp(), ctx.c ->> 'actor', ctx.c ->> 'actorKind', ctx.c ->> 'sourceIp',
           ctx.c ->> 'requestId', ctx.c ->> 'call', ctx.c ->> 'route', $1, $2, %s,
           CASE WHEN $3::text IS NULL THEN NULL ELSE shown ->> $3 END, changes
      FROM shown, (SELECT current_setting('esl.audit', true)::jsonb AS c) AS ctx
     WHERE changes <> '{}'::jsonb
  $insert$, pairs, key_of) USING action, entity, store_column, masked, ignored;
  RETURN NULL;
END
$audit$;

-- The audit log is append-only: no statement changes a row, and rows are deleted only by the retention job
-- (server/audit/retentionJob.ts), which says so in its transaction.
CREATE OR REPLACE FUNCTION esl_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $append$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('esl.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$append$;
