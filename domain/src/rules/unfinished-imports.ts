/**
 * Importar Dados lists the imports staff may have left behind: those queued or running, and those that failed in
 * the last UNFINISHED_FAILED_DAYS days (an older failure is found only by its own address). docs/domain.md
 * "Importing existing books".
 */
export const UNFINISHED_FAILED_DAYS = 7;
