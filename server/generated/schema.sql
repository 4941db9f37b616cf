-- generated, do not edit: run `npm run codegen`

-- account
CREATE TABLE IF NOT EXISTS "accounts" (
  "email" text NOT NULL,
  "name" text NOT NULL,
  "role_id" integer NOT NULL,
  "mobile" text,
  "store" jsonb DEFAULT '[]'::jsonb,
  "enableWholeStore" boolean DEFAULT false,
  "ssoOnly" boolean DEFAULT false,
  "locked" boolean DEFAULT false,
  "weakPwd" boolean DEFAULT false,
  "forceChange" boolean DEFAULT false,
  "lastPwdChanged" timestamptz,
  "failCount" integer DEFAULT 0,
  "locale" text,
  "passwordHash" text,
  "adfs" boolean DEFAULT false,
  "createdAt" timestamptz DEFAULT now(),
  "updatedAt" timestamptz DEFAULT now(),
  "id" bigserial,
  PRIMARY KEY ("email")
);
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "role_id" integer;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "mobile" text;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "store" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "enableWholeStore" boolean DEFAULT false;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "ssoOnly" boolean DEFAULT false;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "locked" boolean DEFAULT false;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "weakPwd" boolean DEFAULT false;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "forceChange" boolean DEFAULT false;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "lastPwdChanged" timestamptz;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "failCount" integer DEFAULT 0;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "locale" text;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "passwordHash" text;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "adfs" boolean DEFAULT false;
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now();
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
ALTER TABLE "accounts" ADD COLUMN IF NOT EXISTS "id" bigserial;
CREATE INDEX IF NOT EXISTS "accounts_name_idx" ON "accounts" ("name");
CREATE INDEX IF NOT EXISTS "accounts_role_id_idx" ON "accounts" ("role_id");
CREATE INDEX IF NOT EXISTS "accounts_updatedAt_idx" ON "accounts" ("updatedAt");

-- alarm
CREATE TABLE IF NOT EXISTS "alarm_history" (
  "id" bigserial NOT NULL,
  "location" text NOT NULL,
  "type" text NOT NULL,
  "class" integer NOT NULL,
  "alarmType" text NOT NULL,
  "alarmTime" timestamptz DEFAULT now() NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  "sourceType" text,
  "sourceId" text,
  "data" jsonb,
  PRIMARY KEY ("id")
);
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "location" text;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "type" text;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "class" integer;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "alarmType" text;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "alarmTime" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "sourceType" text;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "sourceId" text;
ALTER TABLE "alarm_history" ADD COLUMN IF NOT EXISTS "data" jsonb;

-- alarmContent
CREATE TABLE IF NOT EXISTS "alarm_notification_contents" (
  "type" text NOT NULL,
  "title" text NOT NULL,
  "detail" text NOT NULL,
  "subject" text NOT NULL,
  "body" text NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("type")
);
ALTER TABLE "alarm_notification_contents" ADD COLUMN IF NOT EXISTS "title" text;
ALTER TABLE "alarm_notification_contents" ADD COLUMN IF NOT EXISTS "detail" text;
ALTER TABLE "alarm_notification_contents" ADD COLUMN IF NOT EXISTS "subject" text;
ALTER TABLE "alarm_notification_contents" ADD COLUMN IF NOT EXISTS "body" text;
ALTER TABLE "alarm_notification_contents" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- alarmNotification
CREATE TABLE IF NOT EXISTS "alarm_notification_settings" (
  "type" text NOT NULL,
  "enabled" boolean DEFAULT false NOT NULL,
  "members" text[] DEFAULT '{}' NOT NULL,
  "addresses" text[] DEFAULT '{}' NOT NULL,
  "class" integer DEFAULT 1 NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("type")
);
ALTER TABLE "alarm_notification_settings" ADD COLUMN IF NOT EXISTS "enabled" boolean DEFAULT false NOT NULL;
ALTER TABLE "alarm_notification_settings" ADD COLUMN IF NOT EXISTS "members" text[] DEFAULT '{}' NOT NULL;
ALTER TABLE "alarm_notification_settings" ADD COLUMN IF NOT EXISTS "addresses" text[] DEFAULT '{}' NOT NULL;
ALTER TABLE "alarm_notification_settings" ADD COLUMN IF NOT EXISTS "class" integer DEFAULT 1 NOT NULL;
ALTER TABLE "alarm_notification_settings" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- alias
CREATE TABLE IF NOT EXISTS "alias_config" (
  "index" integer NOT NULL,
  PRIMARY KEY ("index")
);
ALTER TABLE "alias_config" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "alias_config" ADD COLUMN IF NOT EXISTS "key" boolean DEFAULT false;
ALTER TABLE "alias_config" ADD COLUMN IF NOT EXISTS "chart" boolean DEFAULT false;

-- amac
CREATE TABLE IF NOT EXISTS "amac_config" (
  "abstractCode" text NOT NULL,
  PRIMARY KEY ("abstractCode")
);
ALTER TABLE "amac_config" ADD COLUMN IF NOT EXISTS "abstractData" text;
ALTER TABLE "amac_config" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "amac_config_updatedAt_idx" ON "amac_config" ("updatedAt");

