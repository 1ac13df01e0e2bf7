CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"visitor_key" text NOT NULL,
	"entry_path" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_visits_day_visitor_key_pk" PRIMARY KEY("day","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"time_ms" bigint DEFAULT 0 NOT NULL,
	"time_samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
CREATE TABLE "page_views_rollup" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"time_ms" bigint DEFAULT 0 NOT NULL,
	"time_samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_rollup_scope_day_pk" PRIMARY KEY("scope","day")
);
--> statement-breakpoint
CREATE TABLE "search_console_settings" (
	"id" text PRIMARY KEY DEFAULT 'site' NOT NULL,
	"site_url" text NOT NULL,
	"client_email" text NOT NULL,
	"key_cipher" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"position" double precision,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_page_stats" (
	"path" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"position" double precision,
	"source" text NOT NULL,
	CONSTRAINT "search_page_stats_path_start_date_end_date_pk" PRIMARY KEY("path","start_date","end_date"),
	CONSTRAINT "search_page_stats_range" CHECK ("search_page_stats"."end_date" >= "search_page_stats"."start_date")
);
--> statement-breakpoint
DROP TABLE "seo_analytics" CASCADE;--> statement-breakpoint
CREATE INDEX "page_views_daily_day_path_index" ON "page_views_daily" USING btree ("day","path");--> statement-breakpoint
CREATE INDEX "search_page_stats_start_date_end_date_index" ON "search_page_stats" USING btree ("start_date","end_date");