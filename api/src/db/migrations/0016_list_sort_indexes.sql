-- A statement's lines are read a page at a time in file order (docs/domain.md "M-Pesa statement reconciliation"):
-- the page is found by the index instead of sorting every line of a 50 000-line statement.
CREATE INDEX "mpesa_statement_lines_statement_row_idx" ON "mpesa_statement_lines" USING btree ("statement_id","row");
