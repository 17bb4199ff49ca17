-- The tables of tariffs, readings from the field, SMS and tills join the audit trail (docs/domain.md "Audit
-- trail"): setup people change, and a till's closing.
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "tariff_versions"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"();--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "reading_anomalies"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"();--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "reading_check_thresholds"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"('key:contract_type_id');--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "sms_templates"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"('key:event', 'ignore:updated_by');--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "sms_opt_outs"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"('key:client_id', 'client:client_id');--> statement-breakpoint
CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON "till_closings"
	FOR EACH ROW EXECUTE FUNCTION "audit_change"();
