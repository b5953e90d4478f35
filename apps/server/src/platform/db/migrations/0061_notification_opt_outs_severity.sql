-- Opt-outs per severity (issue 34): the rows kept from before are whole opt-outs ('all').
ALTER TABLE "notification_opt_outs" ADD COLUMN "severity" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_opt_outs" DROP CONSTRAINT "notification_opt_outs_user_id_channel_pk";--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_user_id_channel_severity_pk" PRIMARY KEY("user_id","channel","severity");--> statement-breakpoint
ALTER TABLE "notification_opt_outs" ADD CONSTRAINT "notification_opt_outs_severity" CHECK ("notification_opt_outs"."severity" in ('all', 'info', 'recommendation', 'promotion'));
