CREATE TABLE "provider_catalog_checks" (
	"connection" varchar(300) PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"report" jsonb NOT NULL
);