-- apiToken
CREATE TABLE IF NOT EXISTS "api_token" (
  "id" bigserial NOT NULL,
  "name" text NOT NULL,
  "prefix" text NOT NULL,
  "role_id" integer NOT NULL,
  "store" text[],
  "enableWholeStore" boolean DEFAULT false NOT NULL,
  "createdBy" text NOT NULL,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  "expiresAt" timestamptz,
  "lastUsedAt" timestamptz,
  "lastUsedIp" text,
  "revokedAt" timestamptz,
  "revokedBy" text,
  "secretHash" text NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "prefix" text;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "role_id" integer;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "store" text[];
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "enableWholeStore" boolean DEFAULT false NOT NULL;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "expiresAt" timestamptz;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "lastUsedAt" timestamptz;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "lastUsedIp" text;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "revokedAt" timestamptz;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "revokedBy" text;
ALTER TABLE "api_token" ADD COLUMN IF NOT EXISTS "secretHash" text;

-- appFile
CREATE TABLE IF NOT EXISTS "app_files" (
  "_id" bigserial NOT NULL,
  PRIMARY KEY ("_id")
);
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "ver" text;
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "fileName" text;
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "size" integer;
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "sha256" text;
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "active" boolean DEFAULT false;
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "app_files" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "app_files_updatedAt_idx" ON "app_files" ("updatedAt");

-- auditLog
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigserial NOT NULL,
  "at" timestamptz DEFAULT now() NOT NULL,
  "actor" text,
  "actorKind" text,
  "sourceIp" text,
  "requestId" text,
  "call" text,
  "route" text,
  "action" text NOT NULL,
  "entity" text,
  "entityKey" text,
  "storeCode" text,
  "changes" jsonb,
  PRIMARY KEY ("id")
);
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "at" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "actor" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "actorKind" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "sourceIp" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "requestId" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "call" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "route" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "action" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "entity" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "entityKey" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "audit_log" ADD COLUMN IF NOT EXISTS "changes" jsonb;
CREATE INDEX IF NOT EXISTS "audit_log_requestId_idx" ON "audit_log" ("requestId");
CREATE INDEX IF NOT EXISTS "audit_log_entityKey_idx" ON "audit_log" ("entityKey");
CREATE INDEX IF NOT EXISTS "audit_log_storeCode_at_idx" ON "audit_log" ("storeCode", "at");

-- batteryForecast
CREATE TABLE IF NOT EXISTS "battery_forecasts" (
  "tagId" text NOT NULL,
  PRIMARY KEY ("tagId")
);
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "tagMac" text;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "tagType" text;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "gwMac" text;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "level" integer;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "ratePerMonth" double precision;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "forecastAt" timestamptz;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "state" text;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "readings" integer;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "replacedAt" timestamptz;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "lastReadingAt" timestamptz;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "historyId" bigint;
ALTER TABLE "battery_forecasts" ADD COLUMN IF NOT EXISTS "computedAt" timestamptz;
CREATE INDEX IF NOT EXISTS "battery_forecasts_storeCode_tagId_idx" ON "battery_forecasts" ("storeCode", "tagId");

-- channelSetting
CREATE TABLE IF NOT EXISTS "gateway_channel_settings" (
  "storeCode" text NOT NULL,
  "gwIndex" integer DEFAULT 0 NOT NULL,
  PRIMARY KEY ("storeCode", "gwIndex")
);
ALTER TABLE "gateway_channel_settings" ADD COLUMN IF NOT EXISTS "dataChannel" integer DEFAULT 11;
ALTER TABLE "gateway_channel_settings" ADD COLUMN IF NOT EXISTS "eventChannel" integer DEFAULT 26;
ALTER TABLE "gateway_channel_settings" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "gateway_channel_settings_gwIndex_idx" ON "gateway_channel_settings" ("gwIndex");

