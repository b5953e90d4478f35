CREATE TABLE "activity_active_counts" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"subject" text NOT NULL,
	"controller" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"actives" bigint NOT NULL,
	CONSTRAINT "activity_active_counts_key" UNIQUE("tenant_id","day","subject","hour","controller","category","brand","country")
);
--> statement-breakpoint
CREATE TABLE "activity_actives" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"controller" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "activity_actives_key" UNIQUE("tenant_id","day","hour","subject","controller","category","subject_id")
);
--> statement-breakpoint
CREATE TABLE "activity_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"model_number" text NOT NULL,
	"city" text NOT NULL,
	"events" bigint NOT NULL,
	CONSTRAINT "activity_daily_key" UNIQUE("tenant_id","day","kind","category","brand","country","model_number","city")
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"ts" bigint NOT NULL,
	"kind" text NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"model_number" text DEFAULT '' NOT NULL,
	"controller" text DEFAULT '' NOT NULL,
	"mqtt_key" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_hourly" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"hour" smallint NOT NULL,
	"controller" text NOT NULL,
	"mqtt_key" text NOT NULL,
	"events" bigint NOT NULL,
	"duration" bigint NOT NULL,
	CONSTRAINT "activity_hourly_key" UNIQUE("tenant_id","day","kind","hour","category","brand","country","controller","mqtt_key")
);
--> statement-breakpoint
CREATE INDEX "activity_events_tenant_ts" ON "activity_events" USING btree ("tenant_id","ts");--> statement-breakpoint
CREATE INDEX "activity_events_device" ON "activity_events" USING btree ("device_id","kind","ts");