-- User scripts (schemas/userScript.schema.json, table user_scripts from the generated DDL): the third-party
-- sign-on script kept in system_config until now moves there (kind thirdPartyAuth, target default). A script
-- saved before had no useType: a non-blank one was in use.
INSERT INTO user_scripts (kind, target, code, "useType", "updatedAt")
SELECT 'thirdPartyAuth', 'default', value->>'code',
       CASE WHEN btrim(coalesce(value->>'code', '')) = '' THEN 'none' ELSE 'custom' END, "updatedAt"
FROM system_config WHERE key = 'thirdPartyAuth' AND jsonb_typeof(value->'code') = 'string'
ON CONFLICT (kind, target) DO NOTHING;
DELETE FROM system_config WHERE key = 'thirdPartyAuth';