-- dashboard
CREATE TABLE IF NOT EXISTS "dashboards" (
  "id" bigserial NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "ownerId" bigint;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "builtIn" boolean DEFAULT false;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "sharedRoles" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "variables" jsonb DEFAULT '{"stores":[],"range":{"last":"24h"}}'::jsonb;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "layouts" jsonb DEFAULT '{"lg":[],"sm":[]}'::jsonb;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "panels" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now();
ALTER TABLE "dashboards" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "dashboards_name_idx" ON "dashboards" ("name");
CREATE INDEX IF NOT EXISTS "dashboards_updatedAt_idx" ON "dashboards" ("updatedAt");

-- deliveryAttempt
CREATE TABLE IF NOT EXISTS "delivery_attempts" (
  "taskId" bigint NOT NULL,
  "tagId" text NOT NULL,
  PRIMARY KEY ("taskId", "tagId")
);
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "tagMac" text;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "gwMac" text;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "taskType" text;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "askedAt" timestamptz;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "takenAt" timestamptz;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "confirmedAt" timestamptz;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "failedAt" timestamptz;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "tries" integer DEFAULT 0;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "cause" text;
ALTER TABLE "delivery_attempts" ADD COLUMN IF NOT EXISTS "seconds" double precision;
CREATE INDEX IF NOT EXISTS "delivery_attempts_storeCode_taskId_idx" ON "delivery_attempts" ("storeCode", "taskId");

-- downloadTask
CREATE TABLE IF NOT EXISTS "download_tasks" (
  "taskId" text NOT NULL,
  "type" integer NOT NULL,
  "email" text NOT NULL,
  "request" jsonb NOT NULL,
  "progress" integer DEFAULT 0 NOT NULL,
  "fileName" text NOT NULL,
  "filePath" text,
  "error" text,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  "finishedAt" timestamptz,
  "instanceId" text,
  PRIMARY KEY ("taskId")
);
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "type" integer;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "email" text;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "request" jsonb;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "progress" integer DEFAULT 0 NOT NULL;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "fileName" text;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "filePath" text;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "error" text;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "finishedAt" timestamptz;
ALTER TABLE "download_tasks" ADD COLUMN IF NOT EXISTS "instanceId" text;

-- familyProduct
CREATE TABLE IF NOT EXISTS "family_products" (
  "storeCode" text NOT NULL,
  "fmPrCode" text NOT NULL,
  PRIMARY KEY ("storeCode", "fmPrCode")
);
ALTER TABLE "family_products" ADD COLUMN IF NOT EXISTS "prCodeList" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "family_products" ADD COLUMN IF NOT EXISTS "layoutId" text;
ALTER TABLE "family_products" ADD COLUMN IF NOT EXISTS "nfc" text;
ALTER TABLE "family_products" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "family_products_fmPrCode_idx" ON "family_products" ("fmPrCode");
CREATE INDEX IF NOT EXISTS "family_products_layoutId_idx" ON "family_products" ("layoutId");
CREATE INDEX IF NOT EXISTS "family_products_updatedAt_idx" ON "family_products" ("updatedAt");

-- gateway
CREATE TABLE IF NOT EXISTS "gateways" (
  "gwMac" text NOT NULL,
  PRIMARY KEY ("gwMac")
);
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "gwIndex" integer;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "channelGroupIndex" integer;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "tagCount" integer DEFAULT 0;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "ip" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "alternateIp" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "netmask" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "defaultGateway" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "dns" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "eslServerPort" integer;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "dataChannel" integer DEFAULT 11;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "eventChannel" integer DEFAULT 26;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "gmpVersion" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "grmVersion" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "upLink" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "downLink" text;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "timeSync" boolean DEFAULT true;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "diskUsage" double precision;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "ramUsage" double precision;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "serviceStatusList" jsonb;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "lastStatusTime" timestamptz;
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "kind" text DEFAULT 'sim';
ALTER TABLE "gateways" ADD COLUMN IF NOT EXISTS "address" text;
CREATE INDEX IF NOT EXISTS "gateways_gwIndex_idx" ON "gateways" ("gwIndex");
CREATE INDEX IF NOT EXISTS "gateways_status_idx" ON "gateways" ("status");
CREATE INDEX IF NOT EXISTS "gateways_updatedAt_idx" ON "gateways" ("updatedAt");
CREATE INDEX IF NOT EXISTS "gateways_kind_idx" ON "gateways" ("kind");
CREATE INDEX IF NOT EXISTS "gateways_storeCode_gwIndex_idx" ON "gateways" ("storeCode", "gwIndex");

-- gatewayPredefined
CREATE TABLE IF NOT EXISTS "gateway_predefined" (
  "gwMac" text NOT NULL,
  PRIMARY KEY ("gwMac")
);
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "gwIndex" integer;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "channelGroupIndex" integer;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "ip" text;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "netmask" text;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "defaultGateway" text;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "dns" text;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "eslServerPort" integer;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "dataChannel" integer;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "eventChannel" integer;
ALTER TABLE "gateway_predefined" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "gateway_predefined_updatedAt_idx" ON "gateway_predefined" ("updatedAt");
CREATE INDEX IF NOT EXISTS "gateway_predefined_storeCode_gwMac_idx" ON "gateway_predefined" ("storeCode", "gwMac");

-- identityProvider
CREATE TABLE IF NOT EXISTS "identity_provider" (
  "id" bigserial NOT NULL,
  "name" text NOT NULL,
  "issuer" text NOT NULL,
  "clientId" text NOT NULL,
  "clientSecretSealed" text,
  "scopes" text DEFAULT 'openid email profile' NOT NULL,
  "emailClaim" text DEFAULT 'email' NOT NULL,
  "rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "createUnknown" boolean DEFAULT false NOT NULL,
  "enabled" boolean DEFAULT true NOT NULL,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "issuer" text;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "clientId" text;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "clientSecretSealed" text;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "scopes" text DEFAULT 'openid email profile' NOT NULL;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "emailClaim" text DEFAULT 'email' NOT NULL;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "rules" jsonb DEFAULT '[]'::jsonb NOT NULL;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "createUnknown" boolean DEFAULT false NOT NULL;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "enabled" boolean DEFAULT true NOT NULL;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "identity_provider" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- layout
CREATE TABLE IF NOT EXISTS "layouts" (
  "layoutId" text NOT NULL,
  PRIMARY KEY ("layoutId")
);
ALTER TABLE "layouts" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "layouts" ADD COLUMN IF NOT EXISTS "family" text;
ALTER TABLE "layouts" ADD COLUMN IF NOT EXISTS "kind" text;
ALTER TABLE "layouts" ADD COLUMN IF NOT EXISTS "currency" text;
ALTER TABLE "layouts" ADD COLUMN IF NOT EXISTS "pages" jsonb;
ALTER TABLE "layouts" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "layouts_name_idx" ON "layouts" ("name");
CREATE INDEX IF NOT EXISTS "layouts_family_idx" ON "layouts" ("family");
CREATE INDEX IF NOT EXISTS "layouts_kind_idx" ON "layouts" ("kind");
CREATE INDEX IF NOT EXISTS "layouts_updatedAt_idx" ON "layouts" ("updatedAt");

-- loginHistory
CREATE TABLE IF NOT EXISTS "login_history" (
  "id" bigserial NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "login_history" ADD COLUMN IF NOT EXISTS "ip" text;
ALTER TABLE "login_history" ADD COLUMN IF NOT EXISTS "type" integer;
ALTER TABLE "login_history" ADD COLUMN IF NOT EXISTS "email" text;
ALTER TABLE "login_history" ADD COLUMN IF NOT EXISTS "success" boolean;
ALTER TABLE "login_history" ADD COLUMN IF NOT EXISTS "locked" boolean;
ALTER TABLE "login_history" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "login_history_type_idx" ON "login_history" ("type");
CREATE INDEX IF NOT EXISTS "login_history_email_idx" ON "login_history" ("email");
CREATE INDEX IF NOT EXISTS "login_history_updatedAt_idx" ON "login_history" ("updatedAt");

-- mailOutbox
CREATE TABLE IF NOT EXISTS "mail_outbox" (
  "id" bigserial NOT NULL,
  "to" text NOT NULL,
  "subject" text NOT NULL,
  "alarmType" text,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  "sentAt" timestamptz,
  "nextAttemptAt" timestamptz DEFAULT now() NOT NULL,
  "error" text,
  "body" text NOT NULL,
  "claimedBy" text,
  "claimedAt" timestamptz,
  "alarmId" bigint,
  PRIMARY KEY ("id")
);
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "to" text;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "subject" text;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "alarmType" text;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'pending' NOT NULL;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "sentAt" timestamptz;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "nextAttemptAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "error" text;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "body" text;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "claimedBy" text;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "claimedAt" timestamptz;
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "alarmId" bigint;

-- paperTask
CREATE TABLE IF NOT EXISTS "paper_tasks" (
  "_id" bigserial NOT NULL,
  "storeCode" text NOT NULL,
  "taskDes" text NOT NULL,
  "total" integer DEFAULT 0 NOT NULL,
  "complete" integer DEFAULT 0 NOT NULL,
  "progress" integer DEFAULT 0 NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  "uploadId" bigint,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("_id")
);
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "taskDes" text;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "total" integer DEFAULT 0 NOT NULL;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "complete" integer DEFAULT 0 NOT NULL;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "progress" integer DEFAULT 0 NOT NULL;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "uploadId" bigint;
ALTER TABLE "paper_tasks" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
CREATE INDEX IF NOT EXISTS "paper_tasks_storeCode_updatedAt_idx" ON "paper_tasks" ("storeCode", "updatedAt");

-- paperTaskRow
CREATE TABLE IF NOT EXISTS "paper_task_rows" (
  "id" bigserial NOT NULL,
  "taskId" bigint NOT NULL,
  "storeCode" text NOT NULL,
  "rowNo" integer NOT NULL,
  "prCode" text NOT NULL,
  "prInfo" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "printerIp" text,
  "printerName" text,
  "resultCode" integer,
  "resultMsg" text,
  "printedTime" timestamptz,
  "dueAt" timestamptz,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "taskId" bigint;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "rowNo" integer;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "prCode" text;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "prInfo" jsonb DEFAULT '[]'::jsonb NOT NULL;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "printerIp" text;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "printerName" text;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "resultCode" integer;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "resultMsg" text;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "printedTime" timestamptz;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "dueAt" timestamptz;
ALTER TABLE "paper_task_rows" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- paperUpload
CREATE TABLE IF NOT EXISTS "paper_uploads" (
  "_id" bigserial NOT NULL,
  "fileName" text NOT NULL,
  "storeCode" text NOT NULL,
  "taskId" bigint,
  "taskDes" text,
  "count" integer DEFAULT 0 NOT NULL,
  "errorCount" integer DEFAULT 0 NOT NULL,
  "error" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "parser" text,
  "received" timestamptz DEFAULT now() NOT NULL,
  "finished" timestamptz,
  "createdBy" text,
  PRIMARY KEY ("_id")
);
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "fileName" text;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "taskId" bigint;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "taskDes" text;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "count" integer DEFAULT 0 NOT NULL;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "errorCount" integer DEFAULT 0 NOT NULL;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "error" jsonb DEFAULT '[]'::jsonb NOT NULL;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "parser" text;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "received" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "finished" timestamptz;
ALTER TABLE "paper_uploads" ADD COLUMN IF NOT EXISTS "createdBy" text;
CREATE INDEX IF NOT EXISTS "paper_uploads_storeCode_received_idx" ON "paper_uploads" ("storeCode", "received");

-- plusDevice
CREATE TABLE IF NOT EXISTS "plus_devices" (
  "storeCode" text NOT NULL,
  "mac" text NOT NULL,
  PRIMARY KEY ("storeCode", "mac")
);
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "model" text;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "ver" text;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "template" text;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "recvTime" timestamptz;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "showIdx" integer;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "mode" integer DEFAULT 0;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "infoViewDuration" integer;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "volume" integer DEFAULT 50;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "maxVolume" integer DEFAULT 100;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "brightness" integer DEFAULT 200;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "tz" text DEFAULT 'UTC';
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "networks" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "screenWidth" integer DEFAULT 1920;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "screenHeight" integer DEFAULT 158;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "products" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "show" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "reportedShow" jsonb;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "syncedAt" timestamptz;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "blinkUntil" timestamptz;
ALTER TABLE "plus_devices" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "plus_devices_mac_idx" ON "plus_devices" ("mac");
CREATE INDEX IF NOT EXISTS "plus_devices_name_idx" ON "plus_devices" ("name");
CREATE INDEX IF NOT EXISTS "plus_devices_model_idx" ON "plus_devices" ("model");
CREATE INDEX IF NOT EXISTS "plus_devices_ver_idx" ON "plus_devices" ("ver");
CREATE INDEX IF NOT EXISTS "plus_devices_template_idx" ON "plus_devices" ("template");
CREATE INDEX IF NOT EXISTS "plus_devices_status_idx" ON "plus_devices" ("status");
CREATE INDEX IF NOT EXISTS "plus_devices_recvTime_idx" ON "plus_devices" ("recvTime");
CREATE INDEX IF NOT EXISTS "plus_devices_showIdx_idx" ON "plus_devices" ("showIdx");
CREATE INDEX IF NOT EXISTS "plus_devices_updatedAt_idx" ON "plus_devices" ("updatedAt");

-- plusMedia
CREATE TABLE IF NOT EXISTS "plus_media" (
  "_id" bigserial NOT NULL,
  PRIMARY KEY ("_id")
);
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "type" text;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "id" integer;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "contentType" text;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "size" integer;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "width" integer;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "height" integer;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "thumbnail" boolean DEFAULT false;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "sha256" text;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "plus_media" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "plus_media_type_idx" ON "plus_media" ("type");
CREATE INDEX IF NOT EXISTS "plus_media_id_idx" ON "plus_media" ("id");
CREATE INDEX IF NOT EXISTS "plus_media_name_idx" ON "plus_media" ("name");
CREATE INDEX IF NOT EXISTS "plus_media_size_idx" ON "plus_media" ("size");
CREATE INDEX IF NOT EXISTS "plus_media_updatedAt_idx" ON "plus_media" ("updatedAt");
CREATE INDEX IF NOT EXISTS "plus_media_storeCode__id_idx" ON "plus_media" ("storeCode", "_id");

-- plusSetting
CREATE TABLE IF NOT EXISTS "plus_settings" (
  "storeCode" text NOT NULL,
  PRIMARY KEY ("storeCode")
);
ALTER TABLE "plus_settings" ADD COLUMN IF NOT EXISTS "tz" text DEFAULT 'UTC';
ALTER TABLE "plus_settings" ADD COLUMN IF NOT EXISTS "infoViewDuration" integer DEFAULT 30;
ALTER TABLE "plus_settings" ADD COLUMN IF NOT EXISTS "defaultTemplate" text;
ALTER TABLE "plus_settings" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();

-- plusSoftware
CREATE TABLE IF NOT EXISTS "plus_software" (
  "_id" bigserial NOT NULL,
  PRIMARY KEY ("_id")
);
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "os" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "model" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "ver" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "size" integer;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "sha256" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "plus_software" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "plus_software_os_idx" ON "plus_software" ("os");
CREATE INDEX IF NOT EXISTS "plus_software_model_idx" ON "plus_software" ("model");
CREATE INDEX IF NOT EXISTS "plus_software_ver_idx" ON "plus_software" ("ver");
CREATE INDEX IF NOT EXISTS "plus_software_name_idx" ON "plus_software" ("name");
CREATE INDEX IF NOT EXISTS "plus_software_updatedAt_idx" ON "plus_software" ("updatedAt");
CREATE INDEX IF NOT EXISTS "plus_software_storeCode__id_idx" ON "plus_software" ("storeCode", "_id");

-- plusTemplate
CREATE TABLE IF NOT EXISTS "plus_templates" (
  "storeCode" text NOT NULL,
  "_id" text NOT NULL,
  PRIMARY KEY ("storeCode", "_id")
);
ALTER TABLE "plus_templates" ADD COLUMN IF NOT EXISTS "size" text DEFAULT '23.1';
ALTER TABLE "plus_templates" ADD COLUMN IF NOT EXISTS "show" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "plus_templates" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "plus_templates__id_idx" ON "plus_templates" ("_id");
CREATE INDEX IF NOT EXISTS "plus_templates_size_idx" ON "plus_templates" ("size");
CREATE INDEX IF NOT EXISTS "plus_templates_updatedAt_idx" ON "plus_templates" ("updatedAt");

-- printer
CREATE TABLE IF NOT EXISTS "printers" (
  "storeCode" text NOT NULL,
  "printerIp" text NOT NULL,
  "printerName" text NOT NULL,
  "status" text DEFAULT 'NORMAL' NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("storeCode", "printerIp")
);
ALTER TABLE "printers" ADD COLUMN IF NOT EXISTS "printerName" text;
ALTER TABLE "printers" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'NORMAL' NOT NULL;
ALTER TABLE "printers" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- product
CREATE TABLE IF NOT EXISTS "products" (
  "storeCode" text NOT NULL,
  "prCode" text NOT NULL,
  PRIMARY KEY ("storeCode", "prCode")
);
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "prName" text;
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "layoutId" text;
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "nfc" text;
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "prInfo" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();

-- productUpdate
CREATE TABLE IF NOT EXISTS "product_updates" (
  "id" bigserial NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "prCode" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "prName" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "layoutId" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "nfc" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "prInfo" jsonb;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "taskId" bigint;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "updateId" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "source" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "product_updates" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "product_updates_storeCode_id_idx" ON "product_updates" ("storeCode", "id");

-- productUpload
CREATE TABLE IF NOT EXISTS "product_uploads" (
  "_id" bigserial NOT NULL,
  PRIMARY KEY ("_id")
);
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "fileName" text;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "fileType" text;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "count" integer DEFAULT 0;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "dataCount" integer DEFAULT 0;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "errorCount" integer DEFAULT 0;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "error" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "received" timestamptz;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "finished" timestamptz;
ALTER TABLE "product_uploads" ADD COLUMN IF NOT EXISTS "createdBy" text;
CREATE INDEX IF NOT EXISTS "product_uploads_fileName_idx" ON "product_uploads" ("fileName");
CREATE INDEX IF NOT EXISTS "product_uploads_received_idx" ON "product_uploads" ("received");
CREATE INDEX IF NOT EXISTS "product_uploads_finished_idx" ON "product_uploads" ("finished");
CREATE INDEX IF NOT EXISTS "product_uploads_storeCode_received_idx" ON "product_uploads" ("storeCode", "received");

-- promotion
CREATE TABLE IF NOT EXISTS "promotions" (
  "storeCode" text NOT NULL,
  "promotionId" text NOT NULL,
  PRIMARY KEY ("storeCode", "promotionId")
);
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "type" text DEFAULT 'SALE';
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "prCode" text;
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "promotionPrice" double precision;
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "startDate" timestamptz;
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "endDate" timestamptz;
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "text" text;
ALTER TABLE "promotions" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "promotions_promotionId_idx" ON "promotions" ("promotionId");

-- role
CREATE TABLE IF NOT EXISTS "roles" (
  "role_id" integer NOT NULL,
  PRIMARY KEY ("role_id")
);
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "privilege" jsonb DEFAULT '[]'::jsonb;
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "roles_name_idx" ON "roles" ("name");

-- rollout
CREATE TABLE IF NOT EXISTS "rollouts" (
  "id" bigserial NOT NULL,
  "packageId" bigint NOT NULL,
  "component" text NOT NULL,
  "version" text NOT NULL,
  "previousConfig" jsonb,
  "state" text NOT NULL,
  "stage" integer DEFAULT 0 NOT NULL,
  "stages" integer NOT NULL,
  "pausedReason" text,
  "acceptedStage" integer,
  "failureThreshold" double precision NOT NULL,
  "createdBy" text NOT NULL,
  "startedAt" timestamptz DEFAULT now() NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  "finishedAt" timestamptz,
  PRIMARY KEY ("id")
);
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "packageId" bigint;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "component" text;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "version" text;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "previousConfig" jsonb;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "state" text;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "stage" integer DEFAULT 0 NOT NULL;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "stages" integer;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "pausedReason" text;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "acceptedStage" integer;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "failureThreshold" double precision;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "startedAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "rollouts" ADD COLUMN IF NOT EXISTS "finishedAt" timestamptz;

-- rolloutGateway
CREATE TABLE IF NOT EXISTS "rollout_gateways" (
  "rolloutId" bigint NOT NULL,
  "gwMac" text NOT NULL,
  "storeCode" text NOT NULL,
  "stage" integer NOT NULL,
  "state" text DEFAULT 'PENDING' NOT NULL,
  "previousVersion" text,
  "dueAt" timestamptz,
  "error" text,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("rolloutId", "gwMac")
);
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "stage" integer;
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "state" text DEFAULT 'PENDING' NOT NULL;
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "previousVersion" text;
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "dueAt" timestamptz;
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "error" text;
ALTER TABLE "rollout_gateways" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- secondCode
CREATE TABLE IF NOT EXISTS "second_codes" (
  "storeCode" text NOT NULL,
  "prCode" text NOT NULL,
  "secondCode" text NOT NULL,
  PRIMARY KEY ("storeCode", "prCode", "secondCode")
);
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "salesTypeCode" text;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "insertDate" timestamptz;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "ceaseDate" timestamptz;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "deleteDate" timestamptz;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "acquisitionDate" timestamptz;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "modifyDate" timestamptz;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "programName" text;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "operatorName" text;
ALTER TABLE "second_codes" ADD COLUMN IF NOT EXISTS "dbTriggerFlag" text;
CREATE INDEX IF NOT EXISTS "second_codes_prCode_idx" ON "second_codes" ("prCode");
CREATE INDEX IF NOT EXISTS "second_codes_secondCode_idx" ON "second_codes" ("secondCode");

-- sensor
CREATE TABLE IF NOT EXISTS "sensors" (
  "sensorMac" text NOT NULL,
  "storeCode" text NOT NULL,
  "gwMac" text,
  "operation" text NOT NULL,
  "version" text,
  "battery" integer,
  "rssi" integer,
  "status" text DEFAULT 'OK' NOT NULL,
  "minValue" double precision NOT NULL,
  "maxValue" double precision NOT NULL,
  "sensingValue" double precision,
  "sensingTime" timestamptz,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("sensorMac")
);
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "gwMac" text;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "operation" text;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "version" text;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "battery" integer;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "rssi" integer;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'OK' NOT NULL;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "minValue" double precision;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "maxValue" double precision;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "sensingValue" double precision;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "sensingTime" timestamptz;
ALTER TABLE "sensors" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;
CREATE INDEX IF NOT EXISTS "sensors_storeCode_sensorMac_idx" ON "sensors" ("storeCode", "sensorMac");

-- sensorSample
CREATE TABLE IF NOT EXISTS "sensor_samples" (
  "sensorMac" text NOT NULL,
  "sensingTime" timestamptz NOT NULL,
  "sensingValue" double precision NOT NULL,
  PRIMARY KEY ("sensorMac", "sensingTime") INCLUDE ("sensingValue")
);
ALTER TABLE "sensor_samples" ADD COLUMN IF NOT EXISTS "sensingValue" double precision;

-- server
CREATE TABLE IF NOT EXISTS "servers" (
  "id" text NOT NULL,
  "name" text NOT NULL,
  "type" text NOT NULL,
  "status" text NOT NULL,
  "state" text,
  "ip" text,
  "reportTime" timestamptz,
  "diskUsage" jsonb,
  "ramUsage" jsonb,
  "serviceStatusList" jsonb,
  "networkInformation" jsonb,
  "replicaRole" text,
  PRIMARY KEY ("id")
);
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "type" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "state" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "ip" text;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "reportTime" timestamptz;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "diskUsage" jsonb;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "ramUsage" jsonb;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "serviceStatusList" jsonb;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "networkInformation" jsonb;
ALTER TABLE "servers" ADD COLUMN IF NOT EXISTS "replicaRole" text;
CREATE INDEX IF NOT EXISTS "servers_type_idx" ON "servers" ("type");
CREATE INDEX IF NOT EXISTS "servers_status_idx" ON "servers" ("status");

-- store
CREATE TABLE IF NOT EXISTS "stores" (
  "storeCode" text NOT NULL,
  PRIMARY KEY ("storeCode")
);
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "storeName" text;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "address" text;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "country" text;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "position" jsonb;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'NORMAL';
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "gwCount" integer DEFAULT 0;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "normal" integer DEFAULT 0;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "offline" integer DEFAULT 0;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "alarm" integer DEFAULT 0;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "totalDuration" double precision DEFAULT 120;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "eventDuration" double precision DEFAULT 1;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "cpDuration" double precision DEFAULT 39;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "oneChannelEnable" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "channelMaskEnable" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "outbandEnable" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "notAutoRtnPage" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "showMac" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "hideLed" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "eventLedCtrl" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "baseTimeout" double precision DEFAULT 60;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "timeoutTag" double precision DEFAULT 0.1;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "nfRandomPercent" double precision DEFAULT 5;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "nfRetryCnt" integer DEFAULT 8;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "nfBasicSleep" double precision DEFAULT 18;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "nfDeepSleepDuration" double precision DEFAULT 30;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "enableTagStatusCheck" boolean DEFAULT false;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "tagStatusCheckDay" text DEFAULT 'SUN';
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "timeServerIp" text;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "timeServerPort" integer DEFAULT 123;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "panId" text;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "deliveryTargetPercent" double precision;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "deliveryTargetMinutes" double precision;
ALTER TABLE "stores" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "stores_storeName_idx" ON "stores" ("storeName");
CREATE INDEX IF NOT EXISTS "stores_country_idx" ON "stores" ("country");
CREATE INDEX IF NOT EXISTS "stores_status_idx" ON "stores" ("status");
CREATE INDEX IF NOT EXISTS "stores_gwCount_idx" ON "stores" ("gwCount");
CREATE INDEX IF NOT EXISTS "stores_updatedAt_idx" ON "stores" ("updatedAt");

-- tag
CREATE TABLE IF NOT EXISTS "tags" (
  "tagId" text NOT NULL,
  PRIMARY KEY ("tagId")
);
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "tagMac" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "prCode" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "tagType" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "gwMac" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "gwIp" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "operation" integer;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "operationName" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "version" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "rssi" integer;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "battery" integer;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "temperature" double precision;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "battStatus" text;
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
ALTER TABLE "tags" ADD COLUMN IF NOT EXISTS "respondedAt" timestamptz;
CREATE INDEX IF NOT EXISTS "tags_tagMac_idx" ON "tags" ("tagMac");
CREATE INDEX IF NOT EXISTS "tags_prCode_idx" ON "tags" ("prCode");
CREATE INDEX IF NOT EXISTS "tags_gwMac_idx" ON "tags" ("gwMac");
CREATE INDEX IF NOT EXISTS "tags_status_idx" ON "tags" ("status");
CREATE INDEX IF NOT EXISTS "tags_battStatus_idx" ON "tags" ("battStatus");
CREATE INDEX IF NOT EXISTS "tags_updatedAt_idx" ON "tags" ("updatedAt");
CREATE INDEX IF NOT EXISTS "tags_storeCode_updatedAt_idx" ON "tags" ("storeCode", "updatedAt");

-- twoFactor
CREATE TABLE IF NOT EXISTS "two_factor" (
  "email" text NOT NULL,
  "enabledAt" timestamptz,
  "secretCipher" text,
  "pendingCipher" text,
  "lastStep" integer,
  "recoveryHashes" text[],
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("email")
);
ALTER TABLE "two_factor" ADD COLUMN IF NOT EXISTS "enabledAt" timestamptz;
ALTER TABLE "two_factor" ADD COLUMN IF NOT EXISTS "secretCipher" text;
ALTER TABLE "two_factor" ADD COLUMN IF NOT EXISTS "pendingCipher" text;
ALTER TABLE "two_factor" ADD COLUMN IF NOT EXISTS "lastStep" integer;
ALTER TABLE "two_factor" ADD COLUMN IF NOT EXISTS "recoveryHashes" text[];
ALTER TABLE "two_factor" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- updateTask
CREATE TABLE IF NOT EXISTS "update_tasks" (
  "taskId" bigserial NOT NULL,
  PRIMARY KEY ("taskId")
);
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "taskType" text;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "layoutId" text;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "priorTaskId" integer;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "updateId" text;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "productCount" integer DEFAULT 0;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "totalTags" integer DEFAULT 0;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "updatedTags" integer DEFAULT 0;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "failedTags" integer DEFAULT 0;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "progress" integer DEFAULT 0;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "startTime" timestamptz;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "endTime" timestamptz;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "timedOut" boolean DEFAULT false;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "refreshed" boolean DEFAULT false;
ALTER TABLE "update_tasks" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "update_tasks_taskType_idx" ON "update_tasks" ("taskType");
CREATE INDEX IF NOT EXISTS "update_tasks_updateId_idx" ON "update_tasks" ("updateId");
CREATE INDEX IF NOT EXISTS "update_tasks_startTime_idx" ON "update_tasks" ("startTime");
CREATE INDEX IF NOT EXISTS "update_tasks_updatedAt_idx" ON "update_tasks" ("updatedAt");
CREATE INDEX IF NOT EXISTS "update_tasks_storeCode_taskId_idx" ON "update_tasks" ("storeCode", "taskId");

-- updateTaskTag
CREATE TABLE IF NOT EXISTS "update_task_tags" (
  "taskId" bigint NOT NULL,
  "tagId" text NOT NULL,
  PRIMARY KEY ("taskId", "tagId")
);
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "storeCode" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "tagMac" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "gwMac" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "tagType" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "taskType" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "prCode" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "layoutId" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "nfc" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "pageNo" integer;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "led" jsonb;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "prInfo" jsonb;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "status" text;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "dueAt" timestamptz;
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now();
ALTER TABLE "update_task_tags" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
CREATE INDEX IF NOT EXISTS "update_task_tags_storeCode_taskId_idx" ON "update_task_tags" ("storeCode", "taskId");

-- upgradePackage
CREATE TABLE IF NOT EXISTS "upgrade_packages" (
  "id" bigserial NOT NULL,
  "component" text NOT NULL,
  "version" text NOT NULL,
  "sha256" text NOT NULL,
  "fileName" text NOT NULL,
  "size" integer NOT NULL,
  "createdBy" text NOT NULL,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "component" text;
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "version" text;
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "sha256" text;
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "fileName" text;
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "size" integer;
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "upgrade_packages" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;

-- userScript
CREATE TABLE IF NOT EXISTS "user_scripts" (
  "kind" text NOT NULL,
  "target" text NOT NULL,
  PRIMARY KEY ("kind", "target")
);
ALTER TABLE "user_scripts" ADD COLUMN IF NOT EXISTS "code" text;
ALTER TABLE "user_scripts" ADD COLUMN IF NOT EXISTS "useType" text;
ALTER TABLE "user_scripts" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now();
ALTER TABLE "user_scripts" ADD COLUMN IF NOT EXISTS "updatedBy" text;

-- webhook
CREATE TABLE IF NOT EXISTS "webhook_subscription" (
  "id" bigserial NOT NULL,
  "name" text NOT NULL,
  "url" text NOT NULL,
  "events" text[] NOT NULL,
  "alarmTypes" text[],
  "alarmClasses" jsonb,
  "stores" text[],
  "scope" text[],
  "status" text DEFAULT 'active' NOT NULL,
  "pausedReason" text,
  "secret" text NOT NULL,
  "previousSecret" text,
  "previousSecretUntil" timestamptz,
  "failingSince" timestamptz,
  "createdBy" text NOT NULL,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  "updatedAt" timestamptz DEFAULT now() NOT NULL,
  PRIMARY KEY ("id")
);
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "name" text;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "url" text;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "events" text[];
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "alarmTypes" text[];
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "alarmClasses" jsonb;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "stores" text[];
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "scope" text[];
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'active' NOT NULL;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "pausedReason" text;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "secret" text;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "previousSecret" text;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "previousSecretUntil" timestamptz;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "failingSince" timestamptz;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "createdBy" text;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "webhook_subscription" ADD COLUMN IF NOT EXISTS "updatedAt" timestamptz DEFAULT now() NOT NULL;

-- webhookDelivery
CREATE TABLE IF NOT EXISTS "webhook_delivery" (
  "id" bigserial NOT NULL,
  "subscriptionId" bigint NOT NULL,
  "eventId" text NOT NULL,
  "type" text NOT NULL,
  "store" text,
  "occurredAt" timestamptz NOT NULL,
  "payload" jsonb NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "nextAttemptAt" timestamptz DEFAULT now() NOT NULL,
  "firstAttemptAt" timestamptz,
  "lastAttemptAt" timestamptz,
  "answerCode" integer,
  "durationMs" integer,
  "error" text,
  "createdAt" timestamptz DEFAULT now() NOT NULL,
  "sentAt" timestamptz,
  "claimedBy" text,
  "claimedAt" timestamptz,
  PRIMARY KEY ("id")
);
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "subscriptionId" bigint;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "eventId" text;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "type" text;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "store" text;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "occurredAt" timestamptz;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "payload" jsonb;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'pending' NOT NULL;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "attempts" integer DEFAULT 0 NOT NULL;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "nextAttemptAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "firstAttemptAt" timestamptz;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "lastAttemptAt" timestamptz;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "answerCode" integer;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "durationMs" integer;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "error" text;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "createdAt" timestamptz DEFAULT now() NOT NULL;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "sentAt" timestamptz;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "claimedBy" text;
ALTER TABLE "webhook_delivery" ADD COLUMN IF NOT EXISTS "claimedAt" timestamptz;

-- audit log (issue 36): server/audit/auditTrigger.sql

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

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "accounts" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('account', 'email', '', 'password,passwordHash', 'createdAt,updatedAt,failCount');

DROP TRIGGER IF EXISTS esl_audit ON "alarm_history";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "alarm_notification_contents" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('alarmContent', 'type', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "alarm_notification_settings" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('alarmNotification', 'type', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "alias_config" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('alias', 'index', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "amac_config" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('amac', 'abstractCode', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "api_token" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('apiToken', 'id', '', 'secretHash', 'createdAt,updatedAt,lastUsedAt,lastUsedIp');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "app_files" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('appFile', '_id', '', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "audit_log";

DROP TRIGGER IF EXISTS esl_audit ON "battery_forecasts";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "gateway_channel_settings" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('channelSetting', 'storeCode,gwIndex', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "dashboards" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('dashboard', 'id', '', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "delivery_attempts";

DROP TRIGGER IF EXISTS esl_audit ON "download_tasks";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "family_products" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('familyProduct', 'storeCode,fmPrCode', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "gateways" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('gateway', 'gwMac', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "gateway_predefined" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('gatewayPredefined', 'gwMac', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "identity_provider" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('identityProvider', 'id', '', 'clientSecretSealed', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "layouts" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('layout', 'layoutId', '', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "login_history";

DROP TRIGGER IF EXISTS esl_audit ON "mail_outbox";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "paper_tasks" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('paperTask', '_id', 'storeCode', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "paper_task_rows";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "paper_uploads" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('paperUpload', '_id', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "plus_devices" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('plusDevice', 'storeCode,mac', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "plus_media" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('plusMedia', '_id', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "plus_settings" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('plusSetting', 'storeCode', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "plus_software" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('plusSoftware', '_id', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "plus_templates" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('plusTemplate', 'storeCode,_id', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "printers" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('printer', 'storeCode,printerIp', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('product', 'storeCode,prCode', 'storeCode', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "product_updates";

DROP TRIGGER IF EXISTS esl_audit ON "product_uploads";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "promotions" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('promotion', 'storeCode,promotionId', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('role', 'role_id', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "rollouts" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('rollout', 'id', '', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "rollout_gateways";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "second_codes" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('secondCode', 'storeCode,prCode,secondCode', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "sensors" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('sensor', 'sensorMac', 'storeCode', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "sensor_samples";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "servers" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('server', 'id', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "stores" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('store', 'storeCode', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "tags" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('tag', 'tagId', 'storeCode', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "two_factor" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('twoFactor', 'email', '', 'secretCipher,pendingCipher,recoveryHashes', 'createdAt,updatedAt,lastStep');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "update_tasks" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('updateTask', 'taskId', 'storeCode', '', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "update_task_tags";

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "upgrade_packages" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('upgradePackage', 'id', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "user_scripts" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('userScript', 'kind,target', '', '', 'createdAt,updatedAt');

CREATE OR REPLACE TRIGGER esl_audit AFTER INSERT OR UPDATE OR DELETE ON "webhook_subscription" FOR EACH ROW
  WHEN (current_setting('esl.audit', true) <> '')
  EXECUTE FUNCTION esl_audit_row('webhook', 'id', '', 'secret,previousSecret', 'createdAt,updatedAt');

DROP TRIGGER IF EXISTS esl_audit ON "webhook_delivery";

CREATE OR REPLACE TRIGGER esl_audit_append_only BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW

  EXECUTE FUNCTION esl_audit_append_only();
