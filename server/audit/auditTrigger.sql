-- The audit log's row trigger (issue 36), included whole in server/generated/schema.sql by codegen
-- (scripts/codegen/auditDdl.ts), which attaches it to every audited table.
-- A change made through the API runs with the transaction-local setting `esl.audit` holding who made it, from
-- where and through which call (server/db/auditedDb.ts sets it); the trigger fires only then (its WHEN clause),
-- so the simulator's and the jobs' writes cost nothing. It writes one audit row per changed row, in the change's
-- own transaction: a change that rolls back leaves no row.
-- Arguments: entity name, key columns (comma separated), store column ('' for none), masked columns, ignored columns.
-- What changed is `{ column: [before, after] }` of the columns whose value changed (all of them on create and
-- delete, with null on the missing side); masked columns show '***' instead of their values; ignored columns
-- (bookkeeping: updatedAt, a failure counter) are left out, and an update of ignored columns only writes no row.
-- A JSON value with the values of every key that names a secret (password, secret, token, key) masked, at any depth:
-- settings kept as JSON (the SMTP settings' password) show that they changed, never what they hold.
CREATE OR REPLACE FUNCTION esl_audit_secret_pattern() RETURNS text LANGUAGE sql IMMUTABLE AS
$pattern$ SELECT '(password|secret|token|apikey|api_key|privatekey)'::text $pattern$;

CREATE OR REPLACE FUNCTION esl_audit_masked_keys(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $masked$
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      RETURN COALESCE((SELECT jsonb_object_agg(k, CASE WHEN k ~* esl_audit_secret_pattern()
                                                       THEN to_jsonb('***'::text) ELSE esl_audit_masked_keys(v) END)
                         FROM jsonb_each(value) AS entries(k, v)), '{}'::jsonb);
    WHEN 'array' THEN
      RETURN COALESCE((SELECT jsonb_agg(esl_audit_masked_keys(v) ORDER BY n)
                         FROM jsonb_array_elements(value) WITH ORDINALITY AS items(v, n)), '[]'::jsonb);
    ELSE
      RETURN value;
  END CASE;
END
$masked$;

-- (a plain value, or one whose text names no secret anywhere, the usual case, is itself: no walk through it)
CREATE OR REPLACE FUNCTION esl_audit_masked(value jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $masked$
  SELECT CASE WHEN jsonb_typeof(value) IN ('object', 'array') AND value::text ~* esl_audit_secret_pattern()
              THEN esl_audit_masked_keys(value) ELSE value END
$masked$;

CREATE OR REPLACE FUNCTION esl_audit_row() RETURNS trigger LANGUAGE plpgsql AS $audit$
DECLARE
  before jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}'::jsonb ELSE to_jsonb(OLD) END;
  after jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}'::jsonb ELSE to_jsonb(NEW) END;
  ignored text[] := string_to_array(TG_ARGV[4], ',');
  masked text[];
  changes jsonb := '{}'::jsonb;
  name text;
  context jsonb;
  shown jsonb;
  entity_key text;
  key_value text;
  marked text;
BEGIN
  -- (plain assignments where it can: PL/pgSQL evaluates them without a query; what only a row written needs is
  -- worked out after the early return of an update that changed nothing)
  FOR name IN SELECT jsonb_object_keys(before || after) LOOP
    CONTINUE WHEN name = ANY (ignored) OR (before -> name) IS NOT DISTINCT FROM (after -> name);
    masked := COALESCE(masked, string_to_array(TG_ARGV[3], ','));
    changes := changes || jsonb_build_object(name, CASE WHEN name = ANY (masked)
      THEN jsonb_build_array(CASE WHEN before ? name THEN to_jsonb('***'::text) END,
                             CASE WHEN after ? name THEN to_jsonb('***'::text) END)
      ELSE jsonb_build_array(esl_audit_masked(before -> name), esl_audit_masked(after -> name)) END);
  END LOOP;
  IF TG_OP = 'UPDATE' AND changes = '{}'::jsonb THEN
    RETURN NULL;
  END IF;
  -- the mark read at COMMIT (server/db/auditedDb.ts): the call has a row, it needs no action row
  marked := set_config('esl.audit_logged', 'on', true);
  context := current_setting('esl.audit', true)::jsonb;
  shown := CASE WHEN TG_OP = 'DELETE' THEN before ELSE after END;
  FOREACH name IN ARRAY string_to_array(TG_ARGV[1], ',') LOOP
    key_value := shown ->> name;
    CONTINUE WHEN key_value IS NULL;
    entity_key := CASE WHEN entity_key IS NULL THEN key_value ELSE entity_key || '/' || key_value END;
  END LOOP;
  INSERT INTO audit_log ("at", "actor", "actorKind", "sourceIp", "requestId", "call", "route", "action",
                         "entity", "entityKey", "storeCode", "changes")
  VALUES (clock_timestamp(), context ->> 'actor', context ->> 'actorKind', context ->> 'sourceIp',
          context ->> 'requestId', context ->> 'call', context ->> 'route',
          CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
          TG_ARGV[0], entity_key, shown ->> NULLIF(TG_ARGV[2], ''), changes);
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
